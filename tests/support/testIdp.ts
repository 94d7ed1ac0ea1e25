// A real SAML identity provider on 127.0.0.1 for the tests: its own key pair and self-signed certificate, its
// metadata, responses and assertions signed with xml-crypto, an HTTP login endpoint that answers an AuthnRequest
// (HTTP-Redirect or HTTP-POST binding) with a page that posts the signed response to the ACS by itself, and the
// forged and broken responses the negative tests need.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import forge from 'node-forge';
import { SignedXml } from 'xml-crypto';
import { DOMParser } from '@xmldom/xmldom';

export type SamlUser = { nameId: string; attributes?: Record<string, string[]> };

/** What the identity provider puts into one response; every field has a sensible default. */
export type ResponseOptions = {
  acsUrl: string;
  /** The service provider's entity id (AudienceRestriction). */
  audience: string;
  /** The AuthnRequest being answered; null for an unsolicited response. */
  inResponseTo: string | null;
  user: SamlUser;
  signResponse?: boolean;
  signAssertion?: boolean;
  /** Sign with a key pair the metadata does not publish. */
  signWithForeignKey?: boolean;
  issueInstant?: Date;
  notBefore?: Date;
  notOnOrAfter?: Date;
  /** When the user authenticated at the identity provider. */
  authnInstant?: Date;
  sessionNotOnOrAfter?: Date | null;
  assertionId?: string;
  issuer?: string;
  /**
   * Signature wrapping: 'appendUnsignedAssertion' adds a second, unsigned assertion for another user after signing;
   * 'replaceWithUnsignedAssertion' moves the signed assertion into the response's Extensions and puts an unsigned
   * one in its place; 'signedResponseWithUnsignedSecondAssertion' injects the second assertion before the response
   * is signed, so only the assertion count gives it away.
   */
  wrapping?: 'appendUnsignedAssertion' | 'replaceWithUnsignedAssertion' | 'signedResponseWithUnsignedSecondAssertion';
  /** The nameId of the injected assertion. */
  wrappingNameId?: string;
};

export type ReceivedRequest = { id: string; acsUrl: string; issuer: string; relayState: string | null; binding: 'redirect' | 'post' };

export type TestIdp = {
  url: string;
  entityId: string;
  ssoUrl: string;
  metadataXml: string;
  certificatePem: string;
  /** The user the login endpoint signs in; change it between journeys. */
  user: SamlUser;
  /** Options applied to the next responses of the login endpoint (for example an older authnInstant). */
  loginResponseOptions: Partial<ResponseOptions>;
  /** AuthnRequests the login endpoint received, newest last. */
  requests: ReceivedRequest[];
  /** The signed (or deliberately broken) SAML response XML. */
  responseXml(options: ResponseOptions): string;
  /** An HTML page whose form posts the response to the ACS as soon as it loads. */
  autoPostPage(acsUrl: string, responseXml: string, relayState: string | null): string;
  close(): Promise<void>;
};

const NS = {
  samlp: 'urn:oasis:names:tc:SAML:2.0:protocol',
  saml: 'urn:oasis:names:tc:SAML:2.0:assertion',
  md: 'urn:oasis:names:tc:SAML:2.0:metadata',
  ds: 'http://www.w3.org/2000/09/xmldsig#',
};
const SIGNATURE_ALGORITHM = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
const DIGEST_ALGORITHM = 'http://www.w3.org/2001/04/xmlenc#sha256';
const EXC_C14N = 'http://www.w3.org/2001/10/xml-exc-c14n#';
const ENVELOPED = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature';

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const iso = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');
const newId = () => `_${randomBytes(16).toString('hex')}`;
const pemBody = (pem: string) => pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');

