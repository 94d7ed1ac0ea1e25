import type { MessageId } from '../../app/i18n/catalogues/en-US.js';

/** Board transfer grid page size (spec 01 §9). */
export const BOARD_TRANSFER_PAGE_SIZE = 10;

export type TransferState = { sourceId: string | null; targetId: string | null; selectedCount: number; isLoading: boolean };

/** Transfer Boards is active only with a source, a target and no load in progress (spec 01 §4). */
export function canTransfer({ sourceId, targetId, isLoading }: TransferState): boolean {
  return !!sourceId && !!targetId && !isLoading;
}

/** The first rule of spec 01 §5 the transfer breaks, or null when it may go ahead. */
export function transferProblem({ sourceId, targetId, selectedCount }: TransferState): MessageId | null {
  if (!sourceId || !targetId) return 'boardTransfer.selectBothUsers';
  if (sourceId === targetId) return 'boardTransfer.differentUsers';
  if (selectedCount === 0) return 'boardTransfer.selectBoards';
  return null;
}

export type PickerUser = { id: string; firstName: string; lastName: string; email: string; isDeleted: boolean };

/** Target users: the list without deleted users (spec 01 §5). */
export function targetUsers<T extends PickerUser>(users: readonly T[]): T[] {
  return users.filter((u) => !u.isDeleted);
}
