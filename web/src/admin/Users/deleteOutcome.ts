import type { MessageId } from '../../app/i18n/catalogues/en-US.js';

export type DeletableKind = 'user' | 'invitation';
export type BulkOutcome = { deletedCount: number; failedCount: number; failures: readonly { message: string }[] };
export type OutcomeToast = { intent: 'success' | 'error'; id: MessageId; values: Record<string, string | number> };

const MESSAGES: Record<DeletableKind, { deleted: MessageId; failedOne: MessageId; failedMany: MessageId }> = {
  user: { deleted: 'users.delete.deletedUsers', failedOne: 'users.delete.failedUser', failedMany: 'users.delete.failedUsers' },
  invitation: { deleted: 'users.delete.deletedInvitations', failedOne: 'users.delete.failedInvitation', failedMany: 'users.delete.failedInvitations' },
};

/** The spec's counted toasts for a bulk delete (spec 01 §8): successes counted, one failure with its reason or failures counted. */
export function deleteOutcomeToasts(kind: DeletableKind, outcome: BulkOutcome): OutcomeToast[] {
  const messages = MESSAGES[kind];
  const toasts: OutcomeToast[] = [];
  if (outcome.deletedCount > 0) toasts.push({ intent: 'success', id: messages.deleted, values: { count: outcome.deletedCount } });
  if (outcome.failedCount === 1) toasts.push({ intent: 'error', id: messages.failedOne, values: { message: outcome.failures[0]?.message ?? '' } });
  else if (outcome.failedCount > 1) toasts.push({ intent: 'error', id: messages.failedMany, values: { count: outcome.failedCount } });
  return toasts;
}

/** The toast for a delete the server refused as a whole (or a network failure). */
export function deleteErrorToast(kind: DeletableKind, message: string): OutcomeToast {
  return { intent: 'error', id: MESSAGES[kind].failedOne, values: { message } };
}
