// SP-initiated SAML sign-in and the authentication test (spec 01 §2.8, §4; ARCHITECTURE §4): the AuthnRequest
// towards the identity provider, and the checks on its answer at the ACS before anyone is signed in.
import { SAML, ValidateInResponseTo, type Profile } from '@node-saml/node-saml';
import type { AppServices } from '../../context.js';
import { evaluateMappings, type IncomingAttributes, type MappingResult } from '../mappings/index.js';
import { parseIdpMetadata, parseXml, serviceProvider, type IdpMetadata } from './metadata.js';
import { draftFromJson, settingsOf, type SamlDraft } from './samlConfiguration.service.js';
import { hashToken } from '../../auth/tokens.js';
import { findOutstandingRequest, pruneExpired, rememberAssertion, REQUEST_TTL_MS, SamlRequestStore } from './samlStore.js';

/** Tolerated difference between the identity provider's clock and ours. */
export const CLOCK_SKEW_MS = 60_000;
const SAMLP = 'urn:oasis:names:tc:SAML:2.0:protocol';
export const TEST_RELAY_PREFIX = 'test:';
export const LOGIN_RELAY_STATE = 'login';

/** Why a sign-in failed; the code goes to the login page (?ssoError=code), the message to the log or the test. */
export type SamlFailureCode =
  | 'saml_unavailable'
  | 'saml_unknown_request'
  | 'saml_invalid_response'
  | 'saml_replayed'
  | 'saml_authentication_too_old'
  | 'saml_user_rejected';

export class SamlFailure extends Error {
  constructor(
    readonly code: SamlFailureCode,
    message: string,
  ) {
    super(message);
    this.name = 'SamlFailure';
  }
}

function samlClient(services: AppServices, orgId: string, idp: IdpMetadata, store: SamlRequestStore) {
  const sp = serviceProvider(services.config, orgId);
  return new SAML({
    issuer: sp.entityId,
    audience: sp.entityId,
    callbackUrl: sp.acsUrl,
    entryPoint: idp.ssoUrl,
    authnRequestBinding: idp.ssoBinding === 'post' ? 'HTTP-POST' : 'HTTP-Redirect',
    // The HTTP-POST binding carries the request base64-encoded but not deflated (SAML bindings §3.5.4).
    skipRequestCompression: idp.ssoBinding === 'post',
    idpCert: idp.certificates,
    // Both the response and the assertion must carry a valid signature by a certificate of the metadata.
    wantAuthnResponseSigned: true,
    wantAssertionsSigned: true,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: REQUEST_TTL_MS,
    cacheProvider: store,
    acceptedClockSkewMs: CLOCK_SKEW_MS,
    // Let the identity provider choose the name ID format and the authentication method (MFA included).
    identifierFormat: null,
    disableRequestedAuthnContext: true,
  });
}

/** Where to go with the AuthnRequest: a redirect URL (HTTP-Redirect) or a page that posts it (HTTP-POST). */
export type AuthnRequestStart = { kind: 'redirect'; url: string } | { kind: 'form'; html: string };

async function startAuthnRequest(services: AppServices, orgId: string, idp: IdpMetadata, store: SamlRequestStore, relayState: string) {
  void pruneExpired(services.prisma).catch((e: unknown) => services.log.warn('pruning SAML state failed', { error: String(e) }));
  const saml = samlClient(services, orgId, idp, store);
  if (idp.ssoBinding === 'post') return { kind: 'form', html: await saml.getAuthorizeFormAsync(relayState, undefined, {}) } as const;
  return { kind: 'redirect', url: await saml.getAuthorizeUrlAsync(relayState, undefined, {}) } as const;
}

/** The path inside Meridian to land on after sign-in; anything leaving the site becomes '/'. */
export function safeRedirectPath(publicUrl: string, redirectTo: string | null | undefined): string {
  if (!redirectTo || !redirectTo.startsWith('/') || redirectTo.startsWith('//') || redirectTo.startsWith('/\\')) return '/';
  try {
    const base = new URL(publicUrl);
    const target = new URL(redirectTo, base);
    if (target.origin !== base.origin) return '/';
    return `${target.pathname}${target.search}${target.hash}`;
  } catch {
    return '/';
  }
}

