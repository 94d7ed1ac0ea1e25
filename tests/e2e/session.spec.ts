import { DEMO, DEMO_PASSWORD, expect, graphqlBody, signInAs, submitLogin, test } from './support.js';

test.describe('signing in and out', () => {
  for (const user of ['admin', 'creator', 'viewer'] as const) {
    test(`the ${user} signs in and lands on the Studio home`, async ({ page }) => {
      await signInAs(page, user);
      await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
      const adminLink = page.getByRole('link', { name: 'Administration' });
      if (user === 'admin') await expect(adminLink).toBeVisible();
      else await expect(adminLink).toHaveCount(0);
    });
  }

  test('a wrong password is reported on the form, which keeps what was typed', async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, DEMO.creator.email, 'not-the-password');
    await expect(page.getByText('The email or password is incorrect.')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(DEMO.creator.email);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a missing password is marked on the password field', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO.creator.email);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Enter your password.')).toBeVisible();
  });

  test('after signing in the user returns to the page that asked for it', async ({ page }) => {
    await page.goto('/admin/integrations?tab=tokens');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Fintegrations%3Ftab%3Dtokens$/);
    await submitLogin(page, DEMO.admin.email);
    await expect(page).toHaveURL(/\/admin\/integrations\?tab=tokens$/);
    await expect(page.getByRole('heading', { name: 'APIs & Integrations' })).toBeVisible();
  });

  test('signing out goes to the login page and ends the session', async ({ page }) => {
    await signInAs(page, 'creator');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await page.goto('/studio');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fstudio$/);
  });

  test('a session revoked on the server sends the next click to the login page', async ({ page, playwright, baseURL }) => {
    await signInAs(page, 'admin');
    // Elsewhere, the same user signs in and ends every session.
    const api = await playwright.request.newContext({ baseURL });
    const signIn = await api.post(
      '/graphql',
      graphqlBody('mutation ($input: SignInInput!) { signIn(input: $input) { __typename } }', {
        input: { email: DEMO.admin.email, password: DEMO_PASSWORD },
      }),
    );
    expect((await signIn.json()).data.signIn.__typename).toBe('SignInSuccess');
    const signOut = await api.post('/graphql', graphqlBody('mutation { signOut(input: { everywhere: true }) { __typename } }'));
    expect((await signOut.json()).data.signOut.__typename).toBe('SignOutSuccess');
    await api.dispose();

    await page.getByRole('link', { name: 'Administration' }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await submitLogin(page, DEMO.admin.email);
    // /admin opens the Settings page.
    await expect(page.getByRole('heading', { level: 2, name: 'Settings' })).toBeVisible();
  });
});
