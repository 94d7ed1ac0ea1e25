import { describe, expect, it } from 'vitest';
import { canTransfer, targetUsers, transferProblem } from './transferRules.js';

const state = (sourceId: string | null, targetId: string | null, selectedCount = 0, isLoading = false) => ({ sourceId, targetId, selectedCount, isLoading });

describe('board transfer rules', () => {
  it('activates Transfer Boards only with a source, a target and no load in progress', () => {
    expect(canTransfer(state(null, null))).toBe(false);
    expect(canTransfer(state('U1', null))).toBe(false);
    expect(canTransfer(state(null, 'U2'))).toBe(false);
    expect(canTransfer(state('U1', 'U2', 0, true))).toBe(false);
    expect(canTransfer(state('U1', 'U2'))).toBe(true);
    // Same users or no boards still activate it: pressing it then explains the problem.
    expect(canTransfer(state('U1', 'U1'))).toBe(true);
  });

  it('names the first broken rule with the spec’s message', () => {
    expect(transferProblem(state(null, null, 3))).toBe('boardTransfer.selectBothUsers');
    expect(transferProblem(state('U1', null, 3))).toBe('boardTransfer.selectBothUsers');
    expect(transferProblem(state('U1', 'U1', 3))).toBe('boardTransfer.differentUsers');
    expect(transferProblem(state('U1', 'U2', 0))).toBe('boardTransfer.selectBoards');
    expect(transferProblem(state('U1', 'U2', 2))).toBeNull();
  });

  it('leaves deleted users out of the target list', () => {
    const users = [
      { id: 'U1', firstName: 'Ada', lastName: 'Admin', email: 'ada@x.dev', isDeleted: false },
      { id: 'U2', firstName: 'Gus', lastName: 'Gone', email: 'gus@x.dev', isDeleted: true },
    ];
    expect(targetUsers(users).map((u) => u.id)).toEqual(['U1']);
  });
});
