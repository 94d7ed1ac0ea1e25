import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../support/gql/index.js';
import { startTestApp, type TestApp } from '../support/testApp.js';
import { createKg, createOrg, createTestUser, signInCookie } from '../support/factories.js';

const Tenants = graphql(`query TenantsList { tenants(first: 100) { totalCount edges { node { id externalId name } } } }`);
const Create = graphql(`
  mutation TenantsCreate($externalId: String!, $name: String) {
    createTenant(input: { externalId: $externalId, name: $name }) {
      __typename
      ... on CreateTenantSuccess { tenant { externalId name } }
      ... on ValidationError { fieldErrors { path message } }
      ... on PermissionDeniedError { message }
    }
  }
`);
const Delete = graphql(`
  mutation TenantsDelete($ids: [ID!]!) {
    deleteTenants(input: { ids: $ids }) {
      __typename
      ... on DeleteTenantsSuccess { deletedIds deletedCount failedCount failures { itemId message } }
      ... on PermissionDeniedError { message }
    }
  }
`);

let t: TestApp;
let orgId: string;
let admin: string;
let creator: string;
let viewer: string;
let other: string;

beforeAll(async () => {
  t = await startTestApp();
  const p = t.db.prisma;
  orgId = (await createOrg(p, { name: 'Acme', usesTenants: true })).id;
  admin = await signInCookie(t, (await createTestUser(p, orgId, 'CREATOR', { isSuperUser: true })).email);
  creator = await signInCookie(t, (await createTestUser(p, orgId, 'CREATOR')).email);
  viewer = await signInCookie(t, (await createTestUser(p, orgId, 'VIEWER')).email);
  other = await signInCookie(t, (await createTestUser(p, (await createOrg(p)).id, 'ADMIN', { isSuperUser: true })).email);
});
afterAll(() => t.close());

describe('tenants', () => {
  it('creates tenants: the ID is required and unique, the name defaults to it', async () => {
    expect((await t.gql(Create, { externalId: ' ' }, { cookie: admin })).data?.createTenant).toEqual({
      __typename: 'ValidationError',
      fieldErrors: [{ path: 'externalId', message: 'The ID is required.' }],
    });
    expect((await t.gql(Create, { externalId: 'beta' }, { cookie: admin })).data?.createTenant).toEqual({
      __typename: 'CreateTenantSuccess',
      tenant: { externalId: 'beta', name: 'beta' },
    });
    expect((await t.gql(Create, { externalId: 'alpha', name: 'Alpha AG' }, { cookie: admin })).data?.createTenant).toEqual({
      __typename: 'CreateTenantSuccess',
      tenant: { externalId: 'alpha', name: 'Alpha AG' },
    });
    expect((await t.gql(Create, { externalId: 'alpha' }, { cookie: admin })).data?.createTenant).toEqual({
      __typename: 'ValidationError',
      fieldErrors: [{ path: 'externalId', message: 'A tenant with this ID already exists.' }],
    });
    const list = await t.gql(Tenants, {}, { cookie: admin });
    expect(list.data?.tenants.totalCount).toBe(2);
    expect(list.data?.tenants.edges.map((e) => e.node.externalId)).toEqual(['alpha', 'beta']);
  });

  it('is for super users only; other organizations see nothing', async () => {
    for (const cookie of [creator, viewer]) {
      expect((await t.gql(Tenants, {}, { cookie })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await t.gql(Create, { externalId: 'x' }, { cookie })).data?.createTenant).toEqual({
        __typename: 'PermissionDeniedError',
        message: 'Only super users may do this.',
      });
    }
    expect((await t.gql(Tenants, {}, { cookie: other })).data?.tenants.totalCount).toBe(0);
  });

  it('refuses to delete a tenant with users or tenant KG copies; deletes the others with counted results', async () => {
    const p = t.db.prisma;
    const [alpha, beta] = (await t.gql(Tenants, {}, { cookie: admin })).data!.tenants.edges.map((e) => e.node);
    const gamma = (await p.tenant.create({ data: { orgId, externalId: 'gamma', name: 'Gamma' } })).id;
    const alphaId = (await p.tenant.findFirstOrThrow({ where: { externalId: 'alpha' } })).id;
    const user = await createTestUser(p, orgId, 'VIEWER');
    await p.user.update({ where: { id: user.id }, data: { tenantId: alphaId } });
    const main = await createKg(p, orgId, 'Sales');
    const gammaGlobal = Buffer.from(`Tenant:${gamma}`).toString('base64');
    await createKg(p, orgId, 'Sales (Gamma)', { tenantId: gamma, developmentKgForId: undefined });
    expect(main.id).toBeTruthy();
    expect((await t.gql(Delete, { ids: [beta.id] }, { cookie: other })).data?.deleteTenants).toMatchObject({ deletedCount: 0, failedCount: 1 });
    expect((await t.gql(Delete, { ids: [beta.id] }, { cookie: creator })).data?.deleteTenants.__typename).toBe('PermissionDeniedError');
    expect((await t.gql(Delete, { ids: [alpha.id, beta.id, gammaGlobal] }, { cookie: admin })).data?.deleteTenants).toEqual({
      __typename: 'DeleteTenantsSuccess',
      deletedIds: [beta.id],
      deletedCount: 1,
      failedCount: 2,
      failures: [
        { itemId: alpha.id, message: 'The tenant still has 1 user(s); remove them first.' },
        { itemId: gammaGlobal, message: 'The tenant still has 1 knowledge graph(s); remove them first.' },
      ],
    });
    expect((await t.gql(Tenants, {}, { cookie: admin })).data?.tenants.edges.map((e) => e.node.externalId)).toEqual(['alpha', 'gamma']);
  });
});
