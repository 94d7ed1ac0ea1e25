// Test data through the services the app itself uses.
import { randomBytes } from 'node:crypto';
import type { Organization, PrismaClient, User, UserType } from '../../api/src/generated/prisma/client.js';
import type { Viewer } from '../../api/src/auth/viewer.js';
import { createUser } from '../../api/src/organizations/organizations.service.js';
import type { TestApp } from './testApp.js';

export const PASSWORD = 'correct horse battery staple';
const unique = () => randomBytes(4).toString('hex');

export async function createOrg(prisma: PrismaClient, data: Partial<Parameters<PrismaClient['organization']['create']>[0]['data']> = {}) {
  return prisma.organization.create({ data: { name: `Org ${unique()}`, ...data } });
}

export async function createTestUser(prisma: PrismaClient, orgId: string, type: UserType = 'CREATOR', extra: { isSuperUser?: boolean; email?: string } = {}) {
  return createUser(prisma, orgId, {
    email: extra.email ?? `${type.toLowerCase()}-${unique()}@example.test`,
    firstName: 'Test',
    lastName: type,
    type,
    isSuperUser: extra.isSuperUser,
    password: PASSWORD,
  });
}

export async function createKg(prisma: PrismaClient, orgId: string, name: string, extra: { isDemo?: boolean; developmentKgForId?: string; tenantId?: string } = {}) {
  return prisma.knowledgeGraph.create({
    data: { orgId, ...extra, info: { create: [{ languageId: 'en-US', name, description: `${name} description` }] } },
  });
}

const SIGN_IN = `mutation SignIn($email: String!, $password: String!) {
  signIn(input: { email: $email, password: $password }) { __typename ... on Error { message } }
}`;

/** Signs in over HTTP and returns the Cookie header value for later requests. */
export async function signInCookie(t: TestApp, email: string, password = PASSWORD): Promise<string> {
  const res = await t.gql(SIGN_IN, { email, password });
  const cookie = res.cookies.find((c) => c.startsWith('meridian_session='));
  if (!cookie) throw new Error(`sign-in failed: ${JSON.stringify(res)}`);
  return cookie.split(';')[0];
}

/** The Viewer a service sees for this user, as if signed in with a session. */
export const viewerFor = (user: User, org: Organization): Viewer => ({
  user,
  org: { ...org, upcomingPlanChange: null },
  sessionId: null,
  apiTokenId: null,
  tokenScope: null,
});

export async function createBoard(
  prisma: PrismaClient,
  orgId: string,
  ownerId: string,
  kgId: string,
  names: Record<string, string>,
  share: { isSharedWithOrg?: boolean; roleIds?: string[]; userIds?: string[] } = {},
) {
  return prisma.board.create({
    data: {
      orgId,
      ownerId,
      kgId,
      names,
      isSharedWithOrg: share.isSharedWithOrg ?? false,
      sharedRoles: { create: (share.roleIds ?? []).map((roleId) => ({ roleId })) },
      sharedUsers: { create: (share.userIds ?? []).map((userId) => ({ userId })) },
    },
  });
}
