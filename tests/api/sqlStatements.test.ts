// The Studio home query must issue a constant, small number of SQL statements whatever the number of KGs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/testApp.js';
import { createKg, createOrg, createTestUser, signInCookie } from '../support/factories.js';
import { HOME_QUERY } from '../support/homeQuery.js';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ countQueries: true });
});
afterAll(() => t.close());

async function statementsForHome(kgCount: number) {
  const p = t.db.prisma;
  const org = await createOrg(p, { knowledgeGraphQuota: 200 });
  const main = await createKg(p, org.id, 'Main');
  for (let i = 1; i < kgCount; i++) await createKg(p, org.id, `KG ${i}`, i % 10 === 0 ? { developmentKgForId: main.id } : {});
  const cookie = await signInCookie(t, (await createTestUser(p, org.id, 'ADMIN')).email);
  const cold = t.db.queryCount();
  const first = await t.gql(HOME_QUERY, {}, { cookie });
  expect(first.errors).toBeUndefined();
  const coldCount = t.db.queryCount() - cold;
  const warm = t.db.queryCount();
  await t.gql(HOME_QUERY, {}, { cookie });
  return { cold: coldCount, warm: t.db.queryCount() - warm };
}

describe('Studio home query', () => {
  it('issues at most 3 SQL statements, the same for 5 and for 100 KGs', async () => {
    const five = await statementsForHome(5);
    const hundred = await statementsForHome(100);
    expect(five.cold).toBeLessThanOrEqual(3);
    expect(hundred).toEqual(five);
  });
});
