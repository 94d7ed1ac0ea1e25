// Reads the name ID and attributes of a pasted SAML response or assertion for the simulator. No signature check:
// nothing here signs anyone in. Pure (xmldom does not fetch external entities).
import { DOMParser } from '@xmldom/xmldom';
import type { IncomingAttributes } from '../mappings/index.js';
import type { ParsedAssertion } from './assertionParser.js';

const ASSERTION_NS = 'urn:oasis:names:tc:SAML:2.0:assertion';

const decoded = (text: string) => {
  const trimmed = text.trim();
  if (trimmed.startsWith('<')) return trimmed;
  // A SAMLResponse form value as copied from the browser's network tab.
  const xml = Buffer.from(trimmed.replace(/\s+/g, ''), 'base64').toString('utf8').trim();
  return xml.startsWith('<') ? xml : null;
};

/** The first assertion's name ID and attributes; throws an Error with the message the simulator shows. */
export function samlAssertionAttributes(text: string): ParsedAssertion {
  const xml = decoded(text);
  if (!xml) throw new Error('The text is not a SAML assertion.');
  let failed = false;
  const doc = new DOMParser({ errorHandler: { warning: () => (failed = true), error: () => (failed = true), fatalError: () => (failed = true) } }).parseFromString(xml, 'text/xml');
  if (failed || !doc.documentElement) throw new Error('The text is not well-formed XML.');
  const assertion = doc.getElementsByTagNameNS(ASSERTION_NS, 'Assertion')[0];
  if (!assertion) {
    if (doc.getElementsByTagNameNS(ASSERTION_NS, 'EncryptedAssertion').length) throw new Error('Encrypted assertions cannot be read here: paste the decrypted assertion.');
    throw new Error('The text is not a SAML assertion.');
  }
  const nameId = assertion.getElementsByTagNameNS(ASSERTION_NS, 'NameID')[0]?.textContent?.trim() || null;
  const attributes: IncomingAttributes = {};
  const list = assertion.getElementsByTagNameNS(ASSERTION_NS, 'Attribute');
  for (let i = 0; i < list.length; i++) {
    const attribute = list[i];
    const name = attribute.getAttribute('Name');
    if (!name) continue;
    const values = attribute.getElementsByTagNameNS(ASSERTION_NS, 'AttributeValue');
    const target = (attributes[name] ??= []);
    for (let j = 0; j < values.length; j++) target.push((values[j].textContent ?? '').trim());
  }
  return { subject: nameId, attributes };
}
