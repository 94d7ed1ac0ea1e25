// JWT sign-in against real keys: a public key PEM and a JWKS served on 127.0.0.1; every rejection opens no session.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportJWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../support/gql/index.js';
import { startTestApp, type TestApp } from '../support/testApp.js';
import { createOrg, createTestUser, signInCookie } from '../support/factories.js';
import type { Organization } from '../../api/src/generated/prisma/client.js';

const Update = graphql(`
  mutation SsoJwtUpdate($input: UpdateJwtConfigurationInput!) {
    updateJwtConfiguration(input: $input) {
      __typename
      ... on UpdateJwtConfigurationSuccess { message jwtConfiguration { isEnabled parameterMode parameterName publicKey jwksUrl } }
      ... on ValidationError { fieldErrors { path message } }
    }
  }
`);
const Viewer = graphql(`query SsoJwtViewer { viewer { user { email firstName type isSingleSignOn } } }`);

const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
const otherRsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const pem = (key: KeyObject) => key.export({ type: 'spki', format: 'pem' }).toString();

let t: TestApp;
let org: Organization;
let admin: string;
let jwks: Server;
let jwksUrl: string;
let jwksRequests = 0;

const mappings = {
  firstName: [{ value: '${given_name}' }],
  email: [{ value: '${email}' }],
  type: [{ value: 'CREATOR', condition: '"studio" in groups' }, { value: 'VIEWER' }],
  roles: [{ value: 'Sales', condition: 'department == "sales"' }],
};
const configure = async (input: Record<string, unknown>) => {
  const res = await t.gql(Update, { input: { isEnabled: true, parameterMode: 'URL', userAttributeMappings: mappings, ...input } as never }, { cookie: admin });
  expect(res.data?.updateJwtConfiguration.__typename).toBe('UpdateJwtConfigurationSuccess');
};

const sign = (key: KeyObject, alg: 'RS256' | 'ES256', claims: Record<string, unknown> = {}, exp: number | string = '5m', kid?: string) =>
  new SignJWT({ email: 'jo@acme.test', given_name: 'Jo', groups: ['studio'], department: 'sales', ...claims })
    .setProtectedHeader({ alg, ...(kid ? { kid } : {}) })
    .setSubject('jo-sub')
    .setIssuedAt()
    .setExpirationTime(exp)
    .sign(key);

