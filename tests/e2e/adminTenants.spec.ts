import { expect, NORTHWIND, signInAs, test } from './support.js';

test.describe('admin tenants', () => {
  test('the Northwind admin creates a tenant named after its ID, deletes it, and cannot delete a tenant with users', async ({ page }) => {
    const id = `initech-${Date.now()}`;
    await signInAs(page, NORTHWIND.admin);
    await page.goto('/admin/embedded/tenants');
    await expect(page).toHaveURL(/\/admin\/embedded\/tenants$/);
    // The Embedded group is expanded along the path and lists Tenants.
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Tenants' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Tenants' })).toBeVisible();
    const grid = page.getByRole('grid', { name: 'Tenants' });
    await expect(grid.getByRole('row').filter({ hasText: 'Acme Corp' })).toContainText('acme');
    await expect(grid.getByRole('row').filter({ hasText: 'Globex' })).toContainText('globex');
    await expect(page.getByRole('button', { name: 'Delete' })).toBeDisabled();

    await page.getByRole('button', { name: 'Create' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create tenant' });
    const create = dialog.getByRole('button', { name: 'Create' });
    await expect(create).toBeDisabled();
    const idField = dialog.getByRole('textbox', { name: 'ID' });
    await idField.fill(id);
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue(id);
    await idField.press('Enter');
    await expect(page.getByText('The tenant has successfully been created', { exact: true }).first()).toBeVisible();
    await expect(dialog).toBeHidden();
    const created = grid.getByRole('row').filter({ hasText: id });
    await expect(created).toBeVisible();

    await created.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete tenants' });
    await expect(confirm).toContainText('Do you really want to delete the selected tenant?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('The tenant has successfully been deleted', { exact: true }).first()).toBeVisible();
    await expect(created).toHaveCount(0);

    // 'acme' still has the Northwind viewer: the server refuses and says why.
    await grid.getByRole('checkbox', { name: 'Acme Corp' }).check();
    await page.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(
      page.getByText('There was an error deleting the tenant: The tenant still has 1 user(s); remove them first.', { exact: true }).first(),
    ).toBeVisible();
    await expect(grid.getByRole('row').filter({ hasText: 'Acme Corp' })).toBeVisible();
  });

  test('an organization without tenants has no Tenants page', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/admin/embedded/tenants');
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Tenants' })).toHaveCount(0);
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Board Transfer' })).toBeVisible();
  });
});
