import { expect, signInAs, test } from './support.js';

test.describe('Studio home', () => {
  test('the admin sees the demo organization’s knowledge graphs and quota', async ({ page }) => {
    await signInAs(page, 'admin');
    await expect(page.getByRole('heading', { name: 'Knowledge Graphs' })).toBeVisible();
    const card = page.getByRole('article', { name: 'Retail Sample' });
    await expect(card).toBeVisible();
    await expect(card.getByText('retail-sample')).toBeVisible();
    // The product-tour demo graph is not listed.
    await expect(page.getByText('Product Tour')).toHaveCount(0);
    await expect(page.getByText(/You can create \d+ more knowledge graphs?/)).toBeVisible();
    // No buttons for pages that do not exist yet.
    await expect(page.getByRole('button', { name: /New Knowledge Graph/i })).toHaveCount(0);
  });

  test('the viewer is told the Studio is for creators', async ({ page }) => {
    await signInAs(page, 'viewer');
    await expect(page.getByText('The Studio is for creators')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Knowledge Graphs' })).toHaveCount(0);
  });

  for (const user of ['viewer', 'creator'] as const) {
    test(`the ${user} is refused the admin area and lands on the Studio`, async ({ page }) => {
      await signInAs(page, user);
      await page.goto('/admin/integrations');
      await expect(page).toHaveURL(/\/studio$/);
      await expect(page.getByRole('heading', { level: 1, name: /Welcome to the Studio/ })).toBeVisible();
    });
  }

  test('unknown paths go to the Studio, keeping the query string', async ({ page }) => {
    await signInAs(page, 'creator');
    await page.goto('/no/such/page?tab=2&q=hello');
    await expect(page).toHaveURL(/\/studio\?tab=2&q=hello$/);
    await page.goto('/studio?authRedirect=1&id=kg');
    await expect(page).toHaveURL(/\/studio\?id=kg$/);
  });

  test('the dark theme survives a reload', async ({ page }) => {
    await signInAs(page, 'creator');
    const toggle = page.getByRole('switch', { name: 'Dark theme' });
    await expect(toggle).not.toBeChecked();
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Dark theme' })).toBeChecked();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.screenshot({ path: 'test-results/studio-dark.png', fullPage: true });
    await page.getByRole('switch', { name: 'Dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('choosing Deutsch renders the Studio home in German, also after a reload', async ({ page }) => {
    await signInAs(page, 'creator');
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Willkommen im Studio, Chris' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Wissensgraphen' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Willkommen im Studio, Chris' })).toBeVisible();
    await page.screenshot({ path: 'test-results/studio-de.png', fullPage: true });
    // Back to English for the other journeys.
    await page.getByRole('button', { name: 'Sprache: Deutsch' }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the Studio, Chris' })).toBeVisible();
  });
});