const sessionCount = () => t.db.prisma.session.count({ where: { user: { orgId: org.id, isSingleSignOn: true } } });
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${t.url}${path}`, { redirect: 'manual', headers });
const sessionCookieOf = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith('meridian_session='));

beforeAll(async () => {
  const webRoot = mkdtempSync(join(tmpdir(), 'meridian-web-'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Meridian</title>');
  t = await startTestApp({ webRoot });
  const p = t.db.prisma;
  org = await createOrg(p, { name: 'Acme', isEnterprise: true });
  await p.role.create({ data: { orgId: org.id, name: 'Sales' } });
  admin = await signInCookie(t, (await createTestUser(p, org.id, 'ADMIN', { isSuperUser: true })).email);
  const jwk = { ...(await exportJWK(rsa.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  jwks = createServer((_req, res) => {
    jwksRequests++;
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
  jwksUrl = `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/.well-known/jwks.json`;
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => jwks.close(resolve));
});

describe('JWT sign-in', () => {
  it('signs in with an RS256 token verified by the public key and lands on redirectTo as the mapped user', async () => {
    await configure({ publicKey: pem(rsa.publicKey) });
    const token = await sign(rsa.privateKey, 'RS256');
    const res = await get(`/auth/jwt/${org.id}?jwt=${token}&redirectTo=${encodeURIComponent('/chat?x=1')}`);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/chat?x=1');
    const cookie = sessionCookieOf(res)!;
    expect(cookie).toMatch(/^meridian_session=[\w-]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+$/);
    const me = await t.gql(Viewer, undefined, { cookie: cookie.split(';')[0] });
    expect(me.data?.viewer.user).toMatchObject({ email: 'jo@acme.test', firstName: 'Jo', type: 'CREATOR', isSingleSignOn: true });
    const user = await t.db.prisma.user.findFirstOrThrow({ where: { ssoSubject: 'jo-sub' }, include: { roles: { include: { role: true } } } });
    expect(user.roles.map((r) => r.role.name)).toEqual(['Sales']);
    expect(user.ssoAttributes).toMatchObject({ email: ['jo@acme.test'], groups: ['studio'], sub: ['jo-sub'] });
  });

  it('verifies ES256 tokens with an EC P-256 public key', async () => {
    await configure({ publicKey: pem(ec.publicKey) });
    const res = await get(`/auth/jwt/${org.id}?jwt=${await sign(ec.privateKey, 'ES256')}`);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/');
    expect(sessionCookieOf(res)).toBeDefined();
  });

  it('verifies through a JWKS served on 127.0.0.1, fetched once and cached', async () => {
    await configure({ jwksUrl });
    const before = jwksRequests;
    for (let i = 0; i < 2; i++) {
      const res = await get(`/auth/jwt/${org.id}?jwt=${await sign(rsa.privateKey, 'RS256', {}, '5m', 'k1')}`);
      expect(res.status).toBe(303);
      expect(sessionCookieOf(res)).toBeDefined();
    }
    expect(jwksRequests - before).toBe(1);
  });

  describe('rejects, opening no session', () => {
    const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const future = () => Math.floor(Date.now() / 1000) + 300;
    const cases: [string, () => Promise<string>, string][] = [
      ['alg none', async () => `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: 'jo-sub', email: 'jo@acme.test', exp: future() })}.`, 'The token is not signed with RS256 or ES256.'],
      [
        'HS256 signed with the public key as secret',
        () => new SignJWT({ email: 'jo@acme.test' }).setProtectedHeader({ alg: 'HS256' }).setSubject('jo-sub').setExpirationTime('5m').sign(new TextEncoder().encode(pem(rsa.publicKey))),
        'The token is not signed with RS256 or ES256.',
      ],
      ['an expired token', () => sign(rsa.privateKey, 'RS256', {}, Math.floor(Date.now() / 1000) - 120), 'The token has expired.'],
      ['a token without exp', () => new SignJWT({ email: 'jo@acme.test' }).setProtectedHeader({ alg: 'RS256' }).setSubject('jo-sub').sign(rsa.privateKey), 'The token has no expiry (exp).'],
      ['a token signed with another key', () => sign(otherRsa.privateKey, 'RS256'), 'The token signature is not valid.'],
      ['a malformed token', async () => 'not.a-token', 'The token is malformed.'],
      ['a token without sub', () => new SignJWT({ email: 'jo@acme.test' }).setProtectedHeader({ alg: 'RS256' }).setExpirationTime('5m').sign(rsa.privateKey), "The token's sub claim is not valid."],
    ];
    it.each(cases)('%s', async (_name, token, message) => {
      await configure({ publicKey: pem(rsa.publicKey) });
      const before = await sessionCount();
      const res = await get(`/auth/jwt/${org.id}?jwt=${encodeURIComponent(await token())}&redirectTo=/chat`);
      expect(res.status).toBe(401);
      expect(sessionCookieOf(res)).toBeUndefined();
      expect(await res.text()).toContain(message.replace(/'/g, '&#39;'));
      expect(await sessionCount()).toBe(before);
    });
  });

  it('reads the token from the configured cookie in cookie mode, not from the URL', async () => {
    await configure({ publicKey: pem(rsa.publicKey), parameterMode: 'COOKIE', parameterName: '  sso_token ' });
    const token = await sign(rsa.privateKey, 'RS256');
    const inUrl = await get(`/auth/jwt/${org.id}?sso_token=${token}`);
    expect(inUrl.status).toBe(400);
    expect(await inUrl.text()).toContain('No token was sent in the cookie &#39;sso_token&#39;.');
    const res = await get(`/auth/jwt/${org.id}?redirectTo=/boards/1`, { cookie: `sso_token=${token}` });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/boards/1');
    expect(sessionCookieOf(res)).toBeDefined();
  });

  it('uses the URL parameter name (default jwt) and lands only on paths of this app', async () => {
    await configure({ publicKey: pem(rsa.publicKey), parameterName: ' ' });
    const token = await sign(rsa.privateKey, 'RS256');
    for (const target of ['https://evil.example/x', '//evil.example', '/\\evil.example']) {
      const res = await get(`/auth/jwt/${org.id}?jwt=${token}&redirectTo=${encodeURIComponent(target)}`);
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/');
    }
    const own = await get(`/auth/jwt/${org.id}?jwt=${token}&redirectTo=${encodeURIComponent(`${t.config.publicUrl}/chat#a`)}`);
    expect(own.headers.get('location')).toBe('/chat#a');
  });

  it('signs in from a chat page request with organizationId and strips the token from the URL', async () => {
    const token = await sign(rsa.privateKey, 'RS256');
    const res = await get(`/chat/42?organizationId=${org.id}&jwt=${token}&q=1`);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/chat/42?organizationId=${org.id}&q=1`);
    expect(sessionCookieOf(res)).toBeDefined();
    const page = await get(`/chat/42?organizationId=${org.id}&q=1`);
    expect(page.status).toBe(200);
  });

  it('answers 404 when JWT sign-in is disabled, the organization unknown or not on the Enterprise plan', async () => {
    const token = await sign(rsa.privateKey, 'RS256');
    await configure({ publicKey: pem(rsa.publicKey), isEnabled: false });
    expect((await get(`/auth/jwt/${org.id}?jwt=${token}`)).status).toBe(404);
    expect((await get(`/auth/jwt/unknown-org?jwt=${token}`)).status).toBe(404);
    await configure({ publicKey: pem(rsa.publicKey) });
    await t.db.prisma.organization.update({ where: { id: org.id }, data: { isEnterprise: false } });
    const res = await get(`/auth/jwt/${org.id}?jwt=${token}`);
    expect(res.status).toBe(404);
    expect(sessionCookieOf(res)).toBeUndefined();
    await t.db.prisma.organization.update({ where: { id: org.id }, data: { isEnterprise: true } });
  });

  it('refuses a token whose user has no seat left, with a clear message', async () => {
    await configure({ publicKey: pem(rsa.publicKey) });
    const fresh = await new SignJWT({ email: 'fresh@acme.test' }).setProtectedHeader({ alg: 'RS256' }).setSubject('fresh-sub').setExpirationTime('5m').sign(rsa.privateKey);
    await t.db.prisma.organization.update({ where: { id: org.id }, data: { userQuota: 0 } });
    const refused = await get(`/auth/jwt/${org.id}?jwt=${fresh}`);
    await t.db.prisma.organization.update({ where: { id: org.id }, data: { userQuota: null } });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('Your organization has no user seats left, so fresh@acme.test cannot be signed in.');
    expect(sessionCookieOf(refused)).toBeUndefined();
  });
});
