// SAML metadata: the identity provider's (pasted by an admin, parsed and checked) and Meridian's own service
// provider metadata per organization (entity id and ACS URL derived from PUBLIC_URL).
import { X509Certificate } from 'node:crypto';
import { DOMParser } from '@xmldom/xmldom';
import { generateServiceProviderMetadata } from '@node-saml/node-saml';
import type { Config } from '../../config.js';

const MD = 'urn:oasis:names:tc:SAML:2.0:metadata';
const DS = 'http://www.w3.org/2000/09/xmldsig#';
const BINDING = {
  redirect: 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect',
  post: 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST',
} as const;
/** Metadata documents are small; this leaves room for many certificates while refusing abuse. */
export const MAX_METADATA_LENGTH = 200_000;

export type IdpMetadata = {
  entityId: string;
  /** Where AuthnRequests go, and with which binding (HTTP-Redirect preferred). */
  ssoUrl: string;
  ssoBinding: 'redirect' | 'post';
  /** PEM certificates that may sign responses and assertions. */
  certificates: string[];
};

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

/** Parses XML strictly (errors are failures, never partial documents); refuses DTDs outright. */
export function parseXml(xml: string): Document | null {
  if (/<!DOCTYPE/i.test(xml) || /<!ENTITY/i.test(xml)) return null;
  let failed = false;
  const doc = new DOMParser({
    locator: {},
    errorHandler: { warning: () => {}, error: () => (failed = true), fatalError: () => (failed = true) },
  }).parseFromString(xml, 'text/xml');
  return failed || !doc?.documentElement ? null : (doc as unknown as Document);
}

const elements = (parent: Document | Element, ns: string, name: string) => Array.from(parent.getElementsByTagNameNS(ns, name)) as Element[];
const childElements = (parent: Element, ns: string, name: string) =>
  Array.from(parent.childNodes).filter((n): n is Element => n.nodeType === 1 && (n as Element).namespaceURI === ns && (n as Element).localName === name);

const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

function certificatePem(base64: string): string | null {
  const body = base64.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+=*$/.test(body)) return null;
  const pem = `-----BEGIN CERTIFICATE-----\n${body.match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----\n`;
  try {
    new X509Certificate(pem);
    return pem;
  } catch {
    return null;
  }
}

/** The identity provider described by a metadata document, or why it cannot be used. */
export function parseIdpMetadata(xml: string): Parsed<IdpMetadata> {
  const text = xml.trim();
  if (!text) return { ok: false, message: 'The identity provider metadata is required.' };
  if (text.length > MAX_METADATA_LENGTH) return { ok: false, message: `The metadata must not exceed ${MAX_METADATA_LENGTH} characters.` };
  const doc = parseXml(text);
  if (!doc) return { ok: false, message: 'The metadata is not well-formed XML (document type declarations are not allowed).' };
  const descriptor = elements(doc, MD, 'IDPSSODescriptor')[0];
  const entity = descriptor?.parentNode as Element | null;
  if (!descriptor || !entity || entity.localName !== 'EntityDescriptor') {
    return { ok: false, message: 'The metadata does not describe an identity provider (no IDPSSODescriptor in an EntityDescriptor).' };
  }
  const entityId = entity.getAttribute('entityID')?.trim();
  if (!entityId) return { ok: false, message: 'The metadata has no entityID.' };

  const services = childElements(descriptor, MD, 'SingleSignOnService');
  const pick = (binding: string) => services.find((s) => s.getAttribute('Binding') === binding)?.getAttribute('Location')?.trim();
  const redirect = pick(BINDING.redirect);
  const post = pick(BINDING.post);
  const ssoUrl = redirect ?? post;
  if (!ssoUrl) return { ok: false, message: 'The metadata has no single sign-on location with the HTTP-Redirect or HTTP-POST binding.' };
  if (!isHttpUrl(ssoUrl)) return { ok: false, message: 'The single sign-on location must be an http or https URL.' };

  const certificates: string[] = [];
  for (const key of childElements(descriptor, MD, 'KeyDescriptor')) {
    const use = key.getAttribute('use');
    if (use && use !== 'signing') continue;
    for (const cert of elements(key, DS, 'X509Certificate')) {
      const pem = certificatePem(cert.textContent ?? '');
      if (!pem) return { ok: false, message: 'A signing certificate in the metadata is not a valid X.509 certificate.' };
      certificates.push(pem);
    }
  }
  if (certificates.length === 0) return { ok: false, message: 'The metadata has no signing certificate.' };
  return { ok: true, value: { entityId, ssoUrl, ssoBinding: redirect ? 'redirect' : 'post', certificates } };
}

/** Public paths of an organization's SAML endpoints. */
export const samlPaths = (orgId: string) => {
  const base = `/auth/saml/${encodeURIComponent(orgId)}`;
  return { metadata: `${base}/metadata.xml`, acs: `${base}/acs`, login: `${base}/login`, test: (testId: string) => `${base}/test/${encodeURIComponent(testId)}` };
};

/** Meridian's entity id (the metadata URL, as is customary) and ACS URL for an organization. */
export function serviceProvider(config: Pick<Config, 'publicUrl'>, orgId: string) {
  const paths = samlPaths(orgId);
  return { entityId: config.publicUrl + paths.metadata, acsUrl: config.publicUrl + paths.acs, metadataUrl: config.publicUrl + paths.metadata };
}

/** Meridian's service provider metadata document for an organization. */
export function serviceProviderMetadataXml(config: Pick<Config, 'publicUrl'>, orgId: string): string {
  const sp = serviceProvider(config, orgId);
  return generateServiceProviderMetadata({ issuer: sp.entityId, callbackUrl: sp.acsUrl, wantAssertionsSigned: true, identifierFormat: null });
}

/** The entity id and HTTP-POST ACS location read from a service provider metadata document. */
export function readServiceProviderMetadata(xml: string): { entityId: string; acsUrl: string } {
  const doc = parseXml(xml);
  const entity = doc ? elements(doc, MD, 'EntityDescriptor')[0] : undefined;
  const acs = entity ? elements(entity, MD, 'AssertionConsumerService').find((e) => e.getAttribute('Binding') === BINDING.post) : undefined;
  const entityId = entity?.getAttribute('entityID');
  const acsUrl = acs?.getAttribute('Location');
  if (!entityId || !acsUrl) throw new Error('The service provider metadata has no entity id or HTTP-POST assertion consumer service.');
  return { entityId, acsUrl };
}
