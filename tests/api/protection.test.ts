import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/testApp.js';
import { createOrg, createTestUser, signInCookie } from '../support/factories.js';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await startTestApp();
  const org = await createOrg(t.db.prisma);
  cookie = await signInCookie(t, (await createTestUser(t.db.prisma, org.id, 'ADMIN')).email);
});
afterAll(() => t.close());

/** `{ viewer { organization { … } } }` nested `levels` deep through the Node interface. */
function deepQuery(levels: number) {
  let inner = 'id';
  for (let i = 0; i < levels; i++) inner = `... on KnowledgeGraph { developmentKgFor { ${inner} } }`;
  return `{ knowledgeGraphs(first: 1) { edges { node { ${inner} } } } }`;
}

describe('GraphQL armor', () => {
  it('rejects a query 20 levels deep before executing it', async () => {
    const res = await t.gql(deepQuery(20), {}, { cookie });
    expect(res.data).toBeUndefined();
    // Both armor rules catch it (cost grows with depth); either way nothing executes.
    expect(res.errors?.[0].message).toMatch(/Query depth limit of 15 exceeded|Query Cost limit of 5000 exceeded/);
  });

  it('accepts a normal query', async () => {
    const res = await t.gql(deepQuery(3), {}, { cookie });
    expect(res.errors).toBeUndefined();
  });

  it('hides field suggestions', async () => {
    const res = await t.gql('{ viewr { id } }', {}, { cookie });
    expect(res.errors?.[0].message).not.toMatch(/Did you mean/);
  });
});

describe('HTTP protections', () => {
  it('blocks a simple (non-preflighted) request that could be a CSRF', async () => {
    const res = await fetch(`${t.url}/graphql?query=${encodeURIComponent('{ viewer { user { email } } }')}`, { headers: { cookie } });
    expect(res.status).toBe(403);
  });

  it('refuses bodies over 8 MB', async () => {
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query: '{ __typename }', padding: 'x'.repeat(8 * 1024 * 1024 + 10) }),
    });
    expect(res.status).toBe(413);
  });

  it('offers GraphiQL to signed-in users only', async () => {
    const anonymous = await fetch(`${t.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(await anonymous.text()).not.toContain('<title>Yoga GraphiQL</title>');
    const signedIn = await fetch(`${t.url}/graphql`, { headers: { accept: 'text/html', cookie } });
    expect(signedIn.headers.get('content-type')).toContain('text/html');
    expect(await signedIn.text()).toMatch(/GraphiQL/);
  });
});

describe('health', () => {
  it('answers /healthz and /readyz', async () => {
    expect(await (await fetch(`${t.url}/healthz`)).text()).toBe('ok');
    const ready = await fetch(`${t.url}/readyz`);
    expect([ready.status, await ready.text()]).toEqual([200, 'ready']);
  });
});
