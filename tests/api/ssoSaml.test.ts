// SAML sign-in end to end over HTTP against a real identity provider on 127.0.0.1 (tests/support/testIdp.ts):
// SP-initiated login, the ACS's checks, and every forged or stale answer refused without a session.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { graphql } from '../support/gql/index.js';
import { startTestApp, type TestApp } from '../support/testApp.js';
import { createOrg } from '../support/factories.js';
import { readAutoPostForm, readRedirectRequest, startTestIdp, type ResponseOptions, type TestIdp } from '../support/testIdp.js';
import type { Organization } from '../../api/src/generated/prisma/client.js';

const Viewer = graphql(`
  query SamlViewer { viewer { user { email firstName lastName type language isSingleSignOn } organization { name } } }
`);
const LoginOptions = graphql(`
  query SamlLoginOptions($organizationId: ID) { loginOptions(organizationId: $organizationId) { samlSignInUrl } }
`);

const MAPPINGS = {
  email: [{ value: '${email}' }],
  firstName: [{ value: '${givenName}' }],
  lastName: [{ value: '${sn}' }],
  type: [
    { value: 'ADMIN', condition: '"admins" in groups' },
    { value: 'CREATOR', condition: '"studio" in groups' },
  ],
  language: [{ value: '${lang}' }],
  roles: [{ value: 'kg-${groups}', description: 'one role per group' }],
  tenant: [],
};
const LIFETIME = 3600;

let t: TestApp;
let idp: TestIdp;
let org: Organization;
let otherOrg: Organization;

const jane = {
  nameId: 'jane-0001',
  attributes: { email: ['Jane.Doe@Example.test'], givenName: ['Jane'], sn: ['Doe'], lang: ['de-DE'], groups: ['studio', 'retail'] },
};

async function configure(o: Organization, isEnabled = true) {
  await t.db.prisma.samlConfiguration.upsert({
    where: { orgId: o.id },
    create: { orgId: o.id, isEnabled, idpMetadata: idp.metadataXml, maxAuthenticationLifetime: LIFETIME, userAttributeMappings: MAPPINGS },
    update: { isEnabled, idpMetadata: idp.metadataXml, maxAuthenticationLifetime: LIFETIME, userAttributeMappings: MAPPINGS },
  });
}

const sp = (o: Organization) => ({
  login: `${t.url}/auth/saml/${o.id}/login`,
  acs: `${t.url}/auth/saml/${o.id}/acs`,
  entityId: `${t.url}/auth/saml/${o.id}/metadata.xml`,
});

/** The cookie a browser keeps from the sign-in start (it binds the sign-in to that browser). */
type Browser = { binding: string | null };
const bindingOf = (setCookies: string[]) => setCookies.find((c) => c.startsWith('meridian_saml_binding='))?.split(';')[0] ?? null;

/** Starts SP-initiated sign-in like a browser and returns the AuthnRequest the IdP would receive. */
async function newRequest(o: Organization, redirectTo?: string, browser: Browser = { binding: null }) {
  const res = await fetch(`${sp(o).login}${redirectTo === undefined ? '' : `?redirectTo=${encodeURIComponent(redirectTo)}`}`, {
    redirect: 'manual',
    headers: browser.binding ? { cookie: browser.binding } : {},
  });
  expect(res.status).toBe(302);
  browser.binding = bindingOf(res.headers.getSetCookie()) ?? browser.binding;
  return { ...readRedirectRequest(res.headers.get('location')!), browser };
}

type Outcome = { status: number; location: string | null; cookies: string[] };

