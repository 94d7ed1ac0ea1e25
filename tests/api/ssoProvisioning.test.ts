import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/testApp.js';
import { createOrg, createTestUser } from '../support/factories.js';
import { signInSingleSignOnUser } from '../../api/src/sso/provisioning.service.js';
import { startSession } from '../../api/src/auth/auth.service.js';
import { evaluateMappings, emptyMappings, type AttributeMapping, type IncomingAttributes } from '../../api/src/sso/mappings/index.js';
import type { Organization } from '../../api/src/generated/prisma/client.js';

let t: TestApp;
let org: Organization;

const m = (value: string | null, condition: string | null = null): AttributeMapping => ({ value, condition, description: null });
const mappings = {
  ...emptyMappings(),
  tenant: [m('${customer}')],
  type: [m('CREATOR', '"studio" in groups'), m('VIEWER')],
  firstName: [m('${given_name}')],
  lastName: [m('${family_name}')],
  email: [m('${email}')],
  language: [m('${locale}')],
  roles: [m('${groups}')],
};
const identity = (subject: string, attributes: IncomingAttributes, usesTenants = true) => ({
  subject,
  attributes,
  mapped: evaluateMappings(mappings, attributes, { usesTenants }),
});
const ana = { given_name: ['Ana'], family_name: ['Lima'], email: ['ana@acme.test'], locale: ['de-DE'], groups: ['Sales', 'studio', 'Nope'], customer: ['acme-ch'] };

beforeAll(async () => {
  t = await startTestApp();
  org = await createOrg(t.db.prisma, { name: 'Acme', isEnterprise: true, usesTenants: true });
  await t.db.prisma.role.createMany({ data: [{ orgId: org.id, name: 'sales' }, { orgId: org.id, name: 'Finance' }] });
  await t.db.prisma.tenant.create({ data: { orgId: org.id, externalId: 'acme-ch', name: 'Acme Switzerland' } });
});
afterAll(() => t.close());

const rolesOf = async (userId: string) =>
  (await t.db.prisma.userRole.findMany({ where: { userId }, include: { role: true } })).map((r) => r.role.name).sort();

