// Invitations: quota-checked under a row lock on the organization, mailed with a single-use link, accepted by
// choosing a name and password. Pending invitations hold a seat of their type.
import { z } from 'zod';
import type { AppServices } from '../context.js';
import type { Viewer } from '../auth/viewer.js';
import type { Invitation, UserType } from '../generated/prisma/client.js';
import { requireUserManager } from '../admin/access.js';
import type { BulkResult } from '../admin/bulk.schema.js';
import { globalIdOf, MAX_BULK } from '../admin/ids.js';
import { ConflictError, NotFoundError, parseInput, PermissionDeniedError, PlanLimitError, ValidationError, type FieldError } from '../errors.js';
import { hashToken, newSessionToken } from '../auth/tokens.js';
import { hashPassword } from '../auth/password.js';
import { loadUsage, quantities } from '../organizations/plan.service.js';
import { decodeGlobalIdOf } from '../schema/globalIds.js';
import { sendMail } from '../mail/mailer.js';
import { createUser } from '../organizations/organizations.service.js';

export const MAX_INVITATIONS = 100;

const inviteSchema = z.object({
  emails: z
    .array(z.string().trim().toLowerCase().pipe(z.email('Enter a valid e-mail address.')))
    .min(1, 'Enter at least one e-mail address.')
    .max(MAX_INVITATIONS, `You can invite at most ${MAX_INVITATIONS} users at a time`),
  userType: z.enum(['VIEWER', 'CREATOR'], { message: 'Choose Viewer or Creator.' }),
  tenantId: z.string().nullish(),
});

const typeLabel: Record<UserType, string> = { VIEWER: 'viewer', CREATOR: 'creator', ADMIN: 'admin' };

export type InviteResult = { invitations: Invitation[]; upcomingPlanChangeRemoved: boolean; undeliveredEmails: string[] };

/** Invites addresses as one user type; fails as a whole when the quota (pending invitations included) is short. */
export async function inviteUsers(services: AppServices, viewer: Viewer, input: unknown): Promise<InviteResult> {
  requireUserManager(viewer);
  const data = parseInput(inviteSchema, input);
  const orgId = viewer.org.id;
  // With SAML, people get access at the identity provider (spec 01 §5); the Invite button says the same.
  if (viewer.org.isEnterprise && (await services.prisma.samlConfiguration.findUnique({ where: { orgId }, select: { isEnabled: true } }))?.isEnabled) {
    throw new PermissionDeniedError('Inviting users through Meridian is disabled because single sign-on is used. Give users access at your identity provider.');
  }
  const emails = [...new Set(data.emails)];

  let tenantId: string | null = null;
  if (data.tenantId) {
    const id = decodeGlobalIdOf('Tenant', data.tenantId);
    const tenant = id ? await services.prisma.tenant.findFirst({ where: { id, orgId } }) : null;
    if (!tenant) throw ValidationError.on('tenantId', 'The tenant was not found.');
    tenantId = tenant.id;
  }

  // An address of an active user (here or in another organization) cannot be invited; a deleted user of this
  // organization can, and is restored on acceptance.
  const taken = await services.prisma.user.findMany({ where: { email: { in: emails }, OR: [{ isDeleted: false }, { orgId: { not: orgId } }] } });
  if (taken.length) {
    const takenEmails = new Set(taken.map((u) => u.email));
    const fieldErrors: FieldError[] = [];
    data.emails.forEach((email, i) => {
      if (takenEmails.has(email)) fieldErrors.push({ path: `emails.${i}`, message: 'A user with this e-mail address already exists.' });
    });
    throw new ValidationError(fieldErrors);
  }

  const tokens = new Map(emails.map((email) => [email, newSessionToken()]));
  const expiresAt = new Date(Date.now() + services.config.invitationTtlMs);
  const result = await services.prisma.$transaction(async (tx) => {
    // Serializes invitations (and acceptances) of one organization so that two cannot together exceed the quota.
    await tx.$queryRaw`SELECT id FROM "Organization" WHERE id = ${orgId} FOR UPDATE`;
    // Inviting an address again replaces its pending invitation (new link, new type).
    await tx.invitation.deleteMany({ where: { orgId, email: { in: emails }, acceptedAt: null } });
    const org = await tx.organization.findUniqueOrThrow({ where: { id: orgId }, include: { upcomingPlanChange: true } });
    const now = quantities(org, await loadUsage(tx, orgId));
    const typeKey = data.userType === 'VIEWER' ? 'viewer' : 'creator';
    const typeRemaining = now[typeKey].remaining;
    if (typeRemaining !== null && typeRemaining < emails.length) throw new PlanLimitError(`Not enough ${typeLabel[data.userType]}s left`);
    const userRemaining = now.user.remaining;
    if (userRemaining !== null && userRemaining < emails.length) throw new PlanLimitError('Not enough users left');

    const invitations: Invitation[] = [];
    for (const email of emails) {
      invitations.push(
        await tx.invitation.create({
          data: { orgId, email, userType: data.userType, tenantId, tokenHash: hashToken(tokens.get(email)!), invitedById: viewer.user.id, expiresAt },
        }),
      );
    }

    let upcomingPlanChangeRemoved = false;
    if (org.upcomingPlanChange) {
      const upcoming = quantities(org.upcomingPlanChange, await loadUsage(tx, orgId));
      if ((upcoming[typeKey].remaining ?? 0) < 0 || (upcoming.user.remaining ?? 0) < 0) {
        await tx.planChange.delete({ where: { orgId } });
        upcomingPlanChangeRemoved = true;
      }
    }
    return { invitations, upcomingPlanChangeRemoved };
  });
  await services.usage.invalidate(orgId);
  if (result.upcomingPlanChangeRemoved) {
    // Cached viewers carry the organization with its plan change: drop them for every user of the organization.
    const users = await services.prisma.user.findMany({ where: { orgId, isDeleted: false }, select: { id: true } });
    for (const { id } of users) await services.pubsub.publish('authInvalidated', { userId: id });
  }

  // The invitations stand even when a mail fails: the result names those addresses so they can be invited again.
  const undeliveredEmails: string[] = [];
  for (const invitation of result.invitations) {
    try {
      await sendMail(services.config, invitationMail(services, viewer, invitation, tokens.get(invitation.email)!));
    } catch (error) {
      undeliveredEmails.push(invitation.email);
      services.log.error('invitation mail failed', { invitationId: invitation.id, error: String(error) });
    }
  }
  return { ...result, undeliveredEmails };
}

