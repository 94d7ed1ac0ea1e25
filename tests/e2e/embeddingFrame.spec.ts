// Embedding, enforced by the browser: a page served from another localhost port frames Meridian's chat page only
// while that page's origin is in the organization's allowed origins (CSP frame-ancestors, checked by Chromium).
import { createServer, type Server } from 'node:http';
import type { APIRequestContext, Browser } from '@playwright/test';
import { DEMO_PASSWORD, expect, graphqlBody, NORTHWIND, test } from './support.js';

const UPDATE = `mutation($input: UpdateEmbeddingConfigurationInput!) {
  updateEmbeddingConfiguration(input: $input) { __typename ... on ValidationError { fieldErrors { path message } } }
}`;

let host: Server;
let hostOrigin = '';

/** A third-party site whose only page frames the given Meridian URL. */
test.beforeAll(async () => {
  host = createServer((req, res) => {
    const src = new URL(req.url ?? '/', 'http://x').searchParams.get('src') ?? '';
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><title>Partner portal</title><h1>Partner portal</h1><iframe title="Meridian" src="${src.replace(/"/g, '&quot;')}" width="900" height="600"></iframe>`);
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  const address = host.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  hostOrigin = `http://127.0.0.1:${address.port}`;
});
test.afterAll(() => new Promise<void>((resolve) => host.close(() => resolve())));

async function signInAsNorthwindAdmin(request: APIRequestContext): Promise<string> {
  const signIn = await request.post('/graphql', graphqlBody('mutation($e: String!, $p: String!) { signIn(input: { email: $e, password: $p }) { __typename } }', { e: NORTHWIND.admin.email, p: DEMO_PASSWORD }));
  expect(((await signIn.json()) as { data: { signIn: { __typename: string } } }).data.signIn.__typename).toBe('SignInSuccess');
  const viewer = await request.post('/graphql', graphqlBody('{ viewer { organization { id } } }'));
  return ((await viewer.json()) as { data: { viewer: { organization: { id: string } } } }).data.viewer.organization.id;
}

async function configureEmbedding(request: APIRequestContext, isEnabled: boolean, allowedOrigins: string[]) {
  const res = await request.post('/graphql', graphqlBody(UPDATE, { input: { isEnabled, allowedOrigins } }));
  expect(((await res.json()) as { data: { updateEmbeddingConfiguration: { __typename: string } } }).data.updateEmbeddingConfiguration.__typename).toBe('UpdateEmbeddingConfigurationSuccess');
}

/** Opens the partner page as an anonymous visitor (a fresh browser context) and returns it with Meridian's frame. */
async function openPartnerPage(browser: Browser, chatUrl: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/frame-ancestors/.test(message.text())) refusals.push(message.text());
  });
  await page.goto(`${hostOrigin}/?src=${encodeURIComponent(chatUrl)}`);
  await expect(page.getByRole('heading', { name: 'Partner portal' })).toBeVisible();
  return { context, page, refusals };
}

test.describe('embedding in another site', () => {
  test('the chat page is framed by an allowed origin and refused by Chromium otherwise', async ({ playwright, baseURL, browser }) => {
    const admin = await playwright.request.newContext({ baseURL });
    try {
      const orgId = await signInAsNorthwindAdmin(admin);
      const chatUrl = `${baseURL}/chat?organizationId=${encodeURIComponent(orgId)}`;

      await configureEmbedding(admin, true, [hostOrigin]);
      const allowed = await openPartnerPage(browser, chatUrl);
      // Meridian's app runs inside the frame (an anonymous visitor lands on its sign-in page).
      const frame = allowed.page.frameLocator('iframe[title="Meridian"]');
      await expect(frame.getByRole('button', { name: 'Sign in' })).toBeVisible();
      expect(allowed.refusals).toEqual([]);
      await allowed.context.close();

      await configureEmbedding(admin, true, ['https://partner.example.com']);
      const refused = await openPartnerPage(browser, chatUrl);
      await expect.poll(() => refused.refusals.length).toBeGreaterThan(0);
      expect(refused.refusals[0]).toContain('violates the following Content Security Policy directive: "frame-ancestors https://partner.example.com"');
      await expect(refused.page.frameLocator('iframe[title="Meridian"]').getByRole('button', { name: 'Sign in' })).toHaveCount(0);
      await refused.context.close();

      await configureEmbedding(admin, false, [hostOrigin]);
      const disabled = await openPartnerPage(browser, chatUrl);
      await expect.poll(() => disabled.refusals.length).toBeGreaterThan(0);
      expect(disabled.refusals[0]).toContain(`"frame-ancestors 'none'"`);
      await disabled.context.close();
    } finally {
      // Leave the shared demo data as it was for the other journeys.
      await configureEmbedding(admin, false, []).catch(() => undefined);
      await admin.dispose();
    }
  });
});
