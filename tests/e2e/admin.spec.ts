import { expect, graphqlBody, signInAs, test } from './support.js';

test.describe('admin area', () => {
  test('the admin opens the admin area, which redirects to Settings; unknown paths go to /admin keeping the query', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.getByRole('link', { name: 'Administration' }).click();
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await expect(page.getByRole('heading', { name: 'Settings' }).first()).toBeVisible();
    await page.getByRole('navigation').getByRole('link', { name: 'APIs & Integrations' }).click();
    await expect(page.getByRole('heading', { name: 'APIs & Integrations' }).first()).toBeVisible();
    await page.goto('/admin/no-such-page?x=1');
    await expect(page).toHaveURL(/\/admin\/settings\?x=1$/);
    await page.getByRole('link', { name: 'Open Studio' }).click();
    await expect(page).toHaveURL(/\/studio$/);
  });

  test('the admin creates an API token, sees its secret once, and revokes it', async ({ page, playwright, baseURL }) => {
    const name = `e2e token ${Date.now()}`;
    await signInAs(page, 'admin');
    await page.goto('/admin/integrations');
    await page.getByRole('button', { name: 'Create token' }).click();

    const dialog = page.getByRole('dialog', { name: 'Create an API token' });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog.getByText('Enter a name for the token.')).toBeVisible();
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('radio', { name: /^Write/ }).check();
    await dialog.getByRole('button', { name: 'Create' }).click();

    const created = page.getByRole('dialog', { name: 'Token created' });
    await expect(created.getByText('shown only once')).toBeVisible();
    const secret = (await created.locator('pre code').textContent())?.trim() ?? '';
    expect(secret.length).toBeGreaterThan(16);
    await expect(created.getByRole('button', { name: 'Copy to clipboard' })).toBeVisible();
    await created.getByRole('button', { name: 'Done' }).click();
    await expect(created).toBeHidden();

    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toBeVisible();
    await expect(row.getByText('Write', { exact: true })).toBeVisible();
    await expect(row.getByText('Never')).toBeVisible();
    await page.screenshot({ path: 'test-results/admin-integrations.png', fullPage: true });

    // The secret works as a bearer token until it is revoked.
    const api = await playwright.request.newContext({ baseURL });
    const asToken = () =>
      api.post('/graphql', {
        ...graphqlBody('{ viewer { user { email } } }'),
        headers: { ...graphqlBody('').headers, authorization: `Bearer ${secret}` },
      });
    expect((await (await asToken()).json()).data.viewer.user.email).toBe('admin@demo.meridian.dev');

    await row.getByRole('button', { name: `Revoke ${name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Revoke API token' });
    await expect(confirm.getByText(`"${name}"`)).toBeVisible();
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await expect(page.getByText(`The token "${name}" has been revoked.`, { exact: true }).first()).toBeVisible();
    await expect(row.getByRole('button', { name: `Revoke ${name}` })).toHaveCount(0);
    await expect(row.getByText('Active')).toHaveCount(0);

    const afterRevoke = await (await asToken()).json();
    expect(afterRevoke.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    await api.dispose();
  });
});