function invitationMail(services: AppServices, viewer: Viewer, invitation: Invitation, token: string) {
  const link = `${services.config.publicUrl}/accept-invitation?token=${encodeURIComponent(token)}`;
  const inviter = `${viewer.user.firstName} ${viewer.user.lastName}`.trim() || viewer.user.email;
  const type = invitation.userType === 'CREATOR' ? 'Creator' : 'Viewer';
  const text = [
    'Hello,',
    '',
    `${inviter} invited you to join ${viewer.org.name} on Meridian as a ${type}.`,
    '',
    'Accept the invitation and choose your password here:',
    link,
    '',
    `The link can be used once and expires on ${invitation.expiresAt.toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
  ].join('\n');
  return { id: invitation.id, to: invitation.email, subject: `You are invited to ${viewer.org.name} on Meridian`, text };
}

/** Deletes pending invitations by global id; their links stop working. */
export async function deleteInvitations(services: AppServices, viewer: Viewer, globalIds: string[]): Promise<BulkResult> {
  requireUserManager(viewer);
  if (globalIds.length === 0) throw ValidationError.on('ids', 'Select at least one invitation.');
  if (globalIds.length > MAX_BULK) throw ValidationError.on('ids', `Select at most ${MAX_BULK} invitations.`);
  const result: BulkResult = { deletedIds: [], failures: [] };
  for (const globalId of new Set(globalIds)) {
    const id = decodeGlobalIdOf('Invitation', globalId);
    const { count } = id
      ? await services.prisma.invitation.deleteMany({ where: { id, orgId: viewer.org.id, acceptedAt: null } })
      : { count: 0 };
    if (count) result.deletedIds.push(globalIdOf('Invitation', id!));
    else result.failures.push({ id: globalId, message: 'The invitation was not found.' });
  }
  if (result.deletedIds.length) await services.usage.invalidate(viewer.org.id);
  return result;
}

/** The pending invitation a link carries, or null when it is unknown, used or expired. */
export async function findOpenInvitation(services: AppServices, token: string) {
  if (!token || token.length > 200) return null;
  const invitation = await services.prisma.invitation.findUnique({ where: { tokenHash: hashToken(token) }, include: { org: true } });
  if (!invitation || invitation.acceptedAt || invitation.expiresAt.getTime() <= Date.now()) return null;
  return invitation;
}

const acceptSchema = z.object({
  token: z.string().min(1, 'The invitation link is incomplete.'),
  firstName: z.string().trim().min(1, 'Enter your first name.').max(100, 'The first name must not exceed 100 characters.'),
  lastName: z.string().trim().min(1, 'Enter your last name.').max(100, 'The last name must not exceed 100 characters.'),
  password: z.string().min(10, 'The password needs at least 10 characters.').max(1000, 'The password must not exceed 1000 characters.'),
});

/** Creates (or restores) the invited user with the invited type; the link works once. */
export async function acceptInvitation(services: AppServices, input: unknown) {
  const data = parseInput(acceptSchema, input);
  const invitation = await findOpenInvitation(services, data.token);
  if (!invitation) throw new NotFoundError('This invitation is not valid any more. Ask for a new one.');
  const passwordHash = await hashPassword(data.password);
  const user = await services.prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "Organization" WHERE id = ${invitation.orgId} FOR UPDATE`;
    const claimed = await tx.invitation.updateMany({
      where: { id: invitation.id, acceptedAt: null, expiresAt: { gt: new Date() } },
      data: { acceptedAt: new Date() },
    });
    if (claimed.count !== 1) throw new NotFoundError('This invitation is not valid any more. Ask for a new one.');
    const existing = await tx.user.findUnique({ where: { email: invitation.email } });
    const profile = { firstName: data.firstName, lastName: data.lastName, type: invitation.userType, tenantId: invitation.tenantId, passwordHash };
    if (existing) {
      if (existing.orgId !== invitation.orgId || !existing.isDeleted) throw new ConflictError('A user with this e-mail address already exists.');
      // A restored user starts afresh: no super-user flag, no roles of their former account.
      await tx.userRole.deleteMany({ where: { userId: existing.id } });
      return tx.user.update({ where: { id: existing.id }, data: { ...profile, isDeleted: false, deletedAt: null, isSuperUser: false } });
    }
    return createUser(tx, invitation.orgId, { email: invitation.email, ...profile });
  });
  await services.usage.invalidate(invitation.orgId);
  return user;
}