/** The enabled configuration of an Enterprise organization, with its parsed metadata; otherwise a failure. */
async function enabledConfiguration(services: AppServices, orgId: string) {
  const org = await services.prisma.organization.findUnique({ where: { id: orgId }, include: { samlConfiguration: true } });
  const settings = settingsOf(org?.samlConfiguration ?? null);
  const idp = settings.isEnabled ? parseIdpMetadata(settings.idpMetadata) : null;
  if (!org || !org.isEnterprise || !idp?.ok) throw new SamlFailure('saml_unavailable', 'Single sign-on with SAML is not available for this organization.');
  return { org, settings, idp: idp.value };
}

/**
 * SP-initiated sign-in: stores the AuthnRequest id with the landing path and the hash of the browser's binding
 * nonce (its cookie), and sends the browser to the IdP.
 */
export async function beginSamlSignIn(services: AppServices, orgId: string, redirectTo: string | null, browserNonce: string): Promise<AuthnRequestStart> {
  const { idp } = await enabledConfiguration(services, orgId);
  const store = new SamlRequestStore(services.prisma, orgId, {
    redirectTo: safeRedirectPath(services.config.publicUrl, redirectTo),
    browserBindingHash: hashToken(browserNonce),
  });
  return startAuthnRequest(services, orgId, idp, store, LOGIN_RELAY_STATE);
}

/** The authentication test of a stored draft: the same request, marked as a test in the RelayState. */
export async function beginSamlTest(services: AppServices, orgId: string, testId: string, draft: SamlDraft): Promise<AuthnRequestStart> {
  const idp = parseIdpMetadata(draft.idpMetadata);
  if (!idp.ok) throw new SamlFailure('saml_unavailable', idp.message);
  const store = new SamlRequestStore(services.prisma, orgId, { testId });
  return startAuthnRequest(services, orgId, idp.value, store, `${TEST_RELAY_PREFIX}${testId}`);
}

/** The InResponseTo of a response, read before any check: it only tells which request (and configuration) applies. */
function claimedInResponseTo(xml: string): string | null {
  const doc = parseXml(xml);
  const root = doc?.documentElement;
  if (!root || root.namespaceURI !== SAMLP || root.localName !== 'Response') return null;
  return root.getAttribute('InResponseTo') || null;
}

type AssertionJs = {
  Assertion?: {
    $?: { ID?: string };
    Conditions?: { $?: { NotOnOrAfter?: string } }[];
    AuthnStatement?: { $?: { AuthnInstant?: string; SessionNotOnOrAfter?: string } }[];
  };
};

