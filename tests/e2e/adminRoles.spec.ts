import { expect, signInAs, test } from './support.js';

test.describe('admin roles', () => {
  test('the admin creates a role with two users, edits it and deletes it', async ({ page }) => {
    const name = `Analysts ${Date.now()}`;
    await signInAs(page, 'admin');
    await page.goto('/admin');
    await page.getByRole('navigation').getByRole('link', { name: 'Roles' }).click();
    await expect(page).toHaveURL(/\/admin\/roles$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Roles' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Delete' })).toBeDisabled();

    await page.getByRole('button', { name: 'Create' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create role' });
    const submit = dialog.getByRole('button', { name: 'Create' });
    await expect(submit).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Reads the sales graphs');
    const users = dialog.getByRole('group', { name: 'Users' });
    await users.getByRole('checkbox', { name: /Chris Creator/ }).check();
    await users.getByRole('checkbox', { name: /Vera Viewer/ }).check();
    await submit.click();
    await expect(page.getByText('Role created', { exact: true }).first()).toBeVisible();
    await expect(dialog).toBeHidden();

    const grid = page.getByRole('grid', { name: 'Roles' });
    const row = grid.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Reads the sales graphs');
    await expect(row.getByRole('gridcell').last()).toHaveText('2');

    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit role' });
    await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
    await edit.getByRole('textbox', { name: 'Description' }).fill('Reads every graph');
    await expect(edit.getByRole('checkbox', { name: /Chris Creator/ })).toBeChecked();
    await edit.getByRole('checkbox', { name: /Vera Viewer/ }).uncheck();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Role updated', { exact: true }).first()).toBeVisible();
    await expect(row).toContainText('Reads every graph');
    await expect(row.getByRole('gridcell').last()).toHaveText('1');

    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete roles' });
    await expect(confirm.getByText('Do you really want to delete the selected role?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('The role has successfully been deleted', { exact: true }).first()).toBeVisible();
    await expect(grid.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  });
});
