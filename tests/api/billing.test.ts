import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../support/gql/index.js';
import { startTestApp, type TestApp } from '../support/testApp.js';
import { createOrg, createTestUser, signInCookie } from '../support/factories.js';

const Billing = graphql(`
  query BillingPage {
    billing {
      plans { id name isEnterprise }
      subscription { name isEnterprise quantities { user { total used remaining isUnlimited } viewer { total remaining } creator { total remaining } } upcoming { planName startDate } }
      invoices { number status amountCents currency periodStart issuedAt }
      contact { supportEmail bookACallUrl pricingUrl }
    }
  }
`);

let t: TestApp;
let admin: string;
let superCreator: string;
let plainAdmin: string;
let viewer: string;
let other: string;

beforeAll(async () => {
  t = await startTestApp({ config: { supportEmail: 'support@meridian.test', bookACallUrl: 'https://meet.meridian.test/sales' } });
  const p = t.db.prisma;
  const org = await createOrg(p, { name: 'Acme', planName: 'Business', viewerQuota: 10, creatorQuota: 3 });
  admin = await signInCookie(t, (await createTestUser(p, org.id, 'ADMIN', { isSuperUser: true })).email);
  superCreator = await signInCookie(t, (await createTestUser(p, org.id, 'CREATOR', { isSuperUser: true })).email);
  plainAdmin = await signInCookie(t, (await createTestUser(p, org.id, 'ADMIN')).email);
  viewer = await signInCookie(t, (await createTestUser(p, org.id, 'VIEWER')).email);
  await p.planChange.create({ data: { orgId: org.id, planName: 'Starter', startDate: new Date('2027-02-01T00:00:00Z'), viewerQuota: 5 } });
  await p.invoice.createMany({
    data: [
      { orgId: org.id, number: 'INV-001', status: 'paid', amountCents: 49900, periodStart: new Date('2026-09-01T00:00:00Z'), periodEnd: new Date('2026-10-01T00:00:00Z'), issuedAt: new Date('2026-09-01T00:00:00Z') },
      { orgId: org.id, number: 'INV-002', status: 'open', amountCents: 49900, periodStart: new Date('2026-10-01T00:00:00Z'), periodEnd: new Date('2026-11-01T00:00:00Z'), issuedAt: new Date('2026-10-01T00:00:00Z') },
    ],
  });
  const otherOrg = await createOrg(p);
  other = await signInCookie(t, (await createTestUser(p, otherOrg.id, 'ADMIN', { isSuperUser: true })).email);
});
afterAll(() => t.close());

describe('billing', () => {
  it("serves plans, the organization's subscription and invoices, and the contact links", async () => {
    const res = await t.gql(Billing, {}, { cookie: admin });
    expect(res.data?.billing).toEqual({
      plans: [
        { id: 'starter', name: 'Starter', isEnterprise: false },
        { id: 'business', name: 'Business', isEnterprise: false },
        { id: 'enterprise', name: 'Enterprise', isEnterprise: true },
      ],
      subscription: {
        name: 'Business',
        isEnterprise: false,
        quantities: {
          user: { total: null, used: 4, remaining: null, isUnlimited: true },
          viewer: { total: 10, remaining: 9 },
          creator: { total: 3, remaining: 2 },
        },
        upcoming: { planName: 'Starter', startDate: '2027-02-01T00:00:00.000Z' },
      },
      invoices: [
        { number: 'INV-002', status: 'open', amountCents: 49900, currency: 'EUR', periodStart: '2026-10-01T00:00:00.000Z', issuedAt: '2026-10-01T00:00:00.000Z' },
        { number: 'INV-001', status: 'paid', amountCents: 49900, currency: 'EUR', periodStart: '2026-09-01T00:00:00.000Z', issuedAt: '2026-09-01T00:00:00.000Z' },
      ],
      contact: { supportEmail: 'support@meridian.test', bookACallUrl: 'https://meet.meridian.test/sales', pricingUrl: null },
    });
    expect((await t.gql(Billing, {}, { cookie: other })).data?.billing.invoices).toEqual([]);
  });

  it('needs a super user of the Admin type', async () => {
    for (const cookie of [superCreator, plainAdmin, viewer]) {
      expect((await t.gql(Billing, {}, { cookie })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
  });
});
