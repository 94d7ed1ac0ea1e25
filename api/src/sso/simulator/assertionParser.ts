// The SAML part of the mapping simulator: the SAML module registers how it reads an assertion's name ID and
// attributes, so that this folder does not depend on the SAML library.
import type { IncomingAttributes } from '../mappings/index.js';

export type ParsedAssertion = { subject: string | null; attributes: IncomingAttributes };
/** Reads a pasted SAML response or assertion (no signature check); throws an Error whose message is shown. */
export type AssertionAttributeParser = (xml: string) => ParsedAssertion | Promise<ParsedAssertion>;

let parser: AssertionAttributeParser | null = null;

/** Called once by the SAML module at startup. */
export function registerAssertionAttributeParser(fn: AssertionAttributeParser) {
  parser = fn;
}

export const assertionAttributeParser = () => parser;
