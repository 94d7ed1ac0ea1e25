import { expect, signInAs, test } from './support.js';

test.describe('admin settings', () => {
  test('the admin changes the number format, the model and the LLM access, and they stay after a reload', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Settings' })).toBeVisible();

    const format = page.getByRole('combobox', { name: 'Default number format' });
    await expect(format).toHaveValue('en-US|#,##0.##');
    await format.selectOption({ label: '1.234.567,89 (de-DE)' });
    await expect(page.getByText('The default number format has been updated to: 1.234.567,89', { exact: true }).first()).toBeVisible();

    const model = page.getByRole('combobox', { name: 'Model' });
    await expect(model).toHaveValue('');
    const options = await model.locator('option').allTextContents();
    expect(options[0]).toBe('Default');
    if (options.length > 1) {
      await model.selectOption({ index: 1 });
      await expect(page.getByText(`The model has been updated to: ${options[1]}`, { exact: true }).first()).toBeVisible();
      await model.selectOption({ label: 'Default' });
      await expect(page.getByText('The model has been updated to: Default', { exact: true }).first()).toBeVisible();
    }

    const llm = page.getByRole('switch', { name: 'Allow a third-party language model to see query results' });
    const wasAllowed = await llm.isChecked();
    await llm.click();
    const state = wasAllowed ? 'disabled' : 'enabled';
    await expect(page.getByText(`LLM data access has been ${state} for your organization`, { exact: true }).first()).toBeVisible();

    await page.goto('/admin/settings/query-result-access');
    await expect(page.getByRole('region', { name: 'LLM Query Result Access' })).toBeInViewport();
    await expect(page.getByRole('combobox', { name: 'Default number format' })).toHaveValue('de-DE|#.##0,##');
    await expect(llm).toBeChecked({ checked: !wasAllowed });

    // Restore the demo organization's settings for the other journeys.
    await page.getByRole('combobox', { name: 'Default number format' }).selectOption({ label: '1,234,567.89 (en-US)' });
    await expect(page.getByText('The default number format has been updated to: 1,234,567.89', { exact: true }).first()).toBeVisible();
    await llm.click();
    await expect(llm).toBeChecked({ checked: wasAllowed });
  });

  test('the settings menu expands along the path and its entries scroll to their section', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/admin/roles');
    const menu = page.getByRole('navigation');
    await menu.getByRole('button', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await menu.getByRole('link', { name: 'Number Format' }).click();
    await expect(page).toHaveURL(/\/admin\/settings\/number-format$/);
    await expect(menu.getByRole('link', { name: 'Model Configuration' })).toBeVisible();
    // An unknown section is an unknown admin path: to /admin (then Settings), keeping the query string.
    await page.goto('/admin/settings/no-such-section?x=1');
    await expect(page).toHaveURL(/\/admin\/settings\?x=1$/);
  });
});