/** Attributes of the signed assertion as name → values (only text values). */
function attributesOf(profile: Profile): IncomingAttributes {
  const raw = (profile.attributes ?? {}) as Record<string, unknown>;
  const out: IncomingAttributes = {};
  for (const [name, value] of Object.entries(raw)) {
    out[name] = (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string');
  }
  return out;
}

/** Checks node-saml leaves to the application: issuer, authentication age, session end, replay. */
async function checkAssertion(services: AppServices, orgId: string, idp: IdpMetadata, maxAuthenticationLifetime: number, profile: Profile) {
  if (profile.issuer !== idp.entityId) {
    throw new SamlFailure('saml_invalid_response', `The assertion was issued by '${String(profile.issuer)}', not by the configured identity provider.`);
  }
  const assertion = (profile.getAssertion?.() as AssertionJs | undefined)?.Assertion;
  const now = Date.now();
  const statement = assertion?.AuthnStatement?.[0]?.$;
  const authnInstant = Date.parse(statement?.AuthnInstant ?? '');
  if (Number.isNaN(authnInstant)) throw new SamlFailure('saml_invalid_response', 'The assertion has no authentication statement (AuthnInstant).');
  if (authnInstant > now + CLOCK_SKEW_MS) throw new SamlFailure('saml_invalid_response', 'The authentication instant lies in the future.');
  if (now - authnInstant > maxAuthenticationLifetime * 1000 + CLOCK_SKEW_MS) {
    throw new SamlFailure(
      'saml_authentication_too_old',
      `The authentication at the identity provider is older than the maximum authentication lifetime (${maxAuthenticationLifetime} seconds).`,
    );
  }
  const sessionEnd = statement?.SessionNotOnOrAfter ? Date.parse(statement.SessionNotOnOrAfter) : null;
  if (sessionEnd !== null && (Number.isNaN(sessionEnd) || now - CLOCK_SKEW_MS >= sessionEnd)) {
    throw new SamlFailure('saml_invalid_response', 'The session at the identity provider has ended (SessionNotOnOrAfter).');
  }
  const assertionId = assertion?.$?.ID;
  if (!assertionId) throw new SamlFailure('saml_invalid_response', 'The assertion has no ID.');
  const notOnOrAfter = Date.parse(assertion?.Conditions?.[0]?.$?.NotOnOrAfter ?? '');
  const keepUntil = new Date(Math.max(Number.isNaN(notOnOrAfter) ? 0 : notOnOrAfter + CLOCK_SKEW_MS, now + REQUEST_TTL_MS));
  if (!(await rememberAssertion(services.prisma, orgId, assertionId, keepUntil))) {
    throw new SamlFailure('saml_replayed', 'This assertion was already used (replay).');
  }
}

export type VerifiedAnswer = {
  /** The AuthnRequest answered. */
  requestId: string;
  /** Set when the answer belongs to an authentication test. */
  testId: string | null;
  redirectTo: string;
  subject: string;
  attributes: IncomingAttributes;
  mapped: MappingResult;
};

/**
 * Verifies an HTTP-POST answer of the identity provider: a pending request of this organization (InResponseTo,
 * consumed once), signatures on the response and on the assertion, audience, validity window with clock skew,
 * issuer, maximum authentication lifetime, replay. Then applies the mappings. Nobody is signed in here.
 */
export async function verifySamlResponse(
  services: AppServices,
  orgId: string,
  form: { SAMLResponse?: string | null; RelayState?: string | null },
): Promise<VerifiedAnswer> {
  if (!form.SAMLResponse) throw new SamlFailure('saml_invalid_response', 'The request carries no SAMLResponse.');
  const xml = Buffer.from(form.SAMLResponse, 'base64').toString('utf8');
  const inResponseTo = claimedInResponseTo(xml);
  if (!inResponseTo) throw new SamlFailure('saml_unknown_request', 'The response answers no request (InResponseTo is missing) or is not a SAML response.');
  const request = await findOutstandingRequest(services.prisma, orgId, inResponseTo);
  if (!request) throw new SamlFailure('saml_unknown_request', 'The response does not answer a pending sign-in request (unknown, expired or already used InResponseTo).');

  const relayIsTest = (form.RelayState ?? '').startsWith(TEST_RELAY_PREFIX);
  if (form.RelayState && relayIsTest !== !!request.testId) throw new SamlFailure('saml_unknown_request', 'The RelayState does not match the request.');

  let idp: IdpMetadata;
  let draft: SamlDraft;
  let usesTenants: boolean;
  if (request.testId) {
    const test = await services.prisma.samlTest.findFirst({ where: { id: request.testId, orgId, expiresAt: { gt: new Date() } }, include: { org: true } });
    if (!test) throw new SamlFailure('saml_unknown_request', 'The authentication test has expired.');
    draft = draftFromJson(test.configuration);
    const parsed = parseIdpMetadata(draft.idpMetadata);
    if (!parsed.ok) throw new SamlFailure('saml_unavailable', parsed.message);
    idp = parsed.value;
    usesTenants = test.org.usesTenants;
  } else {
    const configured = await enabledConfiguration(services, orgId);
    idp = configured.idp;
    draft = configured.settings;
    usesTenants = configured.org.usesTenants;
  }

  const store = new SamlRequestStore(services.prisma, orgId);
  let profile: Profile | null;
  try {
    ({ profile } = await samlClient(services, orgId, idp, store).validatePostResponseAsync({ SAMLResponse: form.SAMLResponse }));
  } catch (error) {
    await store.consume(inResponseTo); // a failed answer uses the request up too
    const message = error instanceof Error ? error.message : String(error);
    if (/InResponseTo/i.test(message)) throw new SamlFailure('saml_unknown_request', message);
    throw new SamlFailure('saml_invalid_response', message);
  }
  if (!profile) throw new SamlFailure('saml_invalid_response', 'The identity provider did not authenticate the user.');
  if (!(await store.consume(inResponseTo))) throw new SamlFailure('saml_unknown_request', 'The sign-in request was already answered.');
  await checkAssertion(services, orgId, idp, draft.maxAuthenticationLifetime, profile);

  const subject = typeof profile.nameID === 'string' ? profile.nameID.trim() : '';
  if (!subject) throw new SamlFailure('saml_invalid_response', 'The assertion has no name ID.');
  const attributes = attributesOf(profile);
  const mapped = evaluateMappings(draft.userAttributeMappings, attributes, { usesTenants });
  return { requestId: request.id, testId: request.testId, redirectTo: request.redirectTo ?? '/', subject, attributes, mapped };
}
