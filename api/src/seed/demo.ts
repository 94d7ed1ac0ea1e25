// The demo organization a fresh installation starts with, so a new user sees a working Studio at once.
import type { PrismaClient } from '../generated/prisma/client.js';
import { createUser } from '../organizations/organizations.service.js';

export const DEMO_PASSWORD = 'meridian-demo';
export const DEMO_USERS = [
  { email: 'admin@demo.meridian.dev', firstName: 'Ada', lastName: 'Admin', type: 'ADMIN', isSuperUser: true },
  { email: 'creator@demo.meridian.dev', firstName: 'Chris', lastName: 'Creator', type: 'CREATOR', isSuperUser: false },
  { email: 'viewer@demo.meridian.dev', firstName: 'Vera', lastName: 'Viewer', type: 'VIEWER', isSuperUser: false },
] as const;

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
  for (const u of DEMO_USERS) await createUser(prisma, org.id, { ...u, password: DEMO_PASSWORD });
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
  return true;
}
