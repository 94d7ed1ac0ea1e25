import { describe, expect, it } from 'vitest';
import { quotaAlerts, type Quota } from './quotaAlerts.js';

const quota = (total: number | null, used: number, isUnlimited = false): Quota => ({
  total,
  used,
  remaining: total === null ? null : total - used,
  isUnlimited,
});

describe('quotaAlerts', () => {
  it('informs when graphs remain', () => {
    expect(quotaAlerts({ current: quota(5, 2), isEnterprise: false, upcoming: null })).toEqual([
      { kind: 'remaining', intent: 'info', remaining: 3, total: 5 },
    ]);
  });
  it('warns when none remain, with the Billing hint only outside Enterprise', () => {
    expect(quotaAlerts({ current: quota(2, 2), isEnterprise: false, upcoming: null })).toEqual([
      { kind: 'noneRemaining', intent: 'warning', showBillingHint: true },
    ]);
    expect(quotaAlerts({ current: quota(2, 3), isEnterprise: true, upcoming: null })[0]).toMatchObject({ showBillingHint: false });
  });
  it('warns when the scheduled plan change would be exceeded', () => {
    const alerts = quotaAlerts({
      current: quota(10, 4),
      isEnterprise: false,
      upcoming: { planName: 'Starter', startDate: '2027-01-01T00:00:00Z', quota: quota(2, 4) },
    });
    expect(alerts[1]).toEqual({ kind: 'upcomingExceeded', intent: 'warning', planName: 'Starter', startDate: '2027-01-01T00:00:00Z', total: 2, used: 4 });
  });
  it('says nothing about an unlimited upcoming plan', () => {
    const alerts = quotaAlerts({ current: quota(null, 4, true), isEnterprise: true, upcoming: { planName: 'X', startDate: 'd', quota: quota(null, 4, true) } });
    expect(alerts).toEqual([{ kind: 'unlimited', intent: 'info' }]);
  });
});