/** An RSA key pair and a self-signed certificate for it. */
export function createSigningIdentity(commonName = 'Meridian Test IdP') {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const privateKeyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  cert.serialNumber = `01${randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = new Date(Date.now() - 86_400_000);
  cert.validity.notAfter = new Date(Date.now() + 365 * 86_400_000);
  const attrs = [{ name: 'commonName', value: commonName }];
  cert.setSubject(attrs);
  cert.setIssuer(attrs);
  cert.sign(forge.pki.privateKeyFromPem(privateKeyPem), forge.md.sha256.create());
  return { privateKeyPem, certificatePem: forge.pki.certificateToPem(cert) };
}

type Identity = ReturnType<typeof createSigningIdentity>;

function idpMetadata(entityId: string, ssoUrl: string, certificatePem: string) {
  return `<?xml version="1.0" encoding="UTF-8"?>
<md:EntityDescriptor xmlns:md="${NS.md}" xmlns:ds="${NS.ds}" entityID="${escapeXml(entityId)}">
  <md:IDPSSODescriptor WantAuthnRequestsSigned="false" protocolSupportEnumeration="${NS.samlp}">
    <md:KeyDescriptor use="signing">
      <ds:KeyInfo><ds:X509Data><ds:X509Certificate>${pemBody(certificatePem)}</ds:X509Certificate></ds:X509Data></ds:KeyInfo>
    </md:KeyDescriptor>
    <md:NameIDFormat>urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified</md:NameIDFormat>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${escapeXml(ssoUrl)}"/>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="${escapeXml(ssoUrl)}"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>
`;
}

function assertionXml(o: Required<Pick<ResponseOptions, 'acsUrl' | 'audience' | 'user'>> & {
  id: string;
  issuer: string;
  inResponseTo: string | null;
  issueInstant: Date;
  notBefore: Date;
  notOnOrAfter: Date;
  authnInstant: Date;
  sessionNotOnOrAfter: Date | null;
}) {
  const inResponseTo = o.inResponseTo ? ` InResponseTo="${escapeXml(o.inResponseTo)}"` : '';
  const attributes = Object.entries(o.user.attributes ?? {})
    .map(
      ([name, values]) =>
        `<saml:Attribute Name="${escapeXml(name)}" NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:basic">${values
          .map((v) => `<saml:AttributeValue>${escapeXml(v)}</saml:AttributeValue>`)
          .join('')}</saml:Attribute>`,
    )
    .join('');
  const session = o.sessionNotOnOrAfter ? ` SessionNotOnOrAfter="${iso(o.sessionNotOnOrAfter)}"` : '';
  return (
    `<saml:Assertion xmlns:saml="${NS.saml}" ID="${o.id}" Version="2.0" IssueInstant="${iso(o.issueInstant)}">` +
    `<saml:Issuer>${escapeXml(o.issuer)}</saml:Issuer>` +
    `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified">${escapeXml(o.user.nameId)}</saml:NameID>` +
    `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData${inResponseTo} NotOnOrAfter="${iso(o.notOnOrAfter)}" Recipient="${escapeXml(o.acsUrl)}"/></saml:SubjectConfirmation></saml:Subject>` +
    `<saml:Conditions NotBefore="${iso(o.notBefore)}" NotOnOrAfter="${iso(o.notOnOrAfter)}"><saml:AudienceRestriction><saml:Audience>${escapeXml(o.audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
    `<saml:AuthnStatement AuthnInstant="${iso(o.authnInstant)}" SessionIndex="${newId()}"${session}><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>` +
    (attributes ? `<saml:AttributeStatement>${attributes}</saml:AttributeStatement>` : '') +
    `</saml:Assertion>`
  );
}

/** Signs the element selected by xpath with an enveloped signature placed after its Issuer. */
function sign(xml: string, xpath: string, identity: Identity) {
  const sig = new SignedXml({
    privateKey: identity.privateKeyPem,
    publicCert: identity.certificatePem,
    signatureAlgorithm: SIGNATURE_ALGORITHM,
    canonicalizationAlgorithm: EXC_C14N,
  });
  sig.addReference({ xpath, transforms: [ENVELOPED, EXC_C14N], digestAlgorithm: DIGEST_ALGORITHM });
  sig.computeSignature(xml, { prefix: 'ds', location: { reference: `${xpath}/*[local-name()='Issuer']`, action: 'after' } });
  return sig.getSignedXml();
}

const RESPONSE_XPATH = "/*[local-name()='Response']";
const ASSERTION_XPATH = "/*[local-name()='Response']/*[local-name()='Assertion']";

function buildResponse(o: ResponseOptions, entityId: string, identity: Identity, foreign: Identity): string {
  const now = o.issueInstant ?? new Date();
  const issuer = o.issuer ?? entityId;
  const times = {
    issueInstant: now,
    notBefore: o.notBefore ?? new Date(now.getTime() - 60_000),
    notOnOrAfter: o.notOnOrAfter ?? new Date(now.getTime() + 5 * 60_000),
    authnInstant: o.authnInstant ?? now,
    sessionNotOnOrAfter: o.sessionNotOnOrAfter === undefined ? new Date(now.getTime() + 8 * 3600_000) : o.sessionNotOnOrAfter,
  };
  const key = o.signWithForeignKey ? foreign : identity;
  const common = { acsUrl: o.acsUrl, audience: o.audience, issuer, inResponseTo: o.inResponseTo, ...times };
  let assertion = assertionXml({ ...common, id: o.assertionId ?? newId(), user: o.user });
  const evil = () => assertionXml({ ...common, id: newId(), user: { nameId: o.wrappingNameId ?? 'attacker@evil.test', attributes: o.user.attributes } });

  const inResponseTo = o.inResponseTo ? ` InResponseTo="${escapeXml(o.inResponseTo)}"` : '';
  const wrap = (inner: string, extensions = '') =>
    `<samlp:Response xmlns:samlp="${NS.samlp}" xmlns:saml="${NS.saml}" ID="${newId()}" Version="2.0" IssueInstant="${iso(now)}" Destination="${escapeXml(o.acsUrl)}"${inResponseTo}>` +
    `<saml:Issuer>${escapeXml(issuer)}</saml:Issuer>${extensions}` +
    `<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>${inner}</samlp:Response>`;

  if (o.signAssertion !== false) {
    // Sign the assertion inside a response so that its in-scope namespaces are those it will have there.
    const signed = sign(wrap(assertion), ASSERTION_XPATH, key);
    assertion = signed.slice(signed.indexOf('<saml:Assertion'), signed.lastIndexOf('</samlp:Response>'));
  }
  if (o.wrapping === 'signedResponseWithUnsignedSecondAssertion') {
    return sign(wrap(assertion + evil()), RESPONSE_XPATH, key);
  }
  let xml = wrap(assertion);
  if (o.signResponse !== false) xml = sign(xml, RESPONSE_XPATH, key);
  if (o.wrapping === 'appendUnsignedAssertion') {
    xml = xml.replace('</samlp:Response>', `${evil()}</samlp:Response>`);
  } else if (o.wrapping === 'replaceWithUnsignedAssertion') {
    const start = xml.indexOf('<saml:Assertion');
    const end = xml.indexOf('</saml:Assertion>') + '</saml:Assertion>'.length;
    const signedAssertion = xml.slice(start, end);
    xml = xml.slice(0, start) + evil() + xml.slice(end);
    xml = xml.replace('<samlp:Status>', `<samlp:Extensions>${signedAssertion}</samlp:Extensions><samlp:Status>`);
  }
  return xml;
}

const escapeHtml = escapeXml;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (body += c));
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

function parseAuthnRequest(xml: string) {
  const doc = new DOMParser().parseFromString(xml, 'text/xml');
  const request = doc.documentElement;
  if (!request || request.localName !== 'AuthnRequest') throw new Error('not an AuthnRequest');
  const issuer = request.getElementsByTagNameNS(NS.saml, 'Issuer')[0]?.textContent?.trim() ?? '';
  return { id: request.getAttribute('ID') ?? '', acsUrl: request.getAttribute('AssertionConsumerServiceURL') ?? '', issuer };
}

/** Starts the identity provider on 127.0.0.1 (a free port). */
export async function startTestIdp(options: { user?: SamlUser } = {}): Promise<TestIdp> {
  const identity = createSigningIdentity();
  const foreign = createSigningIdentity('Someone Else');
  const requests: ReceivedRequest[] = [];

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      if (url.pathname === '/metadata.xml') {
        res.writeHead(200, { 'Content-Type': 'application/samlmetadata+xml' }).end(idp.metadataXml);
        return;
      }
      if (url.pathname !== '/sso') {
        res.writeHead(404).end();
        return;
      }
      let params: URLSearchParams;
      let binding: ReceivedRequest['binding'];
      if (req.method === 'POST') {
        params = new URLSearchParams(await readBody(req));
        binding = 'post';
      } else {
        params = url.searchParams;
        binding = 'redirect';
      }
      const encoded = params.get('SAMLRequest');
      if (!encoded) {
        res.writeHead(400, { 'Content-Type': 'text/plain' }).end('SAMLRequest is missing');
        return;
      }
      const raw = Buffer.from(encoded, 'base64');
      const parsed = parseAuthnRequest(binding === 'redirect' ? inflateRawSync(raw).toString('utf8') : raw.toString('utf8'));
      const relayState = params.get('RelayState');
      requests.push({ ...parsed, relayState, binding });
      const xml = idp.responseXml({
        acsUrl: parsed.acsUrl,
        audience: parsed.issuer,
        inResponseTo: parsed.id,
        user: idp.user,
        ...idp.loginResponseOptions,
      });
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(idp.autoPostPage(parsed.acsUrl, xml, relayState));
    })().catch((error: unknown) => {
      res.writeHead(400, { 'Content-Type': 'text/plain' }).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const entityId = `${url}/metadata.xml`;
  const ssoUrl = `${url}/sso`;

  const idp: TestIdp = {
    url,
    entityId,
    ssoUrl,
    metadataXml: idpMetadata(entityId, ssoUrl, identity.certificatePem),
    certificatePem: identity.certificatePem,
    user: options.user ?? { nameId: 'jane.doe', attributes: { email: ['jane.doe@example.test'] } },
    loginResponseOptions: {},
    requests,
    responseXml: (o) => buildResponse(o, entityId, identity, foreign),
    autoPostPage(acsUrl, responseXml, relayState) {
      const relay = relayState === null ? '' : `<input type="hidden" name="RelayState" value="${escapeHtml(relayState)}"/>`;
      return (
        `<!doctype html><html><head><title>Test IdP</title></head><body onload="document.forms[0].submit()">` +
        `<form method="post" action="${escapeHtml(acsUrl)}">` +
        `<input type="hidden" name="SAMLResponse" value="${Buffer.from(responseXml, 'utf8').toString('base64')}"/>${relay}` +
        `<noscript><button type="submit">Continue</button></noscript></form></body></html>`
      );
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return idp;
}

const unescapeHtml = (s: string) => s.replace(/&quot;/g, '"').replace(/&#39;|&apos;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The action and hidden fields of an auto-posting page (the IdP's answer or an HTTP-POST AuthnRequest). */
export function readAutoPostForm(html: string): { action: string; fields: Record<string, string> } {
  const action = /<form[^>]*action="([^"]*)"/i.exec(html)?.[1];
  if (!action) throw new Error(`no form in: ${html.slice(0, 200)}`);
  const fields: Record<string, string> = {};
  for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/gi)) fields[m[1]] = unescapeHtml(m[2]);
  return { action: unescapeHtml(action), fields };
}

/** The AuthnRequest inside an HTTP-Redirect URL, as the identity provider reads it. */
export function readRedirectRequest(location: string): ReceivedRequest & { destination: string } {
  const url = new URL(location);
  const encoded = url.searchParams.get('SAMLRequest');
  if (!encoded) throw new Error(`no SAMLRequest in ${location}`);
  const parsed = parseAuthnRequest(inflateRawSync(Buffer.from(encoded, 'base64')).toString('utf8'));
  return { ...parsed, relayState: url.searchParams.get('RelayState'), binding: 'redirect', destination: `${url.origin}${url.pathname}` };
}
