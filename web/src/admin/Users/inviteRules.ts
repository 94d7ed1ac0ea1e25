import { MAX_INVITATIONS, isValidEmail } from './inviteAddresses.js';

export type InvitableType = 'VIEWER' | 'CREATOR';
export type QuotaLike = { isUnlimited: boolean; remaining: number | null | undefined };
export type Quotas = { user: QuotaLike; viewer: QuotaLike; creator: QuotaLike };

/** Seats left under a quota (Infinity when unlimited, never negative). */
export function seatsLeft(quota: QuotaLike): number {
  return quota.isUnlimited ? Infinity : Math.max(0, quota.remaining ?? 0);
}

/** Whether any user slot remains; Invite is disabled otherwise (spec 01 §5). */
export function hasUserSlots(quotas: Quotas): boolean {
  return seatsLeft(quotas.user) > 0;
}

/** The dialog's initial type: Viewer if viewers remain, otherwise Creator if creators remain, otherwise none (spec 01 §4). */
export function defaultUserType(quotas: Quotas): InvitableType | null {
  if (seatsLeft(quotas.viewer) > 0) return 'VIEWER';
  if (seatsLeft(quotas.creator) > 0) return 'CREATOR';
  return null;
}

export type InviteProblem =
  | { kind: 'empty' }
  | { kind: 'noType' }
  | { kind: 'invalidPending' }
  | { kind: 'tooMany' }
  | { kind: 'notEnough'; type: 'viewer' | 'creator' | 'user' };

/** A scheduled plan change with the seats its quotas leave (spec 01 §4). */
export type UpcomingPlan = { planName: string; startDate: unknown; quantities: Quotas };

/**
 * Whether inviting `count` users of a type goes beyond the scheduled plan change's quotas; the server then removes
 * the scheduled change, so the dialog warns before sending (spec 01 §4).
 */
export function exceedsUpcoming(upcoming: UpcomingPlan | null | undefined, userType: InvitableType | null, count: number): boolean {
  if (!upcoming || !userType || count === 0) return false;
  const typeQuota = userType === 'VIEWER' ? upcoming.quantities.viewer : upcoming.quantities.creator;
  return seatsLeft(typeQuota) < count || seatsLeft(upcoming.quantities.user) < count;
}

/** The addresses an invitation would send: the committed ones plus valid pending text. */
export function addressCount(addresses: readonly string[], pending: string): number {
  const text = pending.trim();
  return addresses.length + (text && isValidEmail(text) ? 1 : 0);
}

/** Why Invite is disabled, mirroring the server's rules; null when the invitation can be sent. */
export function inviteProblem(input: { addresses: readonly string[]; pending: string; userType: InvitableType | null; quotas: Quotas }): InviteProblem | null {
  const pending = input.pending.trim();
  if (pending && !isValidEmail(pending)) return { kind: 'invalidPending' };
  const count = addressCount(input.addresses, pending);
  if (count > MAX_INVITATIONS) return { kind: 'tooMany' };
  if (count === 0) return { kind: 'empty' };
  if (!input.userType) return { kind: 'noType' };
  const typeQuota = input.userType === 'VIEWER' ? input.quotas.viewer : input.quotas.creator;
  if (seatsLeft(typeQuota) < count) return { kind: 'notEnough', type: input.userType === 'VIEWER' ? 'viewer' : 'creator' };
  if (seatsLeft(input.quotas.user) < count) return { kind: 'notEnough', type: 'user' };
  return null;
}
