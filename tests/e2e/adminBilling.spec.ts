import { expect, signInAs, test } from './support.js';

test.describe('admin billing', () => {
  test('the admin sees the Subscription section with the contact paths from the configuration', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/admin/settings');
    await page.getByRole('navigation').getByRole('link', { name: 'Billing' }).click();
    await expect(page).toHaveURL(/\/admin\/billing$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Billing' })).toBeVisible();
    const subscription = page.getByRole('region', { name: 'Subscription' });
    await expect(subscription.getByText('To change your subscription, please contact our support:')).toBeVisible();
    await expect(subscription.getByRole('link', { name: 'send us an email' })).toHaveAttribute('href', 'mailto:support@meridian.example');
    await expect(subscription.getByRole('link', { name: 'book a call' })).toHaveAttribute('href', 'https://meridian.example/book-a-call');
    await expect(subscription.getByRole('link', { name: 'pricing page' })).toHaveAttribute('href', 'https://meridian.example/pricing');
    await expect(subscription.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', 'mailto:support@meridian.example');
  });
});
