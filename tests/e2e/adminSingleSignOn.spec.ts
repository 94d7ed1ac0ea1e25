import { generateKeyPairSync } from 'node:crypto';
import { expect, NORTHWIND, signInAs, test } from './support.js';

const ORIGIN = 'https://*.northwind.example';

test.describe('single sign-on and embedding configuration', () => {
  test('the Northwind admin (Enterprise) allows an origin to embed Meridian and switches embedding on and off', async ({ page }) => {
    await signInAs(page, NORTHWIND.admin);
    await page.goto('/admin/embedded');
    await expect(page).toHaveURL(/\/admin\/embedded\/configuration$/);
    const nav = page.getByRole('navigation');
    await expect(nav.getByRole('link', { name: 'Configuration' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Tenants' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Embedding Configuration' })).toBeVisible();

    const first = page.getByRole('textbox', { name: 'Allowed origin 1' });
    await expect(first).toHaveAttribute('placeholder', 'https://*.example.com');
    await first.fill('ftp://files.northwind.example');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('There was an error updating the embedding configuration', { exact: true }).first()).toBeVisible();
    await first.fill(ORIGIN);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The embedding configuration has successfully been updated', { exact: true }).first()).toBeVisible();

    await page.getByRole('switch', { name: 'Embedding is disabled' }).click();
    await expect(page.getByRole('switch', { name: 'Embedding is enabled' })).toBeChecked();
    // The chat page may now be framed by the allowed origin only (the server's CSP for the signed-in organization).
    expect((await page.request.get('/chat')).headers()['content-security-policy']).toContain(`frame-ancestors ${ORIGIN}`);

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Allowed origin 1' })).toHaveValue(ORIGIN);
    await page.getByRole('switch', { name: 'Embedding is enabled' }).click();
    await expect(page.getByRole('switch', { name: 'Embedding is disabled' })).not.toBeChecked();
    await expect(page.getByText('The embedding configuration has successfully been updated', { exact: true }).first()).toBeVisible();
    expect((await page.request.get('/chat')).headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  test('the Northwind admin configures JWT sign-in with an RSA public key', async ({ page }) => {
    const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString().trim();
    await signInAs(page, NORTHWIND.admin);
    await page.goto('/admin/sso');
    await expect(page).toHaveURL(/\/admin\/sso\/(saml|jwt)$/);
    await page.getByRole('navigation').getByRole('link', { name: 'JWT' }).click();
    await expect(page).toHaveURL(/\/admin\/sso\/jwt$/);
    await expect(page.getByRole('heading', { level: 2, name: 'JWT' })).toBeVisible();

    await page.getByRole('tab', { name: 'Public Key' }).click();
    await page.getByRole('button', { name: 'How to generate a 2048-bit RSA key pair' }).click();
    await expect(page.getByText(/openssl genrsa -out private\.pem 2048/)).toBeVisible();
    const key = page.getByRole('textbox', { name: /Public key/ });
    await key.fill('not a key');
    await page.getByRole('textbox', { name: /Parameter name/ }).fill('  token  ');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The RSA public key is invalid')).toBeVisible();
    await key.fill(pem);
    const roleValues = page.getByRole('textbox', { name: /^Value of Roles mapping \d+$/ });
    const roleCount = await roleValues.count();
    await page.getByRole('button', { name: 'Add Roles mapping' }).click();
    await expect(page.getByRole('textbox', { name: `Value of Roles mapping ${roleCount + 1}` })).toBeFocused();
    await page.keyboard.type('kg-${groups}');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The JWT authentication configuration has successfully been updated', { exact: true }).first()).toBeVisible();

    // The simulator applies the (saved) mappings to pasted attributes.
    await page.getByRole('radio', { name: 'JSON of attributes' }).check();
    await page.getByRole('textbox', { name: 'Assertion, token or attributes' }).fill('{"sub":"nora-42","groups":["retail","finance"]}');
    await page.getByRole('button', { name: 'Simulate' }).click();
    const simulated = page.getByRole('table', { name: 'Simulated user' });
    await expect(simulated.getByRole('row').filter({ hasText: 'kg-retail' })).toContainText(`Roles mapping ${roleCount + 1}`);
    await expect(simulated.getByRole('row').filter({ hasText: 'kg-finance' })).toContainText('Not a role of the organization');

    await page.reload();
    await expect(page.getByRole('tab', { name: 'Public Key' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('textbox', { name: /Public key/ })).toHaveValue(pem);
    await expect(page.getByRole('textbox', { name: /Parameter name/ })).toHaveValue('token');
    await page.getByRole('switch', { name: 'JWT authentication is disabled' }).click();
    await expect(page.getByRole('switch', { name: 'JWT authentication is enabled' })).toBeChecked();
    await expect(page.getByText('The JWT authentication configuration has successfully been updated', { exact: true }).first()).toBeVisible();
    // Other journeys sign in to Northwind with passwords: leave JWT sign-in off again.
    await page.getByRole('switch', { name: 'JWT authentication is enabled' }).click();
    await expect(page.getByRole('switch', { name: 'JWT authentication is disabled' })).not.toBeChecked();
  });

  test('the demo organization (Business plan) sees the upgrade notice and the embedding promo page', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/admin/sso/jwt');
    await expect(page.getByText(/Single sign-on with SAML or JWT is an Enterprise-plan feature/)).toBeVisible();
    await expect(page.getByRole('switch', { name: /JWT authentication/ })).toHaveCount(0);
    await page.getByRole('link', { name: 'Go to Billing' }).click();
    await expect(page).toHaveURL(/\/admin\/billing$/);

    await page.goto('/admin/embedded/configuration');
    await expect(page).toHaveURL(/\/admin\/embedded$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Embedded' })).toBeVisible();
    await expect(page.getByText('Embedding is an Enterprise-plan feature. Update your plan in Billing to use it.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', 'mailto:support@meridian.example');
  });
});