/** The IdP's cross-site POST (no cookies), then, as a browser does, the redirect to the completion step with its cookie. */
async function postToAcs(acsUrl: string, samlResponseXml: string, relayState: string | null = 'login', browser: Browser = { binding: null }): Promise<Outcome> {
  const body = new URLSearchParams({ SAMLResponse: Buffer.from(samlResponseXml, 'utf8').toString('base64') });
  if (relayState !== null) body.set('RelayState', relayState);
  const res = await fetch(acsUrl, { method: 'POST', body, redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  const acs = { status: res.status, location: res.headers.get('location'), cookies: res.headers.getSetCookie() };
  if (acs.status !== 303 || !acs.location?.includes('/complete?code=')) return acs;
  expect(acs.cookies).toEqual([]);
  const done = await fetch(acs.location, { redirect: 'manual', headers: browser.binding ? { cookie: browser.binding } : {} });
  return { status: done.status, location: done.headers.get('location'), cookies: done.headers.getSetCookie().filter((c) => c.startsWith('meridian_session=')) };
}

/** A response to a fresh request of the organization, built with these options, posted to its ACS by the same browser. */
async function answer(o: Organization, options: Partial<ResponseOptions> = {}) {
  const request = await newRequest(o);
  const xml = idp.responseXml({ acsUrl: request.acsUrl, audience: request.issuer, inResponseTo: request.id, user: jane, ...options });
  return { request, xml, result: await postToAcs(sp(o).acs, xml, request.relayState, request.browser) };
}

const sessionCount = () => t.db.prisma.session.count();

/** Why the app refused the last answers (its warnings), so that each case is shown to fail for its own reason. */
let reasons: string[] = [];

/** Asserts the answer was refused for this reason: back to the login page with the code, no cookie, no new session. */
async function expectRefused(run: () => Promise<Outcome>, code: string, reason: RegExp) {
  const before = await sessionCount();
  reasons = [];
  const result = await run();
  expect(result.status).toBe(303);
  expect(result.location).toBe(`${t.url}/login?ssoError=${code}`);
  expect(result.cookies).toEqual([]);
  expect(await sessionCount()).toBe(before);
  expect(reasons).toHaveLength(1);
  expect(reasons[0]).toMatch(reason);
}

beforeAll(async () => {
  t = await startTestApp();
  // The SP's entity id and ACS derive from PUBLIC_URL: make it the address the test app listens on.
  t.config.publicUrl = t.url;
  t.app.services.log.warn = (_message, extra) => void reasons.push(String(extra?.reason));
  idp = await startTestIdp({ user: jane });
  org = await createOrg(t.db.prisma, { isEnterprise: true, planName: 'Enterprise' });
  otherOrg = await createOrg(t.db.prisma, { isEnterprise: true, planName: 'Enterprise' });
  for (const name of ['kg-retail', 'kg-finance', 'Unrelated']) await t.db.prisma.role.create({ data: { orgId: org.id, name } });
});

afterAll(async () => {
  await idp?.close();
  await t?.close();
});

beforeEach(async () => {
  idp.user = jane;
  idp.loginResponseOptions = {};
  await configure(org);
  await t.db.prisma.samlConfiguration.deleteMany({ where: { orgId: otherOrg.id } });
});

describe('SP-initiated sign-in', () => {
  it('goes through the identity provider and lands signed in as the mapped user with the mapped roles', async () => {
    const login = await fetch(`${sp(org).login}?redirectTo=${encodeURIComponent('/studio/kgs?tab=mine#top')}`, { redirect: 'manual' });
    expect(login.status).toBe(302);
    const location = login.headers.get('location')!;
    expect(location.startsWith(`${idp.ssoUrl}?SAMLRequest=`)).toBe(true);
    const sent = readRedirectRequest(location);
    expect(sent).toMatchObject({ acsUrl: sp(org).acs, issuer: sp(org).entityId, relayState: 'login' });
    expect(await t.db.prisma.samlRequest.count({ where: { id: sent.id, orgId: org.id } })).toBe(1);

    // The IdP's login endpoint answers with a page that posts the signed response to the ACS by itself.
    const page = await (await fetch(location)).text();
    const form = readAutoPostForm(page);
    expect(form.action).toBe(sp(org).acs);
    expect(Object.keys(form.fields).sort()).toEqual(['RelayState', 'SAMLResponse']);

    const acs = await fetch(form.action, { method: 'POST', body: new URLSearchParams(form.fields), redirect: 'manual' });
    expect(acs.status).toBe(303);
    expect(acs.headers.get('location')).toMatch(new RegExp(`^${t.url}/auth/saml/${org.id}/complete\\?code=[\\w-]{43}$`));
    expect(acs.headers.getSetCookie()).toEqual([]);

    // The session opens in the browser that started the sign-in: it carries the binding cookie from the start.
    const binding = bindingOf(login.headers.getSetCookie());
    expect(login.headers.getSetCookie()[0]).toMatch(/^meridian_saml_binding=[\w-]{43}; Path=\/auth\/saml\/; HttpOnly; SameSite=Lax; Max-Age=900$/);
    const done = await fetch(acs.headers.get('location')!, { redirect: 'manual', headers: { cookie: binding! } });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`${t.url}/studio/kgs?tab=mine#top`);
    const cookie = done.headers.getSetCookie().find((c) => c.startsWith('meridian_session='));
    expect(cookie).toMatch(/HttpOnly; SameSite=Lax/);
    expect(done.headers.getSetCookie()).toContain('meridian_saml_binding=; Path=/auth/saml/; HttpOnly; SameSite=Lax; Max-Age=0');
    // The completion code works once.
    const again = await fetch(acs.headers.get('location')!, { redirect: 'manual', headers: { cookie: binding! } });
    expect(again.headers.get('location')).toBe(`${t.url}/login?ssoError=saml_unknown_request`);

    const me = await t.gql(Viewer, {}, { cookie: cookie!.split(';')[0] });
    expect(me.errors).toBeUndefined();
    expect(me.data?.viewer).toEqual({
      user: { email: 'jane.doe@example.test', firstName: 'Jane', lastName: 'Doe', type: 'CREATOR', language: 'de-DE', isSingleSignOn: true },
      organization: { name: org.name },
    });
    const user = await t.db.prisma.user.findFirstOrThrow({ where: { orgId: org.id, ssoSubject: 'jane-0001' }, include: { roles: { include: { role: true } } } });
    expect(user.passwordHash).toBeNull();
    expect(user.roles.map((r) => r.role.name)).toEqual(['kg-retail']);
    // The request was used up.
    expect(await t.db.prisma.samlRequest.count({ where: { id: sent.id, answeredAt: { not: null }, completedAt: { not: null } } })).toBe(1);
  });

  it('updates the same user on the next sign-in (subject = name ID) with the new attributes and roles', async () => {
    idp.user = { nameId: 'jane-0001', attributes: { ...jane.attributes, sn: ['Smith'], groups: ['admins', 'finance'] } };
    const { result } = await answer(org, { user: idp.user });
    expect(result.status).toBe(303);
    expect(result.location).toBe(`${t.url}/`);
    const users = await t.db.prisma.user.findMany({ where: { orgId: org.id, ssoSubject: 'jane-0001' }, include: { roles: { include: { role: true } } } });
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({ lastName: 'Smith', type: 'ADMIN' });
    expect(users[0].roles.map((r) => r.role.name)).toEqual(['kg-finance']);
  });

  it('lands only inside Meridian: a redirectTo to another site becomes /', async () => {
    for (const target of ['https://evil.test/x', '//evil.test/x', '/\\evil.test', 'javascript:alert(1)']) {
      const request = await newRequest(org, target);
      const xml = idp.responseXml({ acsUrl: request.acsUrl, audience: request.issuer, inResponseTo: request.id, user: jane });
      const result = await postToAcs(sp(org).acs, xml, 'login', request.browser);
      expect(result.location).toBe(`${t.url}/`);
    }
  });

  it('accepts a response whose NotBefore is within the clock skew', async () => {
    const { result } = await answer(org, { notBefore: new Date(Date.now() + 30_000) });
    expect(result.status).toBe(303);
    expect(result.location).toBe(`${t.url}/`);
    expect(result.cookies).toHaveLength(1);
  });

  it('works with the HTTP-POST binding of the AuthnRequest too', async () => {
    await t.db.prisma.samlConfiguration.update({
      where: { orgId: org.id },
      data: { idpMetadata: idp.metadataXml.replace(/<md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect"[^>]*\/>/, '') },
    });
    const start = await fetch(sp(org).login, { redirect: 'manual' });
    expect(start.status).toBe(200);
    const post = readAutoPostForm(await start.text());
    expect(post.action).toBe(idp.ssoUrl);
    const idpPage = await (await fetch(post.action, { method: 'POST', body: new URLSearchParams(post.fields) })).text();
    const form = readAutoPostForm(idpPage);
    const result = await postToAcs(form.action, Buffer.from(form.fields.SAMLResponse, 'base64').toString('utf8'), form.fields.RelayState, {
      binding: bindingOf(start.headers.getSetCookie()),
    });
    expect(result.status).toBe(303);
    expect(result.cookies).toHaveLength(1);
    expect(idp.requests.at(-1)?.binding).toBe('post');
  });

  it('sends the browser back to the login page when SAML is off, not configured or not on the plan', async () => {
    await configure(org, false);
    for (const o of [org, otherOrg]) {
      const res = await fetch(sp(o).login, { redirect: 'manual' });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe(`${t.url}/login?ssoError=saml_unavailable`);
    }
    const starter = await createOrg(t.db.prisma);
    await configure(starter, true);
    const res = await fetch(sp(starter).login, { redirect: 'manual' });
    expect(res.headers.get('location')).toBe(`${t.url}/login?ssoError=saml_unavailable`);
    await t.db.prisma.organization.delete({ where: { id: starter.id } });
  });
});

describe('the ACS refuses, without creating a session', () => {
  it('an assertion without a signature (the response is signed)', async () => {
    await expectRefused(async () => (await answer(org, { signAssertion: false })).result, 'saml_invalid_response', /^Invalid signature$/);
  });

  it('a response without a signature (the assertion is signed)', async () => {
    await expectRefused(async () => (await answer(org, { signResponse: false })).result, 'saml_invalid_response', /^Invalid document signature$/);
  });

  it('signature wrapping: a second, unsigned assertion appended to a signed response', async () => {
    await expectRefused(async () => (await answer(org, { wrapping: 'appendUnsignedAssertion' })).result, 'saml_invalid_response', /^Invalid document signature$/);
  });

  it('signature wrapping: the signed assertion moved aside and an unsigned one put in its place', async () => {
    await expectRefused(async () => (await answer(org, { wrapping: 'replaceWithUnsignedAssertion' })).result, 'saml_invalid_response', /^Invalid document signature$/);
  });

  it('signature wrapping: an unsigned second assertion inside a validly signed response', async () => {
    await expectRefused(async () => (await answer(org, { wrapping: 'signedResponseWithUnsignedSecondAssertion' })).result, 'saml_invalid_response', /multiple assertions/);
  });

  it('signatures by a key the metadata does not publish', async () => {
    await expectRefused(async () => (await answer(org, { signWithForeignKey: true })).result, 'saml_invalid_response', /^Invalid document signature$/);
  });

  it('an assertion for another audience', async () => {
    await expectRefused(async () => (await answer(org, { audience: sp(otherOrg).entityId })).result, 'saml_invalid_response', /audience mismatch/);
  });

  it('an expired assertion (NotOnOrAfter passed beyond the clock skew)', async () => {
    const issued = new Date(Date.now() - 15 * 60_000);
    await expectRefused(
      async () => (await answer(org, { issueInstant: issued, authnInstant: issued, notOnOrAfter: new Date(Date.now() - 2 * 60_000) })).result,
      'saml_invalid_response',
      /No valid subject confirmation|expired/,
    );
  });

  it('an assertion not valid yet (NotBefore beyond the clock skew)', async () => {
    await expectRefused(async () => (await answer(org, { notBefore: new Date(Date.now() + 5 * 60_000) })).result, 'saml_invalid_response', /not yet valid/);
  });

  it('an authentication older than the maximum authentication lifetime', async () => {
    await expectRefused(async () => (await answer(org, { authnInstant: new Date(Date.now() - (LIFETIME + 300) * 1000) })).result, 'saml_authentication_too_old', /older than the maximum authentication lifetime/);
    // Just inside the lifetime is fine.
    const { result } = await answer(org, { authnInstant: new Date(Date.now() - (LIFETIME - 60) * 1000) });
    expect(result.status).toBe(303);
    expect(result.location).toBe(`${t.url}/`);
  });

  it('an assertion whose identity provider session has ended', async () => {
    await expectRefused(async () => (await answer(org, { sessionNotOnOrAfter: new Date(Date.now() - 5 * 60_000) })).result, 'saml_invalid_response', /SessionNotOnOrAfter/);
  });

  it('an assertion issued by another identity provider name', async () => {
    await expectRefused(async () => (await answer(org, { issuer: 'https://other-idp.example' })).result, 'saml_invalid_response', /not by the configured identity provider/);
  });

  it('a replayed assertion (same assertion ID in the answer to a new request)', async () => {
    const assertionId = `_replay${Date.now()}`;
    const first = await answer(org, { assertionId });
    expect(first.result.status).toBe(303);
    expect(first.result.location).toBe(`${t.url}/`);
    await expectRefused(async () => (await answer(org, { assertionId })).result, 'saml_replayed', /already used \(replay\)/);
  });

  it('the same response posted twice (its request is used up)', async () => {
    const first = await answer(org);
    expect(first.result.location).toBe(`${t.url}/`);
    await expectRefused(() => postToAcs(sp(org).acs, first.xml), 'saml_unknown_request', /not answer a pending sign-in request/);
  });

  it('a response whose InResponseTo is unknown, and an unsolicited one', async () => {
    const request = await newRequest(org);
    const base = { acsUrl: request.acsUrl, audience: request.issuer, user: jane };
    await expectRefused(() => postToAcs(sp(org).acs, idp.responseXml({ ...base, inResponseTo: '_never-sent' })), 'saml_unknown_request', /not answer a pending sign-in request/);
    await expectRefused(() => postToAcs(sp(org).acs, idp.responseXml({ ...base, inResponseTo: null })), 'saml_unknown_request', /InResponseTo is missing/);
  });

  it("an answer to another organization's request", async () => {
    await configure(otherOrg);
    const request = await newRequest(org);
    const xml = idp.responseXml({ acsUrl: sp(otherOrg).acs, audience: sp(otherOrg).entityId, inResponseTo: request.id, user: jane });
    await expectRefused(() => postToAcs(sp(otherOrg).acs, xml), 'saml_unknown_request', /not answer a pending sign-in request/);
    // The request is still good for its own organization.
    const own = idp.responseXml({ acsUrl: request.acsUrl, audience: request.issuer, inResponseTo: request.id, user: jane });
    expect((await postToAcs(sp(org).acs, own, 'login', request.browser)).location).toBe(`${t.url}/`);
  });

  it('a failed answer also uses its request up', async () => {
    const { request } = await answer(org, { audience: 'https://elsewhere.example' });
    const xml = idp.responseXml({ acsUrl: request.acsUrl, audience: request.issuer, inResponseTo: request.id, user: jane });
    await expectRefused(() => postToAcs(sp(org).acs, xml), 'saml_unknown_request', /not answer a pending sign-in request/);
  });

  it('garbage and a missing SAMLResponse', async () => {
    await expectRefused(() => postToAcs(sp(org).acs, '<not-saml/>'), 'saml_unknown_request', /not a SAML response/);
    await expectRefused(async () => {
      const res = await fetch(sp(org).acs, { method: 'POST', body: new URLSearchParams({ RelayState: 'login' }), redirect: 'manual' });
      return { status: res.status, location: res.headers.get('location'), cookies: res.headers.getSetCookie() };
    }, 'saml_invalid_response', /no SAMLResponse/);
  });

  it('an answer forced into another browser (login CSRF): the session opens only where the sign-in started', async () => {
    // The attacker starts a sign-in in their own browser and has the IdP answer it for their account ...
    const attacker = await newRequest(org);
    const xml = idp.responseXml({ acsUrl: attacker.acsUrl, audience: attacker.issuer, inResponseTo: attacker.id, user: jane });
    // ... then makes the victim's browser post it: the victim has no binding cookie, or one of their own.
    await expectRefused(() => postToAcs(sp(org).acs, xml, 'login', { binding: null }), 'saml_unknown_request', /started in another browser/);
    const victim = await newRequest(org);
    const second = await newRequest(org);
    const forced = idp.responseXml({ acsUrl: second.acsUrl, audience: second.issuer, inResponseTo: second.id, user: jane });
    await expectRefused(() => postToAcs(sp(org).acs, forced, 'login', victim.browser), 'saml_unknown_request', /started in another browser/);
  });

  it('a completion code that is unknown', async () => {
    await expectRefused(async () => {
      const res = await fetch(`${t.url}/auth/saml/${org.id}/complete?code=nope`, { redirect: 'manual' });
      return { status: res.status, location: res.headers.get('location'), cookies: res.headers.getSetCookie() };
    }, 'saml_unknown_request', /unknown, expired or already used/);
  });

  it('a user the mappings give no e-mail address', async () => {
    await expectRefused(async () => (await answer(org, { user: { nameId: 'no-mail', attributes: { givenName: ['No'] } } })).result, 'saml_user_rejected', /no e-mail address/);
    expect(await t.db.prisma.user.count({ where: { ssoSubject: 'no-mail' } })).toBe(0);
  });
});

describe('service provider metadata', () => {
  it('is served per organization, also as a download, and names the entity id and the HTTP-POST ACS', async () => {
    const res = await fetch(sp(org).entityId);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/samlmetadata\+xml/);
    const xml = await res.text();
    expect(xml).toContain(`entityID="${sp(org).entityId}"`);
    expect(xml).toMatch(new RegExp(`Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="${sp(org).acs}"`));
    expect(xml).toContain('WantAssertionsSigned="true"');
    const download = await fetch(`${sp(org).entityId}?download`);
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="meridian-sp-metadata.xml"');
    expect((await fetch(`${t.url}/auth/saml/no-such-org/metadata.xml`)).status).toBe(404);
    expect((await fetch(`${t.url}/auth/saml/${org.id}/nothing`)).status).toBe(404);
    expect((await fetch(`${t.url}/auth/saml/%E0%A4%A/login`)).status).toBe(404);
  });
});

describe('loginOptions (public)', () => {
  it('offers SAML sign-in for an organization with SAML enabled, and for the only one when none is named', async () => {
    const named = await t.gql(LoginOptions, { organizationId: org.id });
    expect(named.data?.loginOptions).toEqual({ samlSignInUrl: sp(org).login });
    expect((await t.gql(LoginOptions, { organizationId: otherOrg.id })).data?.loginOptions).toEqual({ samlSignInUrl: null });
    expect((await t.gql(LoginOptions, {})).data?.loginOptions).toEqual({ samlSignInUrl: sp(org).login });
    // Two organizations with SAML: the login page must be told which one.
    await configure(otherOrg);
    expect((await t.gql(LoginOptions, {})).data?.loginOptions).toEqual({ samlSignInUrl: null });
    expect((await t.gql(LoginOptions, { organizationId: otherOrg.id })).data?.loginOptions).toEqual({ samlSignInUrl: sp(otherOrg).login });
    await configure(org, false);
    expect((await t.gql(LoginOptions, { organizationId: org.id })).data?.loginOptions).toEqual({ samlSignInUrl: null });
  });
});
