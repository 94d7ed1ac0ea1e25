// Embedding enforced in the HTTP layer: frame-ancestors on HTML responses and the session cookie of a framed sign-in.
import { generateKeyPairSync } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/testApp.js';
import { createOrg, createTestUser, signInCookie } from '../support/factories.js';

const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const publicKey = keys.publicKey.export({ type: 'spki', format: 'pem' }).toString();
const NONE = "frame-ancestors 'none'";

let t: TestApp;
const ids = { embedded: '', disabled: '', starter: '' };
let disabledUserCookie: string;
let embeddedUserCookie: string;

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${t.url}${path}`, { redirect: 'manual', headers });
const frame = (res: Response) => ({ csp: res.headers.get('content-security-policy'), xfo: res.headers.get('x-frame-options') });
const token = (email: string) =>
  new SignJWT({ email }).setProtectedHeader({ alg: 'RS256' }).setSubject(email).setExpirationTime('5m').sign(keys.privateKey);

beforeAll(async () => {
  const webRoot = mkdtempSync(join(tmpdir(), 'meridian-web-'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Meridian</title>');
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'assets', 'app.js'), 'console.log(1)');
  t = await startTestApp({ webRoot });
  const p = t.db.prisma;
  const jwt = { isEnabled: true, publicKey, userAttributeMappings: { email: [{ value: '${email}', condition: null, description: null }] } };
  const embedded = await createOrg(p, { isEnterprise: true, embeddingConfiguration: { create: { isEnabled: true, allowedOrigins: ['https://host.example', 'https://*.partner.example'] } }, jwtConfiguration: { create: jwt } });
  const disabled = await createOrg(p, { isEnterprise: true, embeddingConfiguration: { create: { isEnabled: false, allowedOrigins: ['https://host.example'] } }, jwtConfiguration: { create: jwt } });
  // A configuration left from an Enterprise past does not apply on another plan.
  const starter = await createOrg(p, { isEnterprise: false, embeddingConfiguration: { create: { isEnabled: true, allowedOrigins: ['https://host.example'] } } });
  Object.assign(ids, { embedded: embedded.id, disabled: disabled.id, starter: starter.id });
  embeddedUserCookie = await signInCookie(t, (await createTestUser(p, embedded.id, 'VIEWER')).email);
  disabledUserCookie = await signInCookie(t, (await createTestUser(p, disabled.id, 'VIEWER')).email);
});
afterAll(() => t.close());

const allowed = { csp: 'frame-ancestors https://host.example https://*.partner.example', xfo: null };
const denied = { csp: NONE, xfo: 'DENY' };

describe('frame-ancestors', () => {
  it('names the allowed origins on chat and board pages of an organization with embedding enabled', async () => {
    expect(frame(await get(`/chat?organizationId=${ids.embedded}`))).toEqual(allowed);
    expect(frame(await get(`/chat/12?organizationId=${Buffer.from(`Organization:${ids.embedded}`).toString('base64')}`))).toEqual(allowed);
    expect(frame(await get('/boards/7', { cookie: embeddedUserCookie }))).toEqual(allowed);
  });

  it("sends frame-ancestors 'none' on every other HTML response", async () => {
    for (const path of [`/admin?organizationId=${ids.embedded}`, `/studio?organizationId=${ids.embedded}`, '/', '/chat', '/chat?organizationId=unknown']) {
      expect(frame(await get(path)), path).toEqual(denied);
    }
    expect(frame(await get(`/chat?organizationId=${ids.disabled}`))).toEqual(denied);
    expect(frame(await get(`/chat?organizationId=${ids.starter}`))).toEqual(denied);
    expect(frame(await get('/admin', { cookie: embeddedUserCookie }))).toEqual(denied);
  });

  it("uses the signed-in user's organization before the organizationId parameter", async () => {
    expect(frame(await get(`/chat?organizationId=${ids.embedded}`, { cookie: disabledUserCookie }))).toEqual(denied);
  });

  it('keeps X-Frame-Options DENY on assets', async () => {
    expect(frame(await get('/assets/app.js'))).toEqual({ csp: null, xfo: 'DENY' });
  });
});

describe('session cookie of a sign-in', () => {
  const cookieOf = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith('meridian_session='));

  it('is SameSite=None; Secure inside a frame when the organization has embedding enabled', async () => {
    const res = await get(`/auth/jwt/${ids.embedded}?jwt=${await token('framed@acme.test')}&redirectTo=/chat`, { 'sec-fetch-dest': 'iframe' });
    expect(res.status).toBe(303);
    expect(cookieOf(res)).toMatch(/; HttpOnly; SameSite=None; Max-Age=\d+; Secure; Partitioned$/);
    expect(frame(res)).toEqual(allowed);
  });

  it('stays Lax at the top level, and inside a frame when embedding is disabled', async () => {
    const top = await get(`/auth/jwt/${ids.embedded}?jwt=${await token('top@acme.test')}`, { 'sec-fetch-dest': 'document' });
    expect(cookieOf(top)).toMatch(/; SameSite=Lax; Max-Age=\d+$/);
    const framed = await get(`/auth/jwt/${ids.disabled}?jwt=${await token('other@acme.test')}`, { 'sec-fetch-dest': 'iframe' });
    expect(cookieOf(framed)).toMatch(/; SameSite=Lax; Max-Age=\d+$/);
  });

  it('signs in from a framed chat page with the token and lets the frame keep its session', async () => {
    const res = await get(`/chat?organizationId=${ids.embedded}&jwt=${await token('page@acme.test')}`, { 'sec-fetch-dest': 'iframe' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/chat?organizationId=${ids.embedded}`);
    expect(cookieOf(res)).toMatch(/SameSite=None/);
    const session = cookieOf(res)!.split(';')[0];
    const me = await t.gql('{ viewer { user { email isSingleSignOn } } }', undefined, { cookie: session });
    expect(me.data).toEqual({ viewer: { user: { email: 'page@acme.test', isSingleSignOn: true } } });
  });
});

