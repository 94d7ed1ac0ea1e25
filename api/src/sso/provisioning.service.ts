// Creates or updates the user an identity provider vouched for (SAML name ID or JWT sub), from the mapped fields.
import type { Prisma, User, UserType } from '../generated/prisma/client.js';
import type { AppServices } from '../context.js';
import { ConflictError, PlanLimitError } from '../errors.js';
import { createUser } from '../organizations/organizations.service.js';
import { loadUsage, quantities } from '../organizations/plan.service.js';
import { SingleSignOnError } from './errors.js';
import type { IncomingAttributes, MappingResult } from './mappings/index.js';

export type SingleSignOnIdentity = {
  /** The SAML name ID or the JWT sub: the user's identity at the provider, stable across e-mail changes. */
  subject: string;
  mapped: MappingResult;
  /** What the provider sent, kept on the user for the mapping simulator. */
  attributes: IncomingAttributes;
};

export type ProvisionedUser = { user: User; created: boolean; roleNames: string[]; unknownRoleNames: string[] };

const seatLabel: Record<UserType, string> = { VIEWER: 'viewer', CREATOR: 'creator', ADMIN: 'user' };
const MAX_SUBJECT = 500;

/** Seats: a new (or restored) user takes one of its type; a type change takes one of the new type. */
async function assertSeat(tx: Prisma.TransactionClient, orgId: string, email: string, type: UserType, existing: User | null) {
  const isNewSeat = !existing || existing.isDeleted;
  if (!isNewSeat && existing.type === type) return;
  const org = await tx.organization.findUniqueOrThrow({ where: { id: orgId } });
  const now = quantities(org, await loadUsage(tx, orgId));
  const typeQuota = type === 'VIEWER' ? now.viewer : type === 'CREATOR' ? now.creator : null;
  const short = (typeQuota && typeQuota.remaining !== null && typeQuota.remaining < 1) || (isNewSeat && now.user.remaining !== null && now.user.remaining < 1);
  if (short) {
    const label = typeQuota && typeQuota.remaining !== null && typeQuota.remaining < 1 ? seatLabel[type] : 'user';
    throw new PlanLimitError(`Your organization has no ${label} seats left, so ${email} cannot be signed in. Ask an administrator to free a seat or change the plan.`);
  }
}

/** The single sign-on user of this subject, else an active or deleted user of the organization with that e-mail. */
async function findExisting(tx: Prisma.TransactionClient, orgId: string, subject: string, email: string) {
  const bySubject = await tx.user.findUnique({ where: { orgId_ssoSubject: { orgId, ssoSubject: subject } } });
  const byEmail = await tx.user.findUnique({ where: { email } });
  if (byEmail && byEmail.orgId !== orgId) throw new ConflictError(`The e-mail address ${email} belongs to a user of another organization.`);
  if (bySubject) {
    if (byEmail && byEmail.id !== bySubject.id) throw new ConflictError(`The e-mail address ${email} is already used by another user.`);
    return bySubject;
  }
  if (byEmail?.ssoSubject) throw new ConflictError(`The e-mail address ${email} is already linked to another single sign-on identity.`);
  return byEmail;
}

/**
 * Creates or updates the user in one transaction (under the organization's row lock, like invitations): flagged
 * single sign-on, without a password, with the mapped type, names, language, tenant (by external id) and exactly
 * the mapped roles that exist in the organization. A new seat or a type change respects the plan's quotas.
 * The caller then starts a session (auth.service startSession).
 */
export async function signInSingleSignOnUser(services: AppServices, orgId: string, identity: SingleSignOnIdentity): Promise<ProvisionedUser> {
  const subject = identity.subject.trim();
  if (!subject || subject.length > MAX_SUBJECT) throw new SingleSignOnError('The identity provider sent no usable user identifier.');
  const { mapped } = identity;
  const email = mapped.email.value;
  if (!email) throw new SingleSignOnError('The identity provider sent no e-mail address for this user: check the email mapping.');

  const result = await services.prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "Organization" WHERE id = ${orgId} FOR UPDATE`;
    const org = await tx.organization.findUniqueOrThrow({ where: { id: orgId } });
    const existing = await findExisting(tx, orgId, subject, email);

    let tenantId: string | null = null;
    if (org.usesTenants && mapped.tenant.value) {
      const tenant = await tx.tenant.findUnique({ where: { orgId_externalId: { orgId, externalId: mapped.tenant.value } } });
      if (!tenant) throw new SingleSignOnError(`The tenant '${mapped.tenant.value}' does not exist in this organization.`);
      tenantId = tenant.id;
    }
    await assertSeat(tx, orgId, email, mapped.type.value, existing);

    const profile = {
      email,
      firstName: mapped.firstName.value,
      lastName: mapped.lastName.value,
      type: mapped.type.value,
      language: mapped.language.value,
      tenantId,
    };
    const sso = {
      isSingleSignOn: true,
      // A super user linked by e-mail keeps their password: the way back in when the identity provider fails.
      ...(existing && !existing.isDeleted && existing.isSuperUser ? {} : { passwordHash: null }),
      ssoSubject: subject,
      ssoAttributes: identity.attributes as Prisma.InputJsonValue,
      isDeleted: false,
      deletedAt: null,
    };
    const user = existing
      ? await tx.user.update({
          where: { id: existing.id },
          // A restored user starts afresh, as with invitations: no super-user flag.
          data: { ...profile, ...sso, ...(existing.isDeleted ? { isSuperUser: false } : {}) },
        })
      : await tx.user.update({ where: { id: (await createUser(tx, orgId, profile)).id }, data: sso });

    const orgRoles = await tx.role.findMany({ where: { orgId }, select: { id: true, name: true } });
    const byName = new Map(orgRoles.map((r) => [r.name.toLowerCase(), r]));
    const matched = mapped.roles.map((r) => byName.get(r.name.toLowerCase())).filter((r) => r !== undefined);
    const roleIds = [...new Set(matched.map((r) => r.id))];
    await tx.userRole.deleteMany({ where: { userId: user.id, roleId: { notIn: roleIds } } });
    await tx.userRole.createMany({ data: roleIds.map((roleId) => ({ userId: user.id, roleId })), skipDuplicates: true });

    return {
      user,
      created: !existing,
      roleNames: matched.map((r) => r.name),
      unknownRoleNames: mapped.roles.filter((r) => !byName.has(r.name.toLowerCase())).map((r) => r.name),
    };
  });
  await services.usage.invalidate(orgId);
  // Cached viewers of this user carry the old profile.
  await services.pubsub.publish('authInvalidated', { userId: result.user.id });
  return result;
}
