import { describe, expect, it } from 'vitest';
import { deleteErrorToast, deleteOutcomeToasts } from './deleteOutcome.js';

describe('deleteOutcomeToasts', () => {
  it('counts successes and reports one failure with its reason, several by count', () => {
    expect(deleteOutcomeToasts('user', { deletedCount: 1, failedCount: 0, failures: [] })).toEqual([
      { intent: 'success', id: 'users.delete.deletedUsers', values: { count: 1 } },
    ]);
    expect(deleteOutcomeToasts('invitation', { deletedCount: 2, failedCount: 1, failures: [{ message: 'The invitation was not found.' }] })).toEqual([
      { intent: 'success', id: 'users.delete.deletedInvitations', values: { count: 2 } },
      { intent: 'error', id: 'users.delete.failedInvitation', values: { message: 'The invitation was not found.' } },
    ]);
    expect(deleteOutcomeToasts('user', { deletedCount: 0, failedCount: 3, failures: [] })).toEqual([
      { intent: 'error', id: 'users.delete.failedUsers', values: { count: 3 } },
    ]);
    expect(deleteErrorToast('user', 'denied')).toEqual({ intent: 'error', id: 'users.delete.failedUser', values: { message: 'denied' } });
  });
});
