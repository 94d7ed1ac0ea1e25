export type Quota = { total?: number | null; used: number; remaining?: number | null; isUnlimited: boolean };

export type QuotaAlert =
  | { kind: 'unlimited'; intent: 'info' }
  | { kind: 'remaining'; intent: 'info'; remaining: number; total: number }
  | { kind: 'noneRemaining'; intent: 'warning'; showBillingHint: boolean }
  | { kind: 'upcomingExceeded'; intent: 'warning'; planName: string; startDate: string; total: number; used: number };

type Input = {
  current: Quota;
  isEnterprise: boolean;
  upcoming: { planName: string; startDate: string; quota: Quota } | null;
};

function remainingOf(q: Quota): number {
  return q.remaining ?? (q.total ?? 0) - q.used;
}

/** The knowledge-graph quota alerts of the Studio home (spec 02 §2.3). */
export function quotaAlerts({ current, isEnterprise, upcoming }: Input): QuotaAlert[] {
  const alerts: QuotaAlert[] = [];
  if (current.isUnlimited) alerts.push({ kind: 'unlimited', intent: 'info' });
  else {
    const remaining = remainingOf(current);
    if (remaining > 0) alerts.push({ kind: 'remaining', intent: 'info', remaining, total: current.total ?? current.used + remaining });
    else alerts.push({ kind: 'noneRemaining', intent: 'warning', showBillingHint: !isEnterprise });
  }
  if (upcoming && !upcoming.quota.isUnlimited) {
    const total = upcoming.quota.total ?? 0;
    if (current.used > total || remainingOf(upcoming.quota) < 0) {
      alerts.push({ kind: 'upcomingExceeded', intent: 'warning', planName: upcoming.planName, startDate: upcoming.startDate, total, used: current.used });
    }
  }
  return alerts;
}
