import { invitationLinkFor, pasteInto } from './invitationSupport.js';
import { expect, signInAs, submitLogin, test } from './support.js';

const PASSWORD = 'a-new-password-42';

test.describe('accepting an invitation', () => {
  // adminUsers.spec.ts covers the invite dialog's rules; this journey follows one invitation to a working account.
  test('the admin invites three addresses; one accepts the e-mailed link, lands in the app and signs in again later', async ({ page, browser }) => {
    const stamp = Date.now();
    const emails = [`dora.${stamp}@example.com`, `eli.${stamp}@example.com`, `fay.${stamp}@example.com`];
    await signInAs(page, 'admin');
    await page.goto('/admin/users');
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite users' });
    await pasteInto(page, dialog.getByRole('textbox', { name: 'Email addresses' }), `${emails[0]} ${emails[1]}|${emails[2]}`);
    for (const email of emails) await expect(dialog.getByText(email, { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Invite', exact: true }).click();
    await expect(page.getByText('The users have successfully been invited', { exact: true }).first()).toBeVisible();
    const invitations = page.getByRole('grid', { name: 'Invitations' });
    for (const email of emails) await expect(invitations.getByRole('row').filter({ hasText: email })).toBeVisible();

    // The invitee opens the mailed link in a browser of their own.
    const link = await invitationLinkFor(emails[1]);
    expect(link.pathname).toBe('/accept-invitation');
    const invitee = await browser.newContext();
    const guest = await invitee.newPage();
    await guest.goto(`${link.pathname}${link.search}`);
    await expect(guest.getByRole('heading', { level: 1, name: 'Join Meridian Demo' })).toBeVisible();
    await expect(guest.getByText('You have been invited to Meridian Demo on Meridian as a Viewer.', { exact: false })).toBeVisible();
    await expect(guest.getByLabel('Email')).toHaveValue(emails[1]);

    await guest.getByLabel('First name').fill('Eli');
    await guest.getByLabel('Last name').fill('Evans');
    await guest.getByLabel(/^Password/).fill('too-short');
    await guest.getByLabel('Confirm password').fill('too-short');
    await guest.getByRole('button', { name: 'Create account' }).click();
    await expect(guest.getByText('The password needs at least 10 characters.')).toBeVisible();
    await expect(guest.getByLabel('First name')).toHaveValue('Eli');
    await guest.getByLabel(/^Password/).fill(PASSWORD);
    await guest.getByLabel('Confirm password').fill(PASSWORD);
    await guest.getByRole('button', { name: 'Create account' }).click();
    await expect(guest.getByRole('heading', { level: 1, name: 'Welcome to the Studio, Eli' })).toBeVisible();
    await expect(guest).toHaveURL(/\/studio$/);
    await expect(guest.getByText('The Studio is for creators')).toBeVisible();

    // The link works once.
    await guest.goto(`${link.pathname}${link.search}`);
    await expect(guest.getByRole('heading', { level: 1, name: 'This invitation link is not valid' })).toBeVisible();
    await invitee.close();

    // The new user signs in with the chosen password in another fresh browser.
    const later = await browser.newContext();
    const again = await later.newPage();
    await again.goto('/studio');
    await expect(again).toHaveURL(/\/login\?redirectTo=%2Fstudio$/);
    await submitLogin(again, emails[1], PASSWORD);
    await expect(again.getByRole('heading', { level: 1, name: 'Welcome to the Studio, Eli' })).toBeVisible();
    await later.close();

    // The admin sees the invitation become a user.
    await page.reload();
    await expect(page.getByRole('grid', { name: 'Users' }).getByRole('row').filter({ hasText: emails[1] })).toContainText('Eli Evans');
    await page.getByRole('tab', { name: /^Invitations \(\d+\)$/ }).click();
    await expect(invitations.getByRole('row').filter({ hasText: emails[0] })).toBeVisible();
    await expect(invitations.getByRole('row').filter({ hasText: emails[1] })).toHaveCount(0);
  });
});
