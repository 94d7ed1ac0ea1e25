// Who may use each admin query and mutation (spec 01 §6, ARCHITECTURE §4), and cross-organization isolation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/testApp.js';
import { createBoard, createKg, createOrg, createTestUser, signInCookie } from '../support/factories.js';

type Who = 'viewer' | 'creator' | 'admin' | 'superCreator' | 'superAdmin';
const EVERYONE: Who[] = ['viewer', 'creator', 'admin', 'superCreator', 'superAdmin'];
const USER_MANAGERS: Who[] = ['creator', 'admin', 'superCreator', 'superAdmin'];
const SUPER_USERS: Who[] = ['superCreator', 'superAdmin'];
const SUPER_ADMINS: Who[] = ['superAdmin'];

const colours = ['primary', 'secondary', 'followUp', 'chatIconBackground', 'headerLogoBackground', 'accent', 'accentLight', 'font', 'fontLight', 'secondaryLight']
  .map((c) => `${c}: "x"`)
  .join(', ');

const QUERIES: [string, string, Who[]][] = [
  ['users', '{ users(first: 1) { totalCount } }', USER_MANAGERS],
  ['invitations', '{ invitations(first: 1) { totalCount } }', USER_MANAGERS],
  ['roles', '{ roles(first: 1) { totalCount } }', USER_MANAGERS],
  ['tenants', '{ tenants(first: 1) { totalCount } }', SUPER_USERS],
  ['boards', '{ boards(ownerId: "VXNlcjp4", first: 1) { totalCount } }', SUPER_USERS],
  ['integrations', '{ integrations { type } }', SUPER_USERS],
  ['organizationApiTokens', '{ organizationApiTokens { id } }', SUPER_USERS],
  ['modelOptions', '{ modelOptions { id } }', SUPER_ADMINS],
  ['billing', '{ billing { plans { id } } }', SUPER_ADMINS],
  ['organizationSettings', '{ organizationSettings { isLlmDataAccessAllowed } }', EVERYONE],
  ['numberFormats', '{ numberFormats { locale } }', EVERYONE],
  ['theme', '{ theme { primary } }', EVERYONE],
];

// Inputs that are invalid or point at nothing, so an allowed caller changes nothing either.
const MUTATIONS: [string, string, Who[]][] = [
  ['inviteUsers', 'inviteUsers(input: { emails: [], userType: VIEWER })', USER_MANAGERS],
  ['deleteUsers', 'deleteUsers(input: { ids: [] })', USER_MANAGERS],
  ['deleteInvitations', 'deleteInvitations(input: { ids: [] })', USER_MANAGERS],
  ['createRole', 'createRole(input: { name: "" })', SUPER_USERS],
  ['updateRole', 'updateRole(input: { id: "x", name: "" })', SUPER_USERS],
  ['setRoleUsers', 'setRoleUsers(input: { roleId: "x", userIds: [] })', SUPER_USERS],
  ['deleteRoles', 'deleteRoles(input: { ids: [] })', SUPER_USERS],
  ['createTenant', 'createTenant(input: { externalId: "" })', SUPER_USERS],
  ['deleteTenants', 'deleteTenants(input: { ids: [] })', SUPER_USERS],
  ['transferBoards', 'transferBoards(input: { boardIds: [] })', SUPER_USERS],
  ['updateOrganizationSettings', 'updateOrganizationSettings(input: { defaultNumberFormat: { locale: "x", pattern: "y" } })', SUPER_USERS],
  ['updateOrganizationSettings (model)', 'updateOrganizationSettings(input: { modelOverrideId: "none" })', SUPER_ADMINS],
  ['saveTheme', `saveTheme(input: { ${colours}, maxLogoHeight: 0, chartColors: [] })`, SUPER_USERS],
  ['configureDbtCloudIntegration', 'configureDbtCloudIntegration(input: { serviceToken: "" })', SUPER_USERS],
  ['configureSlackIntegration', 'configureSlackIntegration(input: { webhookUrl: "" })', SUPER_USERS],
  ['removeIntegration', 'removeIntegration(input: { type: SLACK })', SUPER_USERS],
  ['revokeOrganizationApiToken', 'revokeOrganizationApiToken(input: { id: "x" })', SUPER_USERS],
];

