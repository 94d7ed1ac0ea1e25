import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../support/gql/index.js';
import { startTestApp, type TestApp } from '../support/testApp.js';
import { createKg, createOrg, createTestUser, signInCookie } from '../support/factories.js';

const Home = graphql(`
  query GraphsHome($first: Int, $after: String, $includeDevelopment: Boolean) {
    viewer {
      user { email type isSuperUser organizationUsesTenants }
      organization {
        name
        plan {
          name
          isEnterprise
          quantities {
            user { total used remaining isUnlimited }
            viewer { total used remaining isUnlimited }
            creator { total used remaining isUnlimited }
            knowledgeGraph { total used remaining isUnlimited }
          }
          upcoming { planName startDate quantities { knowledgeGraph { total used remaining } } }
        }
      }
    }
    knowledgeGraphs(first: $first, after: $after, includeDevelopment: $includeDevelopment) {
      edges { node { id kgId name isDemo developmentKgForName kgPermissions } }
      pageInfo { hasNextPage endCursor }
    }
  }
`);

const Node = graphql(`
  query GraphsNode($id: ID!) { node(id: $id) { __typename id ... on KnowledgeGraph { kgId name } } }
`);
const Nodes = graphql(`
  query GraphsNodes($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }
`);

let t: TestApp;
let orgId: string;
let adminCookie: string;
let creatorCookie: string;
let viewerCookie: string;
let otherOrgKgId: string;

beforeAll(async () => {
  t = await startTestApp();
  const p = t.db.prisma;
  const org = await createOrg(p, { name: 'Acme', planName: 'Business', viewerQuota: 10, creatorQuota: 2, knowledgeGraphQuota: 3 });
  orgId = org.id;
  const admin = await createTestUser(p, org.id, 'ADMIN', { isSuperUser: true });
  const creator = await createTestUser(p, org.id, 'CREATOR');
  const viewer = await createTestUser(p, org.id, 'VIEWER');
  const sales = await createKg(p, org.id, 'Sales');
  await createKg(p, org.id, 'Sales dev', { developmentKgForId: sales.id });
  await createKg(p, org.id, 'Tour', { isDemo: true });
  await p.planChange.create({ data: { orgId: org.id, planName: 'Starter', startDate: new Date('2027-01-01T00:00:00Z'), knowledgeGraphQuota: 1 } });
  const other = await createOrg(p, { name: 'Other' });
  otherOrgKgId = (await createKg(p, other.id, 'Secret')).id;
  adminCookie = await signInCookie(t, admin.email);
  creatorCookie = await signInCookie(t, creator.email);
  viewerCookie = await signInCookie(t, viewer.email);
});
afterAll(() => t.close());

const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');

