import { describe, expect, it } from 'vitest';
import { parseIdpMetadata, readServiceProviderMetadata, serviceProvider, serviceProviderMetadataXml } from './metadata.js';
import { safeRedirectPath } from './samlSignIn.service.js';
import { createSigningIdentity } from '../../../../tests/support/testIdp.js';

const CERT = createSigningIdentity('unit').certificatePem.replace(/-----[^-]+-----|\s/g, '');

const metadata = (sso: string, keys = `<md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${CERT}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>`) =>
  `<md:EntitiesDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#">
     <md:EntityDescriptor entityID="https://idp.example/entity">
       <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">${keys}${sso}</md:IDPSSODescriptor>
     </md:EntityDescriptor>
   </md:EntitiesDescriptor>`;
const redirect = '<md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="https://idp.example/sso/redirect"/>';
const post = '<md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="https://idp.example/sso/post"/>';

describe('parseIdpMetadata', () => {
  it('reads the entity id, the SSO location (HTTP-Redirect preferred) and the signing certificates, also inside EntitiesDescriptor', () => {
    const parsed = parseIdpMetadata(metadata(post + redirect));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value).toMatchObject({ entityId: 'https://idp.example/entity', ssoUrl: 'https://idp.example/sso/redirect', ssoBinding: 'redirect' });
    expect(parsed.value.certificates).toHaveLength(1);
    expect(parsed.value.certificates[0]).toMatch(/^-----BEGIN CERTIFICATE-----\n/);
    expect(parseIdpMetadata(metadata(post))).toMatchObject({ ok: true, value: { ssoUrl: 'https://idp.example/sso/post', ssoBinding: 'post' } });
  });

  it('ignores encryption keys: a descriptor with only those has no signing certificate', () => {
    const encryption = `<md:KeyDescriptor use="encryption"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${CERT}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>`;
    expect(parseIdpMetadata(metadata(redirect, encryption))).toEqual({ ok: false, message: 'The metadata has no signing certificate.' });
  });

  it('refuses entity declarations (no expansion attacks)', () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE md [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]>${metadata(redirect)}`;
    expect(parseIdpMetadata(bomb)).toMatchObject({ ok: false });
  });
});

describe('service provider metadata', () => {
  it('derives entity id and ACS from the public URL, and reads them back from the document', () => {
    const config = { publicUrl: 'https://meridian.example' };
    expect(serviceProvider(config, 'org1')).toEqual({
      entityId: 'https://meridian.example/auth/saml/org1/metadata.xml',
      acsUrl: 'https://meridian.example/auth/saml/org1/acs',
      metadataUrl: 'https://meridian.example/auth/saml/org1/metadata.xml',
    });
    expect(readServiceProviderMetadata(serviceProviderMetadataXml(config, 'org1'))).toEqual({
      entityId: 'https://meridian.example/auth/saml/org1/metadata.xml',
      acsUrl: 'https://meridian.example/auth/saml/org1/acs',
    });
  });
});

describe('safeRedirectPath', () => {
  it('keeps paths inside Meridian and turns anything else into /', () => {
    const base = 'https://meridian.example';
    expect(safeRedirectPath(base, '/studio?x=1#y')).toBe('/studio?x=1#y');
    for (const bad of [null, '', 'studio', 'https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)']) {
      expect(safeRedirectPath(base, bad)).toBe('/');
    }
  });
});
