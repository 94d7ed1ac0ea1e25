// Seat and KG quotas of an organization's plan, and of its scheduled plan change, with what is used.
import type { Organization, PlanChange, PrismaClient } from '../generated/prisma/client.js';

export type Usage = { user: number; viewer: number; creator: number; knowledgeGraph: number };
export type Quota = { total: number | null; used: number; remaining: number | null; isUnlimited: boolean };
export type PlanQuantities = Record<keyof Usage, Quota>;
type Limits = Pick<Organization, 'userQuota' | 'viewerQuota' | 'creatorQuota' | 'knowledgeGraphQuota'>;

/**
 * Counts seats by type and the KGs that count against the plan (main KGs, not demos, branches or tenant copies).
 * A pending (unaccepted, unexpired) invitation holds a seat of its type. Works inside a transaction too.
 */
export async function loadUsage(prisma: Pick<PrismaClient, '$queryRaw'>, orgId: string): Promise<Usage> {
  const rows = await prisma.$queryRaw<{ users: bigint | number; viewers: bigint | number; creators: bigint | number; kgs: bigint | number }[]>`
    WITH seats AS (
      SELECT "type"::text AS type FROM "User" WHERE "orgId" = ${orgId} AND NOT "isDeleted"
      UNION ALL
      SELECT "userType"::text FROM "Invitation" WHERE "orgId" = ${orgId} AND "acceptedAt" IS NULL AND "expiresAt" > now()
    )
    SELECT count(*) AS users,
           count(*) FILTER (WHERE type = 'VIEWER') AS viewers,
           count(*) FILTER (WHERE type = 'CREATOR') AS creators,
           (SELECT count(*) FROM "KnowledgeGraph" k
             WHERE k."orgId" = ${orgId} AND k."developmentKgForId" IS NULL AND k."tenantId" IS NULL AND NOT k."isDemo") AS kgs
      FROM seats`;
  const row = rows[0];
  return {
    user: Number(row?.users ?? 0),
    viewer: Number(row?.viewers ?? 0),
    creator: Number(row?.creators ?? 0),
    knowledgeGraph: Number(row?.kgs ?? 0),
  };
}

const quota = (total: number | null, used: number): Quota => ({
  total,
  used,
  remaining: total === null ? null : total - used,
  isUnlimited: total === null,
});

/** Quotas against usage; remaining may be negative under a smaller scheduled plan. */
export function quantities(limits: Limits | PlanChange, usage: Usage): PlanQuantities {
  return {
    user: quota(limits.userQuota, usage.user),
    viewer: quota(limits.viewerQuota, usage.viewer),
    creator: quota(limits.creatorQuota, usage.creator),
    knowledgeGraph: quota(limits.knowledgeGraphQuota, usage.knowledgeGraph),
  };
}
