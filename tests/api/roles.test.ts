import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../support/gql/index.js';
import { startTestApp, type TestApp } from '../support/testApp.js';
import { createOrg, createTestUser, signInCookie } from '../support/factories.js';

const Roles = graphql(`
  query RolesList { roles(first: 100) { totalCount edges { node { id name description userCount users { email } } } } }
`);
const Create = graphql(`
  mutation RolesCreate($name: String!, $description: String, $userIds: [ID!]) {
    createRole(input: { name: $name, description: $description, userIds: $userIds }) {
      __typename
      ... on CreateRoleSuccess { role { id name description users { email } } }
      ... on ValidationError { fieldErrors { path message } }
      ... on PermissionDeniedError { message }
    }
  }
`);
const Update = graphql(`
  mutation RolesUpdate($id: ID!, $name: String!, $description: String, $userIds: [ID!]) {
    updateRole(input: { id: $id, name: $name, description: $description, userIds: $userIds }) {
      __typename
      ... on UpdateRoleSuccess { role { id name description users { email } } }
      ... on ValidationError { fieldErrors { path message } }
      ... on NotFoundError { message }
      ... on PermissionDeniedError { message }
    }
  }
`);
const SetUsers = graphql(`
  mutation RolesSetUsers($roleId: ID!, $userIds: [ID!]!) {
    setRoleUsers(input: { roleId: $roleId, userIds: $userIds }) {
      __typename
      ... on SetRoleUsersSuccess { role { name userCount users { email } } }
      ... on ValidationError { fieldErrors { path message } }
      ... on NotFoundError { message }
      ... on PermissionDeniedError { message }
    }
  }
`);
const Delete = graphql(`
  mutation RolesDelete($ids: [ID!]!) {
    deleteRoles(input: { ids: $ids }) {
      __typename
      ... on DeleteRolesSuccess { deletedIds deletedCount failedCount failures { itemId message } }
      ... on PermissionDeniedError { message }
    }
  }
`);

let t: TestApp;
let admin: string;
let creator: string;
let viewer: string;
let other: string;
let ana: string;
let ben: string;
let foreignUser: string;

const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');

beforeAll(async () => {
  t = await startTestApp();
  const p = t.db.prisma;
  const org = await createOrg(p, { name: 'Acme' });
  admin = await signInCookie(t, (await createTestUser(p, org.id, 'ADMIN', { isSuperUser: true })).email);
  creator = await signInCookie(t, (await createTestUser(p, org.id, 'CREATOR')).email);
  viewer = await signInCookie(t, (await createTestUser(p, org.id, 'VIEWER')).email);
  ana = globalId('User', (await createTestUser(p, org.id, 'VIEWER', { email: 'ana@acme.test' })).id);
  ben = globalId('User', (await createTestUser(p, org.id, 'CREATOR', { email: 'ben@acme.test' })).id);
  const otherOrg = await createOrg(p, { name: 'Other' });
  const otherAdmin = await createTestUser(p, otherOrg.id, 'ADMIN', { isSuperUser: true });
  other = await signInCookie(t, otherAdmin.email);
  foreignUser = globalId('User', otherAdmin.id);
});
afterAll(() => t.close());