let t: TestApp;
const cookies = {} as Record<Who, string>;
let otherSuperAdmin: string;
const ids: Record<string, string> = {};
const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');

beforeAll(async () => {
  t = await startTestApp();
  const p = t.db.prisma;
  const org = await createOrg(p, { name: 'Acme', usesTenants: true });
  const users = {
    viewer: await createTestUser(p, org.id, 'VIEWER'),
    creator: await createTestUser(p, org.id, 'CREATOR'),
    admin: await createTestUser(p, org.id, 'ADMIN'),
    superCreator: await createTestUser(p, org.id, 'CREATOR', { isSuperUser: true }),
    superAdmin: await createTestUser(p, org.id, 'ADMIN', { isSuperUser: true }),
  };
  for (const who of EVERYONE) cookies[who] = await signInCookie(t, users[who].email);
  otherSuperAdmin = await signInCookie(t, (await createTestUser(p, (await createOrg(p)).id, 'ADMIN', { isSuperUser: true })).email);
  const kg = await createKg(p, org.id, 'Sales');
  ids.Role = globalId('Role', (await p.role.create({ data: { orgId: org.id, name: 'R' } })).id);
  ids.Tenant = globalId('Tenant', (await p.tenant.create({ data: { orgId: org.id, externalId: 't', name: 'T' } })).id);
  ids.Board = globalId('Board', (await createBoard(p, org.id, users.creator.id, kg.id, { 'en-US': 'B' })).id);
  ids.Invitation = globalId(
    'Invitation',
    (await p.invitation.create({ data: { orgId: org.id, email: 'i@acme.test', userType: 'VIEWER', tokenHash: 'h', expiresAt: new Date(Date.now() + 86_400_000) } })).id,
  );
});
afterAll(() => t.close());

describe('admin authorization', () => {
  it.each(QUERIES)('query %s', async (_name, query, allowed) => {
    for (const who of EVERYONE) {
      const res = await t.gql(query, {}, { cookie: cookies[who] });
      const outcome = res.errors ? res.errors[0].extensions?.code : 'ok';
      expect(`${who}: ${String(outcome)}`).toBe(`${who}: ${allowed.includes(who) ? 'ok' : 'FORBIDDEN'}`);
    }
  });

  it.each(MUTATIONS)('mutation %s', async (_name, call, allowed) => {
    for (const who of EVERYONE) {
      const res = await t.gql(`mutation { result: ${call} { __typename } }`, {}, { cookie: cookies[who] });
      expect(res.errors).toBeUndefined();
      const typename = (res.data as { result: { __typename: string } }).result.__typename;
      expect(`${who}: ${typename === 'PermissionDeniedError' ? 'denied' : 'ok'}`).toBe(`${who}: ${allowed.includes(who) ? 'ok' : 'denied'}`);
    }
  });

  it('is UNAUTHENTICATED without a session', async () => {
    expect((await t.gql('{ users(first: 1) { totalCount } }')).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.gql('mutation { deleteUsers(input: { ids: [] }) { __typename } }')).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('cross-organization isolation', () => {
  it.each(['Role', 'Tenant', 'Board', 'Invitation'])("a %s id of another organization resolves to nothing", async (type) => {
    const query = `query($id: ID!) { node(id: $id) { __typename id } }`;
    expect((await t.gql(query, { id: ids[type] }, { cookie: cookies.superAdmin })).data).toEqual({ node: { __typename: type, id: ids[type] } });
    expect((await t.gql(query, { id: ids[type] }, { cookie: otherSuperAdmin })).data).toEqual({ node: null });
  });
});
