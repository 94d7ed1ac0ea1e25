import type { APIRequest } from '@playwright/test';
import { startTestIdp, type TestIdp } from '../support/testIdp.js';
import { DEMO_PASSWORD, expect, graphqlBody, NORTHWIND, signInAs, test } from './support.js';

// The SAML endpoints, the test popup's message and the session after the identity provider all use the server's
// public URL (http://localhost:<port>): this journey runs on that origin rather than on 127.0.0.1.
const origin = `http://localhost:${process.env.E2E_PORT ?? 4100}`;
test.use({ baseURL: origin });

const SAM = { nameId: 'sam.sso', attributes: { email: ['sam.sso@northwind.example'], givenName: ['Sam'], sn: ['Single'], groups: ['studio', 'retail'] } };

/** Leaves SAML off for the other journeys, whatever happened (signed in with the admin's password). */
async function disableSaml(request: APIRequest, idp: TestIdp) {
  const api = await request.newContext({ baseURL: origin });
  await api.post('/graphql', graphqlBody('mutation($i: SignInInput!) { signIn(input: $i) { __typename } }', { i: { email: NORTHWIND.admin.email, password: DEMO_PASSWORD } }));
  await api.post(
    '/graphql',
    graphqlBody('mutation($i: SaveSamlConfigurationInput!) { saveSamlConfiguration(input: $i) { __typename } }', {
      i: { isEnabled: false, idpMetadata: idp.metadataXml, maxAuthenticationLifetime: 28800, userAttributeMappings: {} },
    }),
  );
  await api.dispose();
}

test.describe('SAML single sign-on', () => {
  test('the Northwind admin tests SAML against an identity provider in a popup, saves it, and a new user signs in through it with the mapped type and role', async ({
    page,
    browser,
    playwright,
  }) => {
    const idp = await startTestIdp({ user: SAM });
    try {
      await signInAs(page, NORTHWIND.admin);
      const created = await page.request.post('/graphql', graphqlBody('mutation($i: CreateRoleInput!) { createRole(input: $i) { __typename } }', { i: { name: 'SSO Retail' } }));
      expect(await created.json()).toEqual({ data: { createRole: { __typename: 'CreateRoleSuccess' } } });

      await page.goto('/admin/sso/saml');
      await expect(page.getByRole('heading', { level: 2, name: 'SAML' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Entity id' })).toHaveValue(/\/auth\/saml\/.+/);
      await expect(page.getByRole('link', { name: 'Download metadata' })).toHaveAttribute('href', /metadata\.xml/);
      await page.getByRole('textbox', { name: /^Metadata/ }).fill(idp.metadataXml);
      const map = async (attribute: string, value: string, condition?: string) => {
        const values = page.getByRole('textbox', { name: new RegExp(`^Value of ${attribute} mapping \\d+$`) });
        const position = (await values.count()) + 1;
        await page.getByRole('button', { name: `Add ${attribute} mapping` }).click();
        await page.getByRole('textbox', { name: `Value of ${attribute} mapping ${position}` }).fill(value);
        if (condition) {
          await page.getByRole('button', { name: `Add a condition to ${attribute} mapping ${position}` }).click();
          await page.getByRole('textbox', { name: `Condition of ${attribute} mapping ${position}` }).fill(condition);
        }
      };
      await map('Type', 'CREATOR', '"studio" in groups');
      await map('First name', '${givenName}');
      await map('Last name', '${sn}');
      await map('Email', '${email}');
      await map('Roles', 'SSO Retail', '"retail" in groups');

      // Switching on runs the test in a 500×300 popup; nothing is saved before Save in the dialog.
      const popupOpened = page.waitForEvent('popup');
      await page.getByRole('switch', { name: 'SAML single sign-on is disabled' }).click();
      await popupOpened;
      const dialog = page.getByRole('dialog', { name: 'Authentication test' });
      await expect(dialog.getByText('The authentication test succeeded.')).toBeVisible({ timeout: 20_000 });
      await expect(dialog.getByRole('cell', { name: 'sam.sso', exact: true })).toBeVisible();
      await expect(dialog.getByRole('row').filter({ hasText: 'Type' })).toContainText('Creator');
      await expect(dialog.getByRole('row').filter({ hasText: 'groups' })).toContainText('studio, retail');
      const reloaded = page.waitForEvent('load', { timeout: 30_000 });
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('The page will reload to reauthenticate')).toBeVisible();
      await expect(page.getByText('The SAML configuration has successfully been updated', { exact: true }).first()).toBeVisible();
      // The page reloads after 4 s and shows SAML enabled.
      await reloaded;
      await expect(page.getByRole('switch', { name: 'SAML single sign-on is enabled' })).toBeChecked();

      // A new person signs in through the identity provider from the login page.
      const context = await browser.newContext({ baseURL: origin });
      const visitor = await context.newPage();
      await visitor.goto('/studio');
      await expect(visitor).toHaveURL(/\/login\?redirectTo=%2Fstudio$/);
      await visitor.getByRole('link', { name: 'Sign in with single sign-on' }).click();
      await expect(visitor.getByRole('heading', { level: 1, name: 'Welcome to the Studio, Sam' })).toBeVisible({ timeout: 20_000 });
      await expect(visitor.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
      await context.close();

      // The admin sees the mapped role assigned, and switching off saves at once.
      await page.goto('/admin/roles');
      await expect(page.getByRole('row').filter({ hasText: 'SSO Retail' })).toContainText('1');
      await page.goto('/admin/sso/saml');
      await page.getByRole('switch', { name: 'SAML single sign-on is enabled' }).click();
      await expect(page.getByText('The SAML configuration has successfully been updated', { exact: true }).first()).toBeVisible();
      await expect(page.getByText('The page will reload to reauthenticate')).toBeVisible();
    } finally {
      await disableSaml(playwright.request, idp);
      await idp.close();
    }
  });
});
