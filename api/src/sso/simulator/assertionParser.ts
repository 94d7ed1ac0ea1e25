// The SAML part of the mapping simulator: by default the assertion is read with xmldom (samlAssertionAttributes);
// the SAML module may register its own reader.
import type { IncomingAttributes } from '../mappings/index.js';
import { samlAssertionAttributes } from './samlAssertionAttributes.js';

export type ParsedAssertion = { subject: string | null; attributes: IncomingAttributes };
/** Reads a pasted SAML response or assertion (no signature check); throws an Error whose message is shown. */
export type AssertionAttributeParser = (xml: string) => ParsedAssertion | Promise<ParsedAssertion>;

let parser: AssertionAttributeParser = samlAssertionAttributes;

/** Replaces the default reader (the SAML module may call it once at startup). */
export function registerAssertionAttributeParser(fn: AssertionAttributeParser) {
  parser = fn;
}

export const assertionAttributeParser = () => parser;
