import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { graphql } from '../support/gql/index.js';
import { startTestApp, type TestApp } from '../support/testApp.js';
import { createOrg, createTestUser, PASSWORD, signInCookie } from '../support/factories.js';

const Users = graphql(`
  query AdminUsers($includeAdmins: Boolean, $includeDeleted: Boolean) {
    users(first: 100, includeAdmins: $includeAdmins, includeDeleted: $includeDeleted) {
      totalCount
      edges { node { email type isDeleted } }
    }
  }
`);
const Invitations = graphql(`
  query AdminInvitations { invitations(first: 100) { totalCount edges { node { id email userType isExpired tenant { externalId } } } } }
`);
const Invite = graphql(`
  mutation AdminInvite($emails: [String!]!, $userType: UserType!, $tenantId: ID) {
    inviteUsers(input: { emails: $emails, userType: $userType, tenantId: $tenantId }) {
      __typename
      ... on InviteUsersSuccess { upcomingPlanChangeRemoved undeliveredEmails invitations { id email userType } }
      ... on ValidationError { message fieldErrors { path message } }
      ... on PlanLimitError { message }
      ... on PermissionDeniedError { message }
    }
  }
`);
const DeleteInvitations = graphql(`
  mutation AdminDeleteInvitations($ids: [ID!]!) {
    deleteInvitations(input: { ids: $ids }) {
      __typename
      ... on DeleteInvitationsSuccess { deletedIds deletedCount failedCount failures { itemId message } }
      ... on PermissionDeniedError { message }
    }
  }
`);
const DeleteUsers = graphql(`
  mutation AdminDeleteUsers($ids: [ID!]!) {
    deleteUsers(input: { ids: $ids }) {
      __typename
      ... on DeleteUsersSuccess { deletedIds deletedCount failedCount failures { itemId message } }
      ... on ValidationError { fieldErrors { path message } }
      ... on PermissionDeniedError { message }
    }
  }
`);
const Accept = graphql(`
  mutation AdminAccept($token: String!, $firstName: String!, $lastName: String!, $password: String!) {
    acceptInvitation(input: { token: $token, firstName: $firstName, lastName: $lastName, password: $password }) {
      __typename
      ... on AcceptInvitationSuccess { viewer { user { email firstName lastName type isSuperUser } organization { name } } }
      ... on ValidationError { fieldErrors { path message } }
      ... on NotFoundError { message }
    }
  }
`);
const Preview = graphql(`
  query AdminInvitationPreview($token: String!) { invitationByToken(token: $token) { email userType organizationName } }
`);
const Me = graphql(`query AdminMe { viewer { user { email type } } }`);
const Plan = graphql(`
  query AdminPlan { viewer { organization { plan { quantities { viewer { used remaining } creator { used remaining } } upcoming { planName } } } } }
`);

let t: TestApp;
let dataDir: string;
let orgId: string;
let admin: string;
let creator: string;
let viewer: string;
let other: string;
let viewerUserId: string;

const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');
/** The token of the accept link in a (quoted-printable) message. */
const tokenFromMail = (eml: string) => {
  const text = eml.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return /accept-invitation\?token=([A-Za-z0-9_%-]+)/.exec(text)![1];
};

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'meridian-invite-'));
  t = await startTestApp({ config: { dataDir, publicUrl: 'https://meridian.example' } });
  const p = t.db.prisma;
  const org = await createOrg(p, { name: 'Acme', viewerQuota: 4, creatorQuota: 3, userQuota: 20 });
  orgId = org.id;
  admin = await signInCookie(t, (await createTestUser(p, orgId, 'ADMIN', { isSuperUser: true, email: 'boss@acme.test' })).email);
  creator = await signInCookie(t, (await createTestUser(p, orgId, 'CREATOR', { email: 'carla@acme.test' })).email);
  const v = await createTestUser(p, orgId, 'VIEWER', { email: 'vera@acme.test' });
  viewerUserId = v.id;
  viewer = await signInCookie(t, v.email);
  const otherOrg = await createOrg(p, { name: 'Other' });
  other = await signInCookie(t, (await createTestUser(p, otherOrg.id, 'ADMIN', { isSuperUser: true })).email);
});
afterAll(() => t.close());

