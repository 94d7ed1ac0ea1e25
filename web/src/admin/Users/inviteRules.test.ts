import { describe, expect, it } from 'vitest';
import { addressCount, defaultUserType, exceedsUpcoming, hasUserSlots, inviteProblem, seatsLeft, type Quotas } from './inviteRules.js';

const q = (remaining: number | null) => ({ isUnlimited: remaining === null, remaining });
const quotas = (user: number | null, viewer: number | null, creator: number | null): Quotas => ({ user: q(user), viewer: q(viewer), creator: q(creator) });
const emails = (n: number) => Array.from({ length: n }, (_, i) => `u${i}@x.io`);

describe('quota rules', () => {
  it('counts unlimited as infinite and negative as none', () => {
    expect(seatsLeft(q(null))).toBe(Infinity);
    expect(seatsLeft(q(-2))).toBe(0);
    expect(hasUserSlots(quotas(0, 5, 5))).toBe(false);
    expect(hasUserSlots(quotas(null, 0, 0))).toBe(true);
  });

  it('defaults to Viewer if viewers remain, otherwise Creator, otherwise none', () => {
    expect(defaultUserType(quotas(10, 1, 1))).toBe('VIEWER');
    expect(defaultUserType(quotas(10, 0, 1))).toBe('CREATOR');
    expect(defaultUserType(quotas(10, 0, 0))).toBeNull();
    expect(defaultUserType(quotas(null, null, 0))).toBe('VIEWER');
  });
});

describe('inviteProblem', () => {
  const ok = quotas(null, null, null);
  it('needs 1 to 100 addresses and valid pending text', () => {
    expect(inviteProblem({ addresses: [], pending: '', userType: 'VIEWER', quotas: ok })).toEqual({ kind: 'empty' });
    expect(inviteProblem({ addresses: [], pending: 'a@x.io', userType: 'VIEWER', quotas: ok })).toBeNull();
    expect(inviteProblem({ addresses: ['a@x.io'], pending: 'nope', userType: 'VIEWER', quotas: ok })).toEqual({ kind: 'invalidPending' });
    expect(inviteProblem({ addresses: emails(100), pending: '', userType: 'VIEWER', quotas: ok })).toBeNull();
    expect(inviteProblem({ addresses: emails(100), pending: 'z@x.io', userType: 'VIEWER', quotas: ok })).toEqual({ kind: 'tooMany' });
    expect(addressCount(emails(2), ' z@x.io ')).toBe(3);
  });

  it('needs the chosen type to cover the count, then the user quota', () => {
    expect(inviteProblem({ addresses: emails(3), pending: '', userType: 'VIEWER', quotas: quotas(10, 2, 5) })).toEqual({ kind: 'notEnough', type: 'viewer' });
    expect(inviteProblem({ addresses: emails(3), pending: '', userType: 'CREATOR', quotas: quotas(10, 2, 5) })).toBeNull();
    expect(inviteProblem({ addresses: emails(3), pending: '', userType: 'CREATOR', quotas: quotas(10, 2, 2) })).toEqual({ kind: 'notEnough', type: 'creator' });
    expect(inviteProblem({ addresses: emails(3), pending: '', userType: 'CREATOR', quotas: quotas(2, 5, 5) })).toEqual({ kind: 'notEnough', type: 'user' });
    expect(inviteProblem({ addresses: emails(3), pending: '', userType: null, quotas: quotas(2, 0, 0) })).toEqual({ kind: 'noType' });
  });
});

describe('exceedsUpcoming', () => {
  const upcoming = (user: number | null, viewer: number | null, creator: number | null) => ({
    planName: 'Small',
    startDate: '2030-01-01T00:00:00.000Z',
    quantities: quotas(user, viewer, creator),
  });
  it("is true when the chosen type's or the users' seats of the scheduled change do not cover the count", () => {
    expect(exceedsUpcoming(upcoming(10, 2, 5), 'VIEWER', 2)).toBe(false);
    expect(exceedsUpcoming(upcoming(10, 2, 5), 'VIEWER', 3)).toBe(true);
    expect(exceedsUpcoming(upcoming(10, 2, 5), 'CREATOR', 3)).toBe(false);
    expect(exceedsUpcoming(upcoming(2, null, null), 'CREATOR', 3)).toBe(true);
    expect(exceedsUpcoming(upcoming(null, null, -1), 'CREATOR', 1)).toBe(true);
  });
  it('is false without a scheduled change, a type or addresses', () => {
    expect(exceedsUpcoming(null, 'VIEWER', 5)).toBe(false);
    expect(exceedsUpcoming(upcoming(0, 0, 0), null, 5)).toBe(false);
    expect(exceedsUpcoming(upcoming(0, 0, 0), 'VIEWER', 0)).toBe(false);
  });
});
