import { builder } from '../builder.js';
import type { Context } from '../context.js';
import type { Organization, PlanChange } from '../generated/prisma/client.js';
import { quantities, type PlanQuantities, type Quota } from './plan.service.js';

const QuotaRef = builder.objectRef<Quota>('Quota').implement({
  description: 'total and remaining are null when unlimited; remaining may be negative under a smaller scheduled plan.',
  fields: (t) => ({
    total: t.exposeInt('total', { nullable: true }),
    used: t.exposeInt('used'),
    remaining: t.exposeInt('remaining', { nullable: true }),
    isUnlimited: t.exposeBoolean('isUnlimited'),
  }),
});

const PlanQuantitiesRef = builder.objectRef<PlanQuantities>('PlanQuantities').implement({
  fields: (t) => ({
    user: t.expose('user', { type: QuotaRef, description: 'All seats.' }),
    viewer: t.expose('viewer', { type: QuotaRef }),
    creator: t.expose('creator', { type: QuotaRef }),
    knowledgeGraph: t.expose('knowledgeGraph', { type: QuotaRef, description: 'Main KGs (not demos, branches or tenant copies).' }),
  }),
});

type UpcomingShape = { change: PlanChange; quantities: PlanQuantities };
const UpcomingPlanChangeRef = builder.objectRef<UpcomingShape>('UpcomingPlanChange').implement({
  description: 'A plan change scheduled to start later; exceeding its quotas removes it.',
  fields: (t) => ({
    planName: t.string({ resolve: (u) => u.change.planName }),
    startDate: t.field({ type: 'DateTime', resolve: (u) => u.change.startDate }),
    quantities: t.expose('quantities', { type: PlanQuantitiesRef }),
  }),
});

type PlanShape = { org: Organization; upcoming: PlanChange | null; quantities: PlanQuantities; upcomingQuantities: PlanQuantities | null };
export const PlanRef = builder.objectRef<PlanShape>('OrganizationPlan').implement({
  fields: (t) => ({
    name: t.string({ resolve: (p) => p.org.planName }),
    isEnterprise: t.boolean({ resolve: (p) => p.org.isEnterprise }),
    quantities: t.expose('quantities', { type: PlanQuantitiesRef }),
    upcoming: t.field({
      type: UpcomingPlanChangeRef,
      nullable: true,
      description: 'The scheduled plan change; null when none.',
      resolve: (p) => (p.upcoming && p.upcomingQuantities ? { change: p.upcoming, quantities: p.upcomingQuantities } : null),
    }),
  }),
});

/** The plan of an organization with its quotas, usage and scheduled change. */
export async function planOf(org: Organization & { upcomingPlanChange?: PlanChange | null }, ctx: Context): Promise<PlanShape> {
  const usage = await ctx.usage.get(org.id);
  const upcoming =
    org.upcomingPlanChange !== undefined
      ? org.upcomingPlanChange
      : await ctx.prisma.planChange.findUnique({ where: { orgId: org.id } });
  return { org, upcoming, quantities: quantities(org, usage), upcomingQuantities: upcoming ? quantities(upcoming, usage) : null };
}

export const OrganizationRef = builder.prismaNode('Organization', {
  id: { field: 'id' },
  nullable: true,
  // A global id of another organization resolves to nothing.
  findUnique: (id, ctx) => ({ id, AND: [{ id: ctx.viewer?.user.orgId ?? '' }] }),
  authScopes: (org) => ({ orgMember: org.id }),
  fields: (t) => ({
    name: t.exposeString('name'),
    usesTenants: t.exposeBoolean('usesTenants'),
    isEnterprise: t.exposeBoolean('isEnterprise'),
    plan: t.field({ type: PlanRef, resolve: (org, _args, ctx) => planOf(org, ctx) }),
  }),
});
