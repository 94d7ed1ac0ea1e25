// The demo organization a fresh installation starts with, so a new user sees a working Studio at once.
import type { PrismaClient } from '../generated/prisma/client.js';
import { createUser } from '../organizations/organizations.service.js';

export const DEMO_PASSWORD = 'meridian-demo';
export const DEMO_USERS = [
  { email: 'admin@demo.meridian.dev', firstName: 'Ada', lastName: 'Admin', type: 'ADMIN', isSuperUser: true },
  { email: 'creator@demo.meridian.dev', firstName: 'Chris', lastName: 'Creator', type: 'CREATOR', isSuperUser: false },
  { email: 'viewer@demo.meridian.dev', firstName: 'Vera', lastName: 'Viewer', type: 'VIEWER', isSuperUser: false },
] as const;
/** The second demo organization (Enterprise plan, uses tenants); the viewer belongs to the tenant 'acme'. */
export const NORTHWIND_USERS = [
  { email: 'admin@northwind.meridian.dev', firstName: 'Nora', lastName: 'Admin', type: 'ADMIN', isSuperUser: true },
  { email: 'creator@northwind.meridian.dev', firstName: 'Nils', lastName: 'Creator', type: 'CREATOR', isSuperUser: false },
  { email: 'viewer@northwind.meridian.dev', firstName: 'Nina', lastName: 'Viewer', type: 'VIEWER', isSuperUser: false, tenant: 'acme' },
] as const;

const DAY = 24 * 60 * 60 * 1000;
type DemoBoard = { names: Record<string, string>; isSharedWithOrg?: boolean; sharedWithUserIds?: string[] };

/** Boards of one owner over one KG, oldest first (a day apart, so the board transfer grid has a stable order). */
async function seedBoards(prisma: PrismaClient, orgId: string, ownerId: string, kgId: string, boards: DemoBoard[]) {
  for (const [i, b] of boards.entries()) {
    await prisma.board.create({
      data: {
        orgId,
        ownerId,
        kgId,
        names: b.names,
        isSharedWithOrg: b.isSharedWithOrg ?? false,
        createdAt: new Date(Date.now() - (boards.length - i) * DAY),
        sharedUsers: { create: (b.sharedWithUserIds ?? []).map((userId) => ({ userId })) },
      },
    });
  }
}

/** Seeds the demo organization when the database has no organization yet; returns whether it did. */
export async function seedDemoOnce(prisma: PrismaClient): Promise<boolean> {
  if ((await prisma.organization.count()) > 0) return false;
  const org = await prisma.organization.create({
    data: {
      name: 'Meridian Demo',
      planName: 'Business',
      userQuota: 50,
      viewerQuota: 30,
      creatorQuota: 15,
      knowledgeGraphQuota: 5,
    },
  });
  const demoUsers: Record<string, string> = {};
  for (const u of DEMO_USERS) demoUsers[u.type] = (await createUser(prisma, org.id, { ...u, password: DEMO_PASSWORD })).id;
  await prisma.knowledgeGraph.create({
    data: {
      orgId: org.id,
      id: 'retail-sample',
      isDatabaseManagedByProduct: true,
      info: {
        create: [
          { languageId: 'en-US', name: 'Retail Sample', description: 'Customers, orders and products of a sample retail chain.' },
          { languageId: 'de-DE', name: 'Einzelhandel (Beispiel)', description: 'Kunden, Bestellungen und Produkte einer Beispiel-Handelskette.' },
        ],
      },
    },
  });
  // A product demo KG: flagged isDemo, so the Studio home does not list it and it counts against no quota.
  await prisma.knowledgeGraph.create({
    data: {
      orgId: org.id,
      id: 'product-tour',
      isDemo: true,
      isDatabaseManagedByProduct: true,
      info: { create: [{ languageId: 'en-US', name: 'Product Tour', description: 'A guided demo graph.' }] },
    },
  });
  await seedBoards(prisma, org.id, demoUsers.CREATOR, 'retail-sample', [
    { names: { 'en-US': 'Monthly Revenue', 'de-DE': 'Monatsumsatz', 'fr-FR': 'Chiffre d’affaires mensuel' }, isSharedWithOrg: true },
    { names: { 'en-US': 'Top Customers', 'de-DE': 'Top-Kunden' } },
    { names: { 'en-US': 'Store Performance', 'de-DE': 'Filialleistung' }, sharedWithUserIds: [demoUsers.VIEWER] },
    { names: { 'en-US': 'Product Margins', 'de-DE': 'Produktmargen' }, isSharedWithOrg: true, sharedWithUserIds: [demoUsers.ADMIN] },
  ]);
  await seedNorthwind(prisma);
  return true;
}

/** 'Northwind Traders': Enterprise plan with tenants, for the SSO, embedding and tenant journeys. */
async function seedNorthwind(prisma: PrismaClient) {
  const org = await prisma.organization.create({ data: { name: 'Northwind Traders', planName: 'Enterprise', isEnterprise: true, usesTenants: true } });
  const tenants: Record<string, string> = {};
  for (const t of [
    { externalId: 'acme', name: 'Acme Corp' },
    { externalId: 'globex', name: 'Globex' },
  ]) {
    tenants[t.externalId] = (await prisma.tenant.create({ data: { orgId: org.id, ...t } })).id;
  }
  const users: Record<string, string> = {};
  for (const u of NORTHWIND_USERS) {
    const tenantId = 'tenant' in u ? tenants[u.tenant] : null;
    users[u.type] = (await createUser(prisma, org.id, { ...u, password: DEMO_PASSWORD, tenantId })).id;
  }
  await prisma.knowledgeGraph.create({
    data: {
      orgId: org.id,
      id: 'northwind-sales',
      isDatabaseManagedByProduct: true,
      info: {
        create: [
          { languageId: 'en-US', name: 'Northwind Sales', description: 'Orders, products and suppliers of Northwind Traders.' },
          { languageId: 'de-DE', name: 'Northwind Vertrieb', description: 'Bestellungen, Produkte und Lieferanten von Northwind Traders.' },
        ],
      },
    },
  });
  await seedBoards(prisma, org.id, users.CREATOR, 'northwind-sales', [
    { names: { 'en-US': 'Orders by Region', 'de-DE': 'Bestellungen nach Region' }, isSharedWithOrg: true },
    { names: { 'en-US': 'Supplier Overview', 'de-DE': 'Lieferantenübersicht' } },
  ]);
}
