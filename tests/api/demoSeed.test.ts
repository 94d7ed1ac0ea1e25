import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../support/gql/index.js';
import { startTestApp, type TestApp } from '../support/testApp.js';
import { signInCookie } from '../support/factories.js';
import { DEMO_PASSWORD, seedDemoOnce } from '../../api/src/seed/demo.js';

const Org = graphql(`
  query DemoSeedOrg {
    viewer { user { firstName type isAdmin isSuperUser tenant { externalId } } organization { name isEnterprise usesTenants plan { name } } }
  }
`);
const Admin = graphql(`
  query DemoSeedAdmin($ownerId: ID!) {
    tenants(first: 10) { edges { node { externalId name } } }
    users(first: 10, includeAdmins: true) { edges { node { id email tenant { externalId } } } }
    boards(ownerId: $ownerId, first: 10) {
      edges { node { names knowledgeGraph { kgId } isSharedWithOrg sharedUsers { email } } }
    }
  }
`);

let t: TestApp;
let seededTwice: boolean;

beforeAll(async () => {
  t = await startTestApp();
  await seedDemoOnce(t.db.prisma);
  seededTwice = await seedDemoOnce(t.db.prisma);
});
afterAll(() => t.close());

const creatorId = async (cookie: string, email: string) => {
  const res = await t.gql(Admin, { ownerId: 'none' }, { cookie });
  return res.data!.users.edges.find((e) => e.node.email === email)!.node.id;
};

describe('demo seed', () => {
  it('seeds once: the Meridian Demo creator owns four boards over retail-sample with names per language', async () => {
    expect(seededTwice).toBe(false);
    const cookie = await signInCookie(t, 'admin@demo.meridian.dev', DEMO_PASSWORD);
    expect((await t.gql(Org, {}, { cookie })).data!.viewer).toEqual({
      user: { firstName: 'Ada', type: 'ADMIN', isAdmin: true, isSuperUser: true, tenant: null },
      organization: { name: 'Meridian Demo', isEnterprise: false, usesTenants: false, plan: { name: 'Business' } },
    });
    const res = await t.gql(Admin, { ownerId: await creatorId(cookie, 'creator@demo.meridian.dev') }, { cookie });
    expect(res.data!.tenants.edges).toEqual([]);
    expect(res.data!.boards.edges.map((e) => e.node)).toEqual([
      {
        names: { 'en-US': 'Monthly Revenue', 'de-DE': 'Monatsumsatz', 'fr-FR': 'Chiffre d’affaires mensuel' },
        knowledgeGraph: { kgId: 'retail-sample' },
        isSharedWithOrg: true,
        sharedUsers: [],
      },
      { names: { 'en-US': 'Top Customers', 'de-DE': 'Top-Kunden' }, knowledgeGraph: { kgId: 'retail-sample' }, isSharedWithOrg: false, sharedUsers: [] },
      {
        names: { 'en-US': 'Store Performance', 'de-DE': 'Filialleistung' },
        knowledgeGraph: { kgId: 'retail-sample' },
        isSharedWithOrg: false,
        sharedUsers: [{ email: 'viewer@demo.meridian.dev' }],
      },
      {
        names: { 'en-US': 'Product Margins', 'de-DE': 'Produktmargen' },
        knowledgeGraph: { kgId: 'retail-sample' },
        isSharedWithOrg: true,
        sharedUsers: [{ email: 'admin@demo.meridian.dev' }],
      },
    ]);
  });

  it('seeds Northwind Traders on the Enterprise plan with tenants, a viewer in acme and two boards', async () => {
    const cookie = await signInCookie(t, 'admin@northwind.meridian.dev', DEMO_PASSWORD);
    expect((await t.gql(Org, {}, { cookie })).data!.viewer).toEqual({
      user: { firstName: 'Nora', type: 'ADMIN', isAdmin: true, isSuperUser: true, tenant: null },
      organization: { name: 'Northwind Traders', isEnterprise: true, usesTenants: true, plan: { name: 'Enterprise' } },
    });
    const res = await t.gql(Admin, { ownerId: await creatorId(cookie, 'creator@northwind.meridian.dev') }, { cookie });
    expect(res.data!.tenants.edges.map((e) => e.node)).toEqual([
      { externalId: 'acme', name: 'Acme Corp' },
      { externalId: 'globex', name: 'Globex' },
    ]);
    expect(res.data!.users.edges.map((e) => [e.node.email, e.node.tenant?.externalId ?? null]).sort()).toEqual([
      ['admin@northwind.meridian.dev', null],
      ['creator@northwind.meridian.dev', null],
      ['viewer@northwind.meridian.dev', 'acme'],
    ]);
    expect(res.data!.boards.edges.map((e) => [e.node.names, e.node.knowledgeGraph.kgId, e.node.isSharedWithOrg])).toEqual([
      [{ 'en-US': 'Orders by Region', 'de-DE': 'Bestellungen nach Region' }, 'northwind-sales', true],
      [{ 'en-US': 'Supplier Overview', 'de-DE': 'Lieferantenübersicht' }, 'northwind-sales', false],
    ]);
    const creator = await signInCookie(t, 'creator@northwind.meridian.dev', DEMO_PASSWORD);
    expect((await t.gql(Org, {}, { cookie: creator })).data!.viewer.user.firstName).toBe('Nils');
  });
});
