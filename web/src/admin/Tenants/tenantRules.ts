import type { MessageId } from '../../app/i18n/catalogues/en-US.js';

/** Grid page size (spec 02 §6); fetched in requests of 20 like the other admin grids. */
export const TENANTS_PAGE_SIZE = 100;
export const TENANTS_FETCH_SIZE = 20;

/** The create dialog's fields; the name follows the ID until the user edits it (spec 02 §2.10). */
export type TenantDraft = { externalId: string; name: string; nameEdited: boolean };

export const emptyDraft: TenantDraft = { externalId: '', name: '', nameEdited: false };

/** The name shown and sent: the ID until the name was edited. */
export function tenantName(draft: TenantDraft): string {
  return draft.nameEdited ? draft.name : draft.externalId;
}

/** Create needs an ID and a name (a cleared name disables it) and nothing loading (spec 02 §5). */
export function canCreateTenant(draft: TenantDraft, busy: boolean): boolean {
  return !busy && draft.externalId.trim() !== '' && tenantName(draft).trim() !== '';
}

/** Rows ordered by ID as the grid shows them (new rows are appended by the mutation). */
export function sortById<T extends { externalId: string }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => (a.externalId < b.externalId ? -1 : a.externalId > b.externalId ? 1 : 0));
}

export type TenantsDeleteOutcome = { deletedCount: number; failedCount: number; failures: readonly { message: string }[] };
export type TenantToast = { intent: 'success' | 'error'; id: MessageId; values: Record<string, string | number> };

/** The toasts of a delete (spec 02 §8): successes counted; one failure with its reason, several counted. */
export function deleteTenantsToasts(outcome: TenantsDeleteOutcome): TenantToast[] {
  const toasts: TenantToast[] = [];
  if (outcome.deletedCount > 0) toasts.push({ intent: 'success', id: 'tenants.deleted', values: { count: outcome.deletedCount } });
  if (outcome.failedCount === 1) toasts.push({ intent: 'error', id: 'tenants.deleteFailedOne', values: { message: outcome.failures[0]?.message ?? '' } });
  else if (outcome.failedCount > 1) toasts.push({ intent: 'error', id: 'tenants.deleteFailedMany', values: { count: outcome.failedCount } });
  return toasts;
}

/** The toast when the server refused the whole delete (or the request failed). */
export function deleteTenantsErrorToast(count: number, message: string): TenantToast {
  return count === 1 ? { intent: 'error', id: 'tenants.deleteFailedOne', values: { message } } : { intent: 'error', id: 'tenants.deleteFailedMany', values: { count } };
}
