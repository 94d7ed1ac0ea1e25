import { expect, test as base, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'meridian-demo';
export const DEMO = {
  admin: { email: 'admin@demo.meridian.dev', firstName: 'Ada' },
  creator: { email: 'creator@demo.meridian.dev', firstName: 'Chris' },
  viewer: { email: 'viewer@demo.meridian.dev', firstName: 'Vera' },
} as const;
export type DemoUser = keyof typeof DEMO;
/** The second demo organization, 'Northwind Traders' (Enterprise plan, uses tenants 'acme' and 'globex'). */
export const NORTHWIND = {
  admin: { email: 'admin@northwind.meridian.dev', firstName: 'Nora' },
  creator: { email: 'creator@northwind.meridian.dev', firstName: 'Nils' },
  /** In tenant 'acme'. */
  viewer: { email: 'viewer@northwind.meridian.dev', firstName: 'Nina' },
} as const;

/** Journeys fail on uncaught errors in the page. */
export const test = base.extend<{ pageErrors: Error[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await use(errors);
      expect(errors.map((e) => e.message)).toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/** Fills the login form the browser was sent to and submits it. */
export async function submitLogin(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Opens the app as a signed-out visitor, signs in as a demo user (or e.g. NORTHWIND.admin) and waits for the Studio home. */
export async function signInAs(page: Page, user: DemoUser | { email: string; firstName: string }): Promise<void> {
  const { email, firstName } = typeof user === 'string' ? DEMO[user] : user;
  await page.goto('/studio');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fstudio$/);
  await submitLogin(page, email);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome to the Studio, ${firstName}` })).toBeVisible();
  await expect(page).toHaveURL(/\/studio$/);
}

/** POSTs a GraphQL document the way a third-party client would. */
export function graphqlBody(query: string, variables: Record<string, unknown> = {}) {
  return { headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' }, data: { query, variables } };
}