describe('viewer and the Studio home', () => {
  it('gives the user, the organization and its quotas used and remaining', async () => {
    const res = await t.gql(Home, { first: 20 }, { cookie: adminCookie });
    expect(res.errors).toBeUndefined();
    const v = res.data!.viewer;
    expect(v.user).toMatchObject({ type: 'ADMIN', isSuperUser: true, organizationUsesTenants: false });
    expect(v.organization.plan).toEqual({
      name: 'Business',
      isEnterprise: false,
      quantities: {
        user: { total: null, used: 3, remaining: null, isUnlimited: true },
        viewer: { total: 10, used: 1, remaining: 9, isUnlimited: false },
        creator: { total: 2, used: 1, remaining: 1, isUnlimited: false },
        knowledgeGraph: { total: 3, used: 1, remaining: 2, isUnlimited: false },
      },
      upcoming: { planName: 'Starter', startDate: '2027-01-01T00:00:00.000Z', quantities: { knowledgeGraph: { total: 1, used: 1, remaining: 0 } } },
    });
  });

  it('caches quota usage until a change invalidates it', async () => {
    const used = async () => (await t.gql(Home, { first: 1 }, { cookie: adminCookie })).data!.viewer.organization.plan.quantities.knowledgeGraph.used;
    expect(await used()).toBe(1);
    const extra = await createKg(t.db.prisma, orgId, 'Extra');
    expect(await used()).toBe(1); // cached
    await t.app.services.usage.invalidate(orgId);
    expect(await used()).toBe(2);
    await t.db.prisma.knowledgeGraph.delete({ where: { id: extra.id } });
    await t.app.services.usage.invalidate(orgId);
    expect(await used()).toBe(1);
  });

  it('lists the KGs with demo KGs flagged and development KGs hidden', async () => {
    const res = await t.gql(Home, { first: 20 }, { cookie: adminCookie });
    const nodes = res.data!.knowledgeGraphs.edges.map((e) => e.node);
    expect(nodes.map((n) => [n.name, n.isDemo, n.developmentKgForName])).toEqual([
      ['Sales', false, null],
      ['Tour', true, null],
    ]);
  });

  it('shows development KGs on request, with the name of the KG they develop', async () => {
    const res = await t.gql(Home, { first: 20, includeDevelopment: true }, { cookie: adminCookie });
    const dev = res.data!.knowledgeGraphs.edges.map((e) => e.node).find((n) => n.name === 'Sales dev');
    expect(dev?.developmentKgForName).toBe('Sales');
  });

  it('pages with cursors', async () => {
    const first = await t.gql(Home, { first: 1 }, { cookie: adminCookie });
    expect(first.data!.knowledgeGraphs.pageInfo.hasNextPage).toBe(true);
    const second = await t.gql(Home, { first: 1, after: first.data!.knowledgeGraphs.pageInfo.endCursor }, { cookie: adminCookie });
    expect(second.data!.knowledgeGraphs.edges.map((e) => e.node.name)).toEqual(['Tour']);
    expect(second.data!.knowledgeGraphs.pageInfo.hasNextPage).toBe(false);
  });

  it('derives KG permissions from the user type', async () => {
    const perms = async (cookie: string) => (await t.gql(Home, { first: 1 }, { cookie })).data!.knowledgeGraphs.edges[0].node.kgPermissions;
    expect(await perms(adminCookie)).toContain('KgDelete');
    expect(await perms(creatorCookie)).toEqual(['KgVklRead', 'DatabaseQuery', 'KgSync', 'KgVklWrite', 'KgMetadataWrite', 'Write', 'DatabaseSchemaImport']);
    expect(await perms(viewerCookie)).toEqual([]);
  });

  it('never lists another organization\'s KGs', async () => {
    const res = await t.gql(Home, { first: 100, includeDevelopment: true }, { cookie: adminCookie });
    expect(res.data!.knowledgeGraphs.edges.map((e) => e.node.kgId)).not.toContain(otherOrgKgId);
  });
});

describe('node and nodes', () => {
  it('resolve a KG of the viewer\'s organization', async () => {
    const own = (await t.gql(Home, { first: 1 }, { cookie: adminCookie })).data!.knowledgeGraphs.edges[0].node;
    const res = await t.gql(Node, { id: own.id }, { cookie: creatorCookie });
    expect(res.data?.node).toEqual({ __typename: 'KnowledgeGraph', id: own.id, kgId: own.kgId, name: 'Sales' });
  });

  it('return null for a KG of another organization', async () => {
    const res = await t.gql(Node, { id: globalId('KnowledgeGraph', otherOrgKgId) }, { cookie: adminCookie });
    expect(res.errors).toBeUndefined();
    expect(res.data?.node).toBeNull();
    const many = await t.gql(Nodes, { ids: [globalId('KnowledgeGraph', otherOrgKgId), globalId('Organization', orgId)] }, { cookie: adminCookie });
    expect(many.data?.nodes).toEqual([null, { __typename: 'Organization', id: globalId('Organization', orgId) }]);
  });

  it('return null for ids that are malformed or unknown', async () => {
    const res = await t.gql(Node, { id: globalId('KnowledgeGraph', 'nope') }, { cookie: adminCookie });
    expect(res.data?.node).toBeNull();
  });

  it('need a signed-in caller', async () => {
    const res = await t.gql(Node, { id: globalId('Organization', orgId) });
    expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
