import { builder } from '../builder.js';
import { requireViewer } from '../context.js';
import { superAdminScopes } from '../admin/access.js';
import { planOf, PlanRef } from '../organizations/organization.schema.js';
import { PLAN_CATALOG, type CatalogPlan } from './billing.service.js';

const CatalogPlanRef = builder.objectRef<CatalogPlan>('BillingPlan').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    name: t.exposeString('name'),
    isEnterprise: t.exposeBoolean('isEnterprise'),
    description: t.exposeString('description'),
  }),
});

const InvoiceRef = builder.prismaObject('Invoice', {
  fields: (t) => ({
    number: t.exposeString('number'),
    status: t.exposeString('status'),
    amountCents: t.exposeInt('amountCents'),
    currency: t.exposeString('currency'),
    periodStart: t.expose('periodStart', { type: 'DateTime' }),
    periodEnd: t.expose('periodEnd', { type: 'DateTime' }),
    issuedAt: t.expose('issuedAt', { type: 'DateTime' }),
  }),
});

type BillingContact = { supportEmail: string | null; bookACallUrl: string | null; pricingUrl: string | null };
const BillingContactRef = builder.objectRef<BillingContact>('BillingContact').implement({
  description: 'Where to ask for a subscription change (SUPPORT_EMAIL, BOOK_A_CALL_URL, PRICING_URL); null when not configured.',
  fields: (t) => ({
    supportEmail: t.exposeString('supportEmail', { nullable: true }),
    bookACallUrl: t.exposeString('bookACallUrl', { nullable: true }),
    pricingUrl: t.exposeString('pricingUrl', { nullable: true }),
  }),
});

const BillingRef = builder.objectRef<{ orgId: string }>('Billing').implement({
  fields: (t) => ({
    plans: t.field({ type: [CatalogPlanRef], resolve: () => PLAN_CATALOG }),
    subscription: t.field({
      type: PlanRef,
      description: "The organization's plan with quotas (totals, used, remaining) and the scheduled change.",
      resolve: async (b, _args, ctx) => planOf(await ctx.prisma.organization.findUniqueOrThrow({ where: { id: b.orgId }, include: { upcomingPlanChange: true } }), ctx),
    }),
    invoices: t.field({
      type: [InvoiceRef],
      description: 'Newest first.',
      resolve: (b, _args, ctx) => ctx.prisma.invoice.findMany({ where: { orgId: b.orgId }, orderBy: [{ issuedAt: 'desc' }, { id: 'desc' }], take: 100 }),
    }),
    contact: t.field({
      type: BillingContactRef,
      resolve: (_b, _args, ctx) => ({
        supportEmail: ctx.config.supportEmail ?? null,
        bookACallUrl: ctx.config.bookACallUrl ?? null,
        pricingUrl: ctx.config.pricingUrl ?? null,
      }),
    }),
  }),
});

builder.queryField('billing', (t) =>
  t.field({
    type: BillingRef,
    authScopes: superAdminScopes,
    description: 'Plans, subscription and invoices of the organization. Super users of the Admin type.',
    resolve: (_root, _args, ctx) => ({ orgId: requireViewer(ctx).org.id }),
  }),
);
