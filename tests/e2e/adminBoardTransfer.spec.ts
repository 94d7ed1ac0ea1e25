import type { Page } from '@playwright/test';
import { expect, signInAs, test } from './support.js';

/** Chooses a user in one of the two pickers. */
async function pickUser(page: Page, picker: 'Source User' | 'Target User', name: string) {
  await page.getByRole('combobox', { name: picker }).click();
  await page.getByRole('option', { name: new RegExp(name) }).click();
}

test.describe('admin board transfer', () => {
  test('the admin moves two of the creator’s boards to themselves after the rules are met', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/admin');
    await page.getByRole('navigation').getByRole('link', { name: 'Board Transfer' }).click();
    await expect(page).toHaveURL(/\/admin\/board-transfer$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Board Transfer' })).toBeVisible();
    const transfer = page.getByRole('button', { name: 'Transfer Boards' });
    await expect(transfer).toBeDisabled();
    await expect(page.getByText('Please select both source and target users')).toBeVisible();

    // The source's boards load when the source is chosen.
    await pickUser(page, 'Source User', 'Chris Creator');
    const grid = page.getByRole('grid', { name: 'Boards' });
    const row = (name: string) => grid.getByRole('row').filter({ hasText: name });
    await expect(row('Monthly Revenue')).toContainText('Retail Sample');
    await expect(row('Monthly Revenue')).toContainText('Organization');
    await expect(row('Top Customers')).toContainText('Not shared');
    await expect(row('Store Performance')).toContainText('1 user');
    await expect(row('Product Margins')).toBeVisible();

    await pickUser(page, 'Target User', 'Chris Creator');
    await expect(transfer).toBeEnabled();
    await expect(page.getByText('Source and target users must be different')).toBeVisible();
    await pickUser(page, 'Target User', 'Ada Admin');
    await expect(page.getByText('Please select at least one board to transfer')).toBeVisible();
    await transfer.click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    await grid.getByRole('checkbox', { name: 'Top Customers' }).check();
    await grid.getByRole('checkbox', { name: 'Store Performance' }).check();
    await transfer.click();
    const confirm = page.getByRole('alertdialog', { name: 'Transfer boards' });
    await expect(confirm).toContainText('Do you really want to transfer the 2 selected boards from Chris Creator to Ada Admin?');
    await confirm.getByRole('button', { name: 'Transfer' }).click();
    await expect(page.getByText('Successfully transferred 2 board(s)', { exact: true }).first()).toBeVisible();

    // They leave the source's grid …
    await expect(row('Top Customers')).toHaveCount(0);
    await expect(row('Store Performance')).toHaveCount(0);
    await expect(row('Monthly Revenue')).toBeVisible();
    await expect(row('Product Margins')).toBeVisible();
    // … and are the target's now.
    await pickUser(page, 'Source User', 'Ada Admin');
    await expect(row('Top Customers')).toBeVisible();
    await expect(row('Store Performance')).toBeVisible();
    await expect(row('Monthly Revenue')).toHaveCount(0);
  });
});
