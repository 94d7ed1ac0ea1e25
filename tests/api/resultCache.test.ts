// Repeated Studio home queries are served from the result cache, and no write can leave them stale.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/testApp.js';
import { createKg, createOrg, createTestUser, signInCookie } from '../support/factories.js';
import { HOME_QUERY } from '../support/homeQuery.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ countQueries: true });
});
afterAll(() => t.close());

type Home = { viewer: { user: { firstName: string } }; knowledgeGraphs: { edges: { node: { name: string } }[] } };
const names = (data: unknown) => (data as Home).knowledgeGraphs.edges.map((e) => e.node.name);

async function orgWithAdmin() {
  const org = await createOrg(t.db.prisma, { knowledgeGraphQuota: 50 });
  await createKg(t.db.prisma, org.id, 'First');
  const admin = await createTestUser(t.db.prisma, org.id, 'ADMIN');
  return { org, admin, cookie: await signInCookie(t, admin.email) };
}

describe('result cache', () => {
  it('answers a repeated home query without SQL', async () => {
    const { cookie } = await orgWithAdmin();
    const first = await t.gql(HOME_QUERY, {}, { cookie });
    const before = t.db.queryCount();
    const second = await t.gql(HOME_QUERY, {}, { cookie });
    expect(t.db.queryCount() - before).toBe(0);
    expect(second.data).toEqual(first.data);
  });

  it('shows a KG written directly to the database on the next request', async () => {
    const { org, cookie } = await orgWithAdmin();
    expect(names((await t.gql(HOME_QUERY, {}, { cookie })).data)).toEqual(['First']);
    await createKg(t.db.prisma, org.id, 'Second');
    expect(names((await t.gql(HOME_QUERY, {}, { cookie })).data)).toEqual(['First', 'Second']);
  });

  it('shows a change made inside a transaction once it commits', async () => {
    const { admin, cookie } = await orgWithAdmin();
    await t.gql(HOME_QUERY, {}, { cookie });
    await t.db.prisma.$transaction(async (tx) => {
      await tx.user.update({ where: { id: admin.id }, data: { firstName: 'Renamed' } });
    });
    // The viewer itself is cached by the session lookup until it is told the user changed.
    t.app.services.viewers.forgetUser(admin.id);
    expect(((await t.gql(HOME_QUERY, {}, { cookie })).data as Home).viewer.user.firstName).toBe('Renamed');
  });

  it('keeps each viewer to their own answer', async () => {
    const a = await orgWithAdmin();
    const b = await orgWithAdmin();
    await createKg(t.db.prisma, b.org.id, 'Only in B');
    expect(names((await t.gql(HOME_QUERY, {}, { cookie: a.cookie })).data)).toEqual(['First']);
    expect(names((await t.gql(HOME_QUERY, {}, { cookie: b.cookie })).data)).toEqual(['First', 'Only in B']);
    expect(names((await t.gql(HOME_QUERY, {}, { cookie: a.cookie })).data)).toEqual(['First']);
  });

  it('never serves a cached answer to a signed-out caller', async () => {
    const { cookie } = await orgWithAdmin();
    await t.gql(HOME_QUERY, {}, { cookie });
    await t.gql(HOME_QUERY, {}, { cookie });
    const anonymous = await t.gql(HOME_QUERY, {}, {});
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