describe('single sign-on provisioning', () => {
  it('creates a flagged user without password with the mapped fields, tenant and existing roles', async () => {
    const result = await signInSingleSignOnUser(t.app.services, org.id, identity('ana-subject', ana));
    expect(result.created).toBe(true);
    expect(result.roleNames).toEqual(['sales']);
    expect(result.unknownRoleNames).toEqual(['studio', 'Nope']);
    const tenant = await t.db.prisma.tenant.findFirstOrThrow({ where: { orgId: org.id } });
    expect(result.user).toMatchObject({
      orgId: org.id,
      email: 'ana@acme.test',
      firstName: 'Ana',
      lastName: 'Lima',
      type: 'CREATOR',
      language: 'de-DE',
      tenantId: tenant.id,
      isSingleSignOn: true,
      passwordHash: null,
      ssoSubject: 'ana-subject',
      ssoAttributes: ana,
    });
    expect(await rolesOf(result.user.id)).toEqual(['sales']);
  });

  it('updates the same subject on the next sign-in, e-mail change included, and replaces the roles', async () => {
    const next = { ...ana, email: ['ana.lima@acme.test'], groups: ['finance'] };
    const result = await signInSingleSignOnUser(t.app.services, org.id, identity('ana-subject', next));
    expect(result.created).toBe(false);
    expect(result.user).toMatchObject({ email: 'ana.lima@acme.test', type: 'VIEWER' });
    expect(await rolesOf(result.user.id)).toEqual(['Finance']);
    expect(await t.db.prisma.user.count({ where: { orgId: org.id, ssoSubject: 'ana-subject' } })).toBe(1);
  });

  it('links an existing password user of the organization by e-mail and removes the password', async () => {
    const existing = await createTestUser(t.db.prisma, org.id, 'VIEWER', { email: 'ben@acme.test' });
    const result = await signInSingleSignOnUser(t.app.services, org.id, identity('ben-subject', { email: ['ben@acme.test'] }));
    expect(result.user).toMatchObject({ id: existing.id, isSingleSignOn: true, passwordHash: null, ssoSubject: 'ben-subject' });
  });

  it('links a super user by e-mail but keeps their password, the way back in when the identity provider fails', async () => {
    const boss = await createTestUser(t.db.prisma, org.id, 'ADMIN', { email: 'boss-sso@acme.test', isSuperUser: true });
    const result = await signInSingleSignOnUser(t.app.services, org.id, identity('boss-subject', { email: ['boss-sso@acme.test'] }));
    expect(result.user).toMatchObject({ id: boss.id, isSingleSignOn: true, ssoSubject: 'boss-subject', passwordHash: boss.passwordHash });
    expect(boss.passwordHash).toBeTruthy();
  });

  it('refuses an e-mail of another organization, a second identity for a linked e-mail, a missing e-mail or tenant', async () => {
    const other = await createOrg(t.db.prisma);
    await createTestUser(t.db.prisma, other.id, 'VIEWER', { email: 'foreign@other.test' });
    await expect(signInSingleSignOnUser(t.app.services, org.id, identity('x1', { email: ['foreign@other.test'] }))).rejects.toThrow(
      'The e-mail address foreign@other.test belongs to a user of another organization.',
    );
    await expect(signInSingleSignOnUser(t.app.services, org.id, identity('x2', { email: ['ben@acme.test'] }))).rejects.toThrow(
      'The e-mail address ben@acme.test is already linked to another single sign-on identity.',
    );
    await expect(signInSingleSignOnUser(t.app.services, org.id, identity('x3', { given_name: ['No'] }))).rejects.toThrow(
      'The identity provider sent no e-mail address for this user: check the email mapping.',
    );
    await expect(signInSingleSignOnUser(t.app.services, org.id, identity('x4', { email: ['x4@acme.test'], customer: ['unknown'] }))).rejects.toThrow(
      "The tenant 'unknown' does not exist in this organization.",
    );
    expect(await t.db.prisma.user.count({ where: { ssoSubject: { in: ['x1', 'x2', 'x3', 'x4'] } } })).toBe(0);
  });

  it('respects seat quotas for new users and type changes', async () => {
    const small = await createOrg(t.db.prisma, { isEnterprise: true, userQuota: 2, creatorQuota: 1 });
    await signInSingleSignOnUser(t.app.services, small.id, identity('s1', { email: ['s1@small.test'], groups: ['studio'] }, false));
    await expect(signInSingleSignOnUser(t.app.services, small.id, identity('s2', { email: ['s2@small.test'], groups: ['studio'] }, false))).rejects.toThrow(
      'Your organization has no creator seats left, so s2@small.test cannot be signed in. Ask an administrator to free a seat or change the plan.',
    );
    await signInSingleSignOnUser(t.app.services, small.id, identity('s2', { email: ['s2@small.test'] }, false));
    await expect(signInSingleSignOnUser(t.app.services, small.id, identity('s3', { email: ['s3@small.test'] }, false))).rejects.toThrow(
      'Your organization has no user seats left, so s3@small.test cannot be signed in.',
    );
    // The creator seat is taken: s2 cannot become a creator, but signs in again as a viewer.
    await expect(signInSingleSignOnUser(t.app.services, small.id, identity('s2', { email: ['s2@small.test'], groups: ['studio'] }, false))).rejects.toThrow(
      'no creator seats left',
    );
    expect((await signInSingleSignOnUser(t.app.services, small.id, identity('s2', { email: ['s2@small.test'] }, false))).user.type).toBe('VIEWER');
  });

  it('opens a session whose cookie signs the user in', async () => {
    const user = await t.db.prisma.user.findFirstOrThrow({ where: { ssoSubject: 'ana-subject' } });
    const { cookie } = await startSession(t.app.services, user.id, 'vitest');
    expect(cookie).toMatch(/^meridian_session=[\w-]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+$/);
    const res = await t.gql('{ viewer { user { email isSingleSignOn } } }', undefined, { cookie: cookie.split(';')[0] });
    expect(res.data).toEqual({ viewer: { user: { email: 'ana.lima@acme.test', isSingleSignOn: true } } });
    const framed = await startSession(t.app.services, user.id, 'vitest', { crossSite: true });
    expect(framed.cookie).toMatch(/; SameSite=None; Max-Age=\d+; Secure; Partitioned$/);
  });
});
