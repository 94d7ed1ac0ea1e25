import { describe, expect, it } from 'vitest';
import { samlAssertionAttributes } from './samlAssertionAttributes.js';

const assertion = `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion">
  <saml:Assertion ID="a1"><saml:Subject><saml:NameID> ana@acme.test </saml:NameID></saml:Subject>
    <saml:AttributeStatement>
      <saml:Attribute Name="http://schemas.xmlsoap.org/claims/Group"><saml:AttributeValue>Sales</saml:AttributeValue><saml:AttributeValue>emea</saml:AttributeValue></saml:Attribute>
      <saml:Attribute Name="givenName"><saml:AttributeValue>Ana</saml:AttributeValue></saml:Attribute>
    </saml:AttributeStatement>
  </saml:Assertion>
</samlp:Response>`;

describe('SAML assertion attributes for the simulator', () => {
  it('reads the name ID and every attribute value, from XML or a base64 SAMLResponse', () => {
    const expected = { subject: 'ana@acme.test', attributes: { 'http://schemas.xmlsoap.org/claims/Group': ['Sales', 'emea'], givenName: ['Ana'] } };
    expect(samlAssertionAttributes(assertion)).toEqual(expected);
    expect(samlAssertionAttributes(Buffer.from(assertion).toString('base64'))).toEqual(expected);
  });

  it('explains what it cannot read', () => {
    expect(() => samlAssertionAttributes('hello')).toThrow('The text is not a SAML assertion.');
    expect(() => samlAssertionAttributes('<a><b></a>')).toThrow('The text is not well-formed XML.');
    expect(() => samlAssertionAttributes('<root/>')).toThrow('The text is not a SAML assertion.');
    expect(() =>
      samlAssertionAttributes('<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion"><saml:EncryptedAssertion/></samlp:Response>'),
    ).toThrow('Encrypted assertions cannot be read here: paste the decrypted assertion.');
  });
});
