import { pasteInto } from './invitationSupport.js';
import { expect, signInAs, test } from './support.js';

test.describe('admin users and invitations', () => {
  test('the admin invites three pasted addresses, sees them in Invitations and deletes one', async ({ page }) => {
    const stamp = Date.now();
    const emails = [`ana.${stamp}@example.com`, `ben.${stamp}@example.com`, `cy.${stamp}@example.com`];
    await signInAs(page, 'admin');
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { level: 2, name: 'Users' })).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Users \(\d+\)$/ })).toBeVisible();
    await expect(page.getByText(/Your subscription includes 50 users/)).toBeVisible();
    // Admins are not listed; the demo creator and viewer are.
    const usersGrid = page.getByRole('grid', { name: 'Users' });
    await expect(usersGrid.getByText('creator@demo.meridian.dev')).toBeVisible();
    await expect(usersGrid.getByText('admin@demo.meridian.dev')).toHaveCount(0);
    const invitationsTab = page.getByRole('tab', { name: /^Invitations \(\d+\)$/ });
    const before = Number(/\((\d+)\)/.exec((await invitationsTab.textContent()) ?? '')?.[1]);

    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite users' });
    const field = dialog.getByRole('textbox', { name: 'Email addresses' });
    await expect(dialog.getByRole('radio', { name: 'Viewer' })).toBeChecked();
    const submit = dialog.getByRole('button', { name: 'Invite', exact: true });
    await expect(submit).toBeDisabled();

    // The client mirrors the server's rules with the spec's messages.
    await field.fill('not-an-address');
    await field.press('Enter');
    await expect(dialog.getByText('Enter a valid email address')).toBeVisible();
    await field.fill('');
    await pasteInto(page, field, Array.from({ length: 101 }, (_, i) => `many${i}.${stamp}@example.com`).join(','));
    await expect(dialog.getByText('You can invite at most 100 users at a time')).toBeVisible();
    await expect(submit).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    await pasteInto(page, dialog.getByRole('textbox', { name: 'Email addresses' }), `${emails[0]}, ${emails[1]};\n${emails[2]}`);
    for (const email of emails) await expect(dialog.getByText(email, { exact: true })).toBeVisible();
    await submit.click();
    await expect(page.getByText('The users have successfully been invited', { exact: true }).first()).toBeVisible();
    await expect(dialog).toBeHidden();

    await expect(page.getByRole('tab', { name: `Invitations (${before + 3})` })).toHaveAttribute('aria-selected', 'true');
    const invitations = page.getByRole('grid', { name: 'Invitations' });
    for (const email of emails) await expect(invitations.getByRole('row').filter({ hasText: email })).toBeVisible();
    await expect(invitations.getByRole('row').filter({ hasText: emails[0] }).getByText('Viewer')).toBeVisible();

    await invitations.getByRole('checkbox', { name: emails[1] }).check();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete invitations' });
    await expect(confirm.getByText('Do you really want to delete the selected invitation?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('The invitation has successfully been deleted', { exact: true }).first()).toBeVisible();
    await expect(invitations.getByRole('row').filter({ hasText: emails[1] })).toHaveCount(0);
    await expect(page.getByRole('tab', { name: `Invitations (${before + 2})` })).toBeVisible();
  });

  test('a creator manages users at /studio/users; a viewer is sent back to the Studio', async ({ page, browser }) => {
    await signInAs(page, 'creator');
    await page.goto('/studio/users');
    await expect(page.getByRole('heading', { level: 2, name: 'Users' })).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Invitations \(\d+\)$/ })).toBeVisible();

    const viewer = await browser.newPage();
    await signInAs(viewer, 'viewer');
    await viewer.goto('/studio/users');
    await expect(viewer).toHaveURL(/\/studio$/);
    await viewer.close();
  });
});