describe('roles', () => {
  let salesId: string;

  it('creates a role with users; the name is required and unique in the organization', async () => {
    expect((await t.gql(Create, { name: '  ' }, { cookie: admin })).data?.createRole).toEqual({
      __typename: 'ValidationError',
      fieldErrors: [{ path: 'name', message: 'The name is required.' }],
    });
    const res = await t.gql(Create, { name: ' Sales ', description: 'Sales team', userIds: [ana, ben] }, { cookie: admin });
    expect(res.data?.createRole).toMatchObject({
      __typename: 'CreateRoleSuccess',
      role: { name: 'Sales', description: 'Sales team', users: [{ email: 'ben@acme.test' }, { email: 'ana@acme.test' }] },
    });
    salesId = (res.data?.createRole as { role: { id: string } }).role.id;
    expect((await t.gql(Create, { name: 'sales' }, { cookie: admin })).data?.createRole).toEqual({
      __typename: 'ValidationError',
      fieldErrors: [{ path: 'name', message: 'A role with this name already exists.' }],
    });
    expect((await t.gql(Create, { name: 'Foreign', userIds: [ana, foreignUser] }, { cookie: admin })).data?.createRole).toEqual({
      __typename: 'ValidationError',
      fieldErrors: [{ path: 'userIds.1', message: 'The user was not found.' }],
    });
    // another organization may use the same name
    expect((await t.gql(Create, { name: 'Sales' }, { cookie: other })).data?.createRole.__typename).toBe('CreateRoleSuccess');
  });

  it('lists roles to creators and admins but not to viewers; other organizations see their own', async () => {
    const res = await t.gql(Roles, {}, { cookie: creator });
    expect(res.data?.roles).toEqual({
      totalCount: 1,
      edges: [{ node: { id: salesId, name: 'Sales', description: 'Sales team', userCount: 2, users: [{ email: 'ben@acme.test' }, { email: 'ana@acme.test' }] } }],
    });
    expect((await t.gql(Roles, {}, { cookie: viewer })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(Roles, {}, { cookie: other })).data?.roles.edges.map((e) => e.node.id)).not.toContain(salesId);
  });

  it('edits a role and sets its users', async () => {
    await t.gql(Create, { name: 'Finance' }, { cookie: admin });
    expect((await t.gql(Update, { id: salesId, name: 'finance' }, { cookie: admin })).data?.updateRole).toEqual({
      __typename: 'ValidationError',
      fieldErrors: [{ path: 'name', message: 'A role with this name already exists.' }],
    });
    expect((await t.gql(Update, { id: salesId, name: 'Sales EMEA', description: 'EMEA', userIds: [ben] }, { cookie: admin })).data?.updateRole).toEqual({
      __typename: 'UpdateRoleSuccess',
      role: { id: salesId, name: 'Sales EMEA', description: 'EMEA', users: [{ email: 'ben@acme.test' }] },
    });
    expect((await t.gql(SetUsers, { roleId: salesId, userIds: [ana] }, { cookie: admin })).data?.setRoleUsers).toEqual({
      __typename: 'SetRoleUsersSuccess',
      role: { name: 'Sales EMEA', userCount: 1, users: [{ email: 'ana@acme.test' }] },
    });
    expect((await t.gql(Update, { id: salesId, name: 'Mine' }, { cookie: other })).data?.updateRole).toEqual({
      __typename: 'NotFoundError',
      message: 'The role was not found.',
    });
    expect((await t.gql(SetUsers, { roleId: salesId, userIds: [] }, { cookie: other })).data?.setRoleUsers.__typename).toBe('NotFoundError');
  });

  it('needs a super user for every change', async () => {
    const denied = { __typename: 'PermissionDeniedError', message: 'Only super users may do this.' };
    for (const cookie of [creator, viewer]) {
      expect((await t.gql(Create, { name: 'X' }, { cookie })).data?.createRole).toEqual(denied);
      expect((await t.gql(Update, { id: salesId, name: 'X' }, { cookie })).data?.updateRole).toEqual(denied);
      expect((await t.gql(SetUsers, { roleId: salesId, userIds: [] }, { cookie })).data?.setRoleUsers).toEqual(denied);
      expect((await t.gql(Delete, { ids: [salesId] }, { cookie })).data?.deleteRoles).toEqual(denied);
    }
  });

  it('deletes roles with counted results', async () => {
    const bogus = globalId('Role', 'missing');
    expect((await t.gql(Delete, { ids: [salesId] }, { cookie: other })).data?.deleteRoles).toMatchObject({ deletedCount: 0, failedCount: 1 });
    expect((await t.gql(Delete, { ids: [salesId, bogus] }, { cookie: admin })).data?.deleteRoles).toEqual({
      __typename: 'DeleteRolesSuccess',
      deletedIds: [salesId],
      deletedCount: 1,
      failedCount: 1,
      failures: [{ itemId: bogus, message: 'The role was not found.' }],
    });
    expect((await t.gql(Roles, {}, { cookie: admin })).data?.roles.edges.map((e) => e.node.name)).toEqual(['Finance']);
  });
});