describe('users list', () => {
  it('lists the organization without admins and deleted users, with a count', async () => {
    const res = await t.gql(Users, {}, { cookie: creator });
    expect(res.data?.users).toEqual({
      totalCount: 2,
      edges: [
        { node: { email: 'carla@acme.test', type: 'CREATOR', isDeleted: false } },
        { node: { email: 'vera@acme.test', type: 'VIEWER', isDeleted: false } },
      ],
    });
    const all = await t.gql(Users, { includeAdmins: true }, { cookie: admin });
    expect(all.data?.users.totalCount).toBe(3);
  });

  it('is forbidden to viewers', async () => {
    const res = await t.gql(Users, {}, { cookie: viewer });
    expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('inviting', () => {
  it('validates the addresses, their number and the user type', async () => {
    const tooMany = Array.from({ length: 101 }, (_, i) => `u${i}@acme.test`);
    expect((await t.gql(Invite, { emails: tooMany, userType: 'VIEWER' }, { cookie: admin })).data?.inviteUsers).toEqual({
      __typename: 'ValidationError',
      message: 'Some fields are not valid.',
      fieldErrors: [{ path: 'emails', message: 'You can invite at most 100 users at a time' }],
    });
    expect((await t.gql(Invite, { emails: ['ok@acme.test', 'not an address'], userType: 'ADMIN' }, { cookie: admin })).data?.inviteUsers).toEqual({
      __typename: 'ValidationError',
      message: 'Some fields are not valid.',
      fieldErrors: [
        { path: 'emails.1', message: 'Enter a valid e-mail address.' },
        { path: 'userType', message: 'Choose Viewer or Creator.' },
      ],
    });
    expect((await t.gql(Invite, { emails: [], userType: 'VIEWER' }, { cookie: admin })).data?.inviteUsers).toMatchObject({
      fieldErrors: [{ path: 'emails', message: 'Enter at least one e-mail address.' }],
    });
    expect((await t.gql(Invite, { emails: ['new@acme.test', 'Vera@acme.test'], userType: 'VIEWER' }, { cookie: admin })).data?.inviteUsers).toMatchObject({
      fieldErrors: [{ path: 'emails.1', message: 'A user with this e-mail address already exists.' }],
    });
    expect(await t.db.prisma.invitation.count()).toBe(0);
  });

  it('refuses viewers and enforces the quota with pending invitations counted', async () => {
    expect((await t.gql(Invite, { emails: ['x@acme.test'], userType: 'VIEWER' }, { cookie: viewer })).data?.inviteUsers).toEqual({
      __typename: 'PermissionDeniedError',
      message: 'Only creators and administrators may manage users.',
    });
    // 4 viewer seats, 1 used: 3 left
    const four = ['a@acme.test', 'b@acme.test', 'c@acme.test', 'd@acme.test'];
    expect((await t.gql(Invite, { emails: four, userType: 'VIEWER' }, { cookie: admin })).data?.inviteUsers).toEqual({
      __typename: 'PlanLimitError',
      message: 'Not enough viewers left',
    });
    const ok = await t.gql(Invite, { emails: ['A@acme.test', 'b@acme.test', 'a@acme.test'], userType: 'VIEWER' }, { cookie: creator });
    expect(ok.data?.inviteUsers).toMatchObject({
      __typename: 'InviteUsersSuccess',
      upcomingPlanChangeRemoved: false,
      undeliveredEmails: [],
      invitations: [
        { email: 'a@acme.test', userType: 'VIEWER' },
        { email: 'b@acme.test', userType: 'VIEWER' },
      ],
    });
    expect((await t.gql(Plan, {}, { cookie: admin })).data?.viewer.organization.plan.quantities.viewer).toEqual({ used: 3, remaining: 1 });
    expect((await t.gql(Invite, { emails: ['c@acme.test', 'd@acme.test'], userType: 'VIEWER' }, { cookie: admin })).data?.inviteUsers).toEqual({
      __typename: 'PlanLimitError',
      message: 'Not enough viewers left',
    });
    // inviting an address again replaces its pending invitation, taking no further seat
    const again = await t.gql(Invite, { emails: ['a@acme.test'], userType: 'VIEWER' }, { cookie: admin });
    expect(again.data?.inviteUsers.__typename).toBe('InviteUsersSuccess');
    const list = await t.gql(Invitations, {}, { cookie: creator });
    expect(list.data?.invitations.totalCount).toBe(2);
    expect(list.data?.invitations.edges.map((e) => e.node.email)).toEqual(['a@acme.test', 'b@acme.test']);
  });

  it('refuses to invite while SAML single sign-on is enabled (spec 01 §5): access is given at the identity provider', async () => {
    const p = t.db.prisma;
    const org = await createOrg(p, { name: 'Sso Inc', isEnterprise: true, viewerQuota: 10 });
    const boss = await signInCookie(t, (await createTestUser(p, org.id, 'ADMIN', { isSuperUser: true })).email);
    await p.samlConfiguration.create({ data: { orgId: org.id, isEnabled: true, idpMetadata: '<EntityDescriptor/>', maxAuthenticationLifetime: 3600, userAttributeMappings: {} } });
    expect((await t.gql(Invite, { emails: ['new@sso.test'], userType: 'VIEWER' }, { cookie: boss })).data?.inviteUsers).toEqual({
      __typename: 'PermissionDeniedError',
      message: 'Inviting users through Meridian is disabled because single sign-on is used. Give users access at your identity provider.',
    });
    expect(await p.invitation.count({ where: { orgId: org.id } })).toBe(0);
    await p.samlConfiguration.update({ where: { orgId: org.id }, data: { isEnabled: false } });
    expect((await t.gql(Invite, { emails: ['new@sso.test'], userType: 'VIEWER' }, { cookie: boss })).data?.inviteUsers?.__typename).toBe('InviteUsersSuccess');
  });

  it('lets two concurrent invitations never exceed the quota together', async () => {
    // 3 creator seats, 1 used: 2 left; two requests of two creators each
    const results = await Promise.all([
      t.gql(Invite, { emails: ['c1@acme.test', 'c2@acme.test'], userType: 'CREATOR' }, { cookie: admin }),
      t.gql(Invite, { emails: ['c3@acme.test', 'c4@acme.test'], userType: 'CREATOR' }, { cookie: creator }),
    ]);
    expect(results.map((r) => r.data?.inviteUsers.__typename).sort()).toEqual(['InviteUsersSuccess', 'PlanLimitError']);
    expect(results.find((r) => r.data?.inviteUsers.__typename === 'PlanLimitError')?.data?.inviteUsers).toEqual({
      __typename: 'PlanLimitError',
      message: 'Not enough creators left',
    });
    expect(await t.db.prisma.invitation.count({ where: { orgId, userType: 'CREATOR' } })).toBe(2);
  });

  it('writes the mail to the outbox; the link creates the user with the invited type, signs in, and works once', async () => {
    const invitation = await t.db.prisma.invitation.findFirstOrThrow({ where: { email: 'b@acme.test' } });
    const eml = await readFile(join(dataDir, 'outbox', `${invitation.id}.eml`), 'utf8');
    expect(eml).toContain('To: b@acme.test');
    expect(eml).toContain('Subject: You are invited to Acme on Meridian');
    const token = decodeURIComponent(tokenFromMail(eml));
    expect((await t.gql(Preview, { token })).data?.invitationByToken).toEqual({ email: 'b@acme.test', userType: 'VIEWER', organizationName: 'Acme' });
    expect((await t.gql(Accept, { token, firstName: ' ', lastName: 'B', password: 'short' })).data?.acceptInvitation).toEqual({
      __typename: 'ValidationError',
      fieldErrors: [
        { path: 'firstName', message: 'Enter your first name.' },
        { path: 'password', message: 'The password needs at least 10 characters.' },
      ],
    });
    const res = await t.gql(Accept, { token, firstName: 'Bea', lastName: 'Baker', password: PASSWORD });
    expect(res.data?.acceptInvitation).toEqual({
      __typename: 'AcceptInvitationSuccess',
      viewer: { user: { email: 'b@acme.test', firstName: 'Bea', lastName: 'Baker', type: 'VIEWER', isSuperUser: false }, organization: { name: 'Acme' } },
    });
    const cookie = res.cookies.find((c) => c.startsWith('meridian_session='))!.split(';')[0];
    expect((await t.gql(Me, {}, { cookie })).data?.viewer.user).toEqual({ email: 'b@acme.test', type: 'VIEWER' });
    expect((await t.gql(Accept, { token, firstName: 'Bea', lastName: 'Baker', password: PASSWORD })).data?.acceptInvitation).toEqual({
      __typename: 'NotFoundError',
      message: 'This invitation is not valid any more. Ask for a new one.',
    });
    expect((await t.gql(Preview, { token })).data?.invitationByToken).toBeNull();
    // the seat moved from the invitation to the user
    expect((await t.gql(Plan, {}, { cookie: admin })).data?.viewer.organization.plan.quantities.viewer).toEqual({ used: 3, remaining: 1 });
  });

  it('removes a scheduled plan change the invitations exceed, and says so', async () => {
    await t.db.prisma.planChange.create({ data: { orgId, planName: 'Small', startDate: new Date('2027-01-01T00:00:00Z'), viewerQuota: 3 } });
    await t.app.services.usage.invalidate(orgId);
    const carla = await t.db.prisma.user.findUniqueOrThrow({ where: { email: 'carla@acme.test' } });
    t.app.services.viewers.forgetUser(carla.id);
    expect((await t.gql(Plan, {}, { cookie: creator })).data?.viewer.organization.plan.upcoming).toEqual({ planName: 'Small' });
    const res = await t.gql(Invite, { emails: ['e@acme.test'], userType: 'VIEWER' }, { cookie: admin });
    expect(res.data?.inviteUsers).toMatchObject({ __typename: 'InviteUsersSuccess', upcomingPlanChangeRemoved: true });
    expect(await t.db.prisma.planChange.count({ where: { orgId } })).toBe(0);
    expect((await t.gql(Plan, {}, { cookie: admin })).data?.viewer.organization.plan.upcoming).toBeNull();
    // every user of the organization sees it gone at once, not only the one who invited
    expect((await t.gql(Plan, {}, { cookie: creator })).data?.viewer.organization.plan.upcoming).toBeNull();
  });

  it('lets an expired invitation neither hold a seat nor be accepted', async () => {
    const token = 'expired-token-for-test';
    const { hashToken } = await import('../../api/src/auth/tokens.js');
    await t.db.prisma.invitation.create({
      data: { orgId, email: 'late@acme.test', userType: 'CREATOR', tokenHash: hashToken(token), expiresAt: new Date(Date.now() - 1000) },
    });
    await t.app.services.usage.invalidate(orgId);
    expect((await t.gql(Plan, {}, { cookie: admin })).data?.viewer.organization.plan.quantities.creator).toEqual({ used: 3, remaining: 0 });
    expect((await t.gql(Preview, { token })).data?.invitationByToken).toBeNull();
    expect((await t.gql(Accept, { token, firstName: 'L', lastName: 'Ate', password: PASSWORD })).data?.acceptInvitation).toEqual({
      __typename: 'NotFoundError',
      message: 'This invitation is not valid any more. Ask for a new one.',
    });
    const list = await t.gql(Invitations, {}, { cookie: admin });
    expect(list.data?.invitations.edges.find((e) => e.node.email === 'late@acme.test')?.node.isExpired).toBe(true);
  });

  it('deletes invitations with counted results; other organizations cannot see or delete them', async () => {
    const list = (await t.gql(Invitations, {}, { cookie: admin })).data!.invitations.edges.map((e) => e.node);
    const target = list.find((i) => i.email === 'e@acme.test')!;
    expect((await t.gql(Invitations, {}, { cookie: other })).data?.invitations.totalCount).toBe(0);
    expect((await t.gql(DeleteInvitations, { ids: [target.id] }, { cookie: other })).data?.deleteInvitations).toEqual({
      __typename: 'DeleteInvitationsSuccess',
      deletedIds: [],
      deletedCount: 0,
      failedCount: 1,
      failures: [{ itemId: target.id, message: 'The invitation was not found.' }],
    });
    expect((await t.gql(DeleteInvitations, { ids: [target.id] }, { cookie: viewer })).data?.deleteInvitations.__typename).toBe('PermissionDeniedError');
    const bogus = globalId('Invitation', 'nope');
    expect((await t.gql(DeleteInvitations, { ids: [target.id, bogus] }, { cookie: creator })).data?.deleteInvitations).toEqual({
      __typename: 'DeleteInvitationsSuccess',
      deletedIds: [target.id],
      deletedCount: 1,
      failedCount: 1,
      failures: [{ itemId: bogus, message: 'The invitation was not found.' }],
    });
    const node = await t.gql(`query($id: ID!) { node(id: $id) { id } }`, { id: list[0].id }, { cookie: other });
    expect((node.data as { node: unknown }).node).toBeNull();
  });
});

describe('deleting users', () => {
  it('deletes with counted results; the deleted user is signed out at once', async () => {
    expect((await t.gql(Me, {}, { cookie: viewer })).data?.viewer.user.email).toBe('vera@acme.test'); // cached
    const created = await t.gql<{ createApiToken: { secret: string } }, Record<string, never>>(
      'mutation { createApiToken(input: { name: "script", scope: READ }) { ... on CreateApiTokenSuccess { secret } } }',
      {},
      { cookie: viewer },
    );
    const apiToken = created.data!.createApiToken.secret;
    expect((await t.gql(Me, {}, { token: apiToken })).data?.viewer.user.email).toBe('vera@acme.test'); // cached
    const vera = globalId('User', viewerUserId);
    const self = (await t.db.prisma.user.findUniqueOrThrow({ where: { email: 'carla@acme.test' } })).id;
    const boss = (await t.db.prisma.user.findUniqueOrThrow({ where: { email: 'boss@acme.test' } })).id;
    expect((await t.gql(DeleteUsers, { ids: [vera] }, { cookie: other })).data?.deleteUsers).toMatchObject({ deletedCount: 0, failedCount: 1 });
    const res = await t.gql(DeleteUsers, { ids: [vera, globalId('User', self), globalId('User', boss)] }, { cookie: creator });
    expect(res.data?.deleteUsers).toEqual({
      __typename: 'DeleteUsersSuccess',
      deletedIds: [vera],
      deletedCount: 1,
      failedCount: 2,
      failures: [
        { itemId: globalId('User', self), message: 'You cannot delete yourself.' },
        { itemId: globalId('User', boss), message: 'Only super users may delete an administrator.' },
      ],
    });
    expect((await t.gql(Me, {}, { cookie: viewer })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.gql(Me, {}, { token: apiToken })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const list = await t.gql(Users, { includeDeleted: true }, { cookie: admin });
    expect(list.data?.users.edges.find((e) => e.node.email === 'vera@acme.test')?.node.isDeleted).toBe(true);
    expect((await t.gql(DeleteUsers, { ids: [] }, { cookie: admin })).data?.deleteUsers).toEqual({
      __typename: 'ValidationError',
      fieldErrors: [{ path: 'ids', message: 'Select at least one user.' }],
    });
  });

  it('lets a deleted user be invited again and restores them on acceptance, without their former roles', async () => {
    const role = await t.db.prisma.role.create({ data: { orgId, name: 'Former' } });
    await t.db.prisma.userRole.create({ data: { roleId: role.id, userId: viewerUserId } });
    const res = await t.gql(Invite, { emails: ['vera@acme.test'], userType: 'CREATOR' }, { cookie: admin });
    expect(res.data?.inviteUsers.__typename).toBe('PlanLimitError'); // creator seats are taken by the pending invitations
    const ok = await t.gql(Invite, { emails: ['vera@acme.test'], userType: 'VIEWER' }, { cookie: admin });
    expect(ok.data?.inviteUsers.__typename).toBe('InviteUsersSuccess');
    const files = await readdir(join(dataDir, 'outbox'));
    const invitation = await t.db.prisma.invitation.findFirstOrThrow({ where: { email: 'vera@acme.test' } });
    expect(files).toContain(`${invitation.id}.eml`);
    const token = decodeURIComponent(tokenFromMail(await readFile(join(dataDir, 'outbox', `${invitation.id}.eml`), 'utf8')));
    const accepted = await t.gql(Accept, { token, firstName: 'Vera', lastName: 'Back', password: PASSWORD });
    expect(accepted.data?.acceptInvitation).toMatchObject({ viewer: { user: { email: 'vera@acme.test', lastName: 'Back', type: 'VIEWER' } } });
    expect(await t.db.prisma.user.count({ where: { email: 'vera@acme.test', isDeleted: false } })).toBe(1);
    expect(await t.db.prisma.userRole.count({ where: { userId: viewerUserId } })).toBe(0);
  });
});

describe('invitation mail over SMTP', () => {
  it('sends through SMTP_URL when set', async () => {
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as { port: number }).port;
    const app = await startTestApp({ db: t.db, config: { smtpUrl: `smtp://127.0.0.1:${port}`, smtpFrom: 'Meridian <noreply@meridian.test>' } });
    try {
      const res = await app.gql(Invite, { emails: ['smtp@acme.test'], userType: 'VIEWER' }, { cookie: admin });
      expect(res.data?.inviteUsers.__typename).toBe('InviteUsersSuccess');
      expect(received).toHaveLength(1);
      expect(received[0]).toContain('To: smtp@acme.test');
      expect(received[0]).toContain('From: Meridian <noreply@meridian.test>');
      expect(tokenFromMail(received[0])).toBeTruthy();
    } finally {
      await app.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });

  it('keeps the invitation and names the address when the mail cannot be sent', async () => {
    await t.db.prisma.organization.update({ where: { id: orgId }, data: { viewerQuota: 10 } });
    const app = await startTestApp({ db: t.db, config: { smtpUrl: 'smtp://127.0.0.1:1' } });
    try {
      const res = await app.gql(Invite, { emails: ['bounce@acme.test'], userType: 'VIEWER' }, { cookie: admin });
      expect(res.data?.inviteUsers).toMatchObject({
        __typename: 'InviteUsersSuccess',
        undeliveredEmails: ['bounce@acme.test'],
        invitations: [{ email: 'bounce@acme.test' }],
      });
    } finally {
      await app.close();
    }
  });
});
