import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FAKE_DBT_TOKEN } from './fakeDbtCloud.js';
import { expect, signInAs, test } from './support.js';

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => resolve(body));
  });
}

test.describe('admin APIs & Integrations', () => {
  test('the admin configures dbt Cloud and Slack against stand-in servers', async ({ page }) => {
    // A Slack incoming webhook stand-in that records the test message.
    const messages: string[] = [];
    const slack = createServer(async (req, res) => {
      messages.push(await readBody(req));
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('ok');
    });
    await new Promise<void>((resolve) => slack.listen(0, '127.0.0.1', resolve));
    const webhookUrl = `http://127.0.0.1:${(slack.address() as AddressInfo).port}/services/T000/B000/XXXX`;

    await signInAs(page, 'admin');
    await page.goto('/admin/integrations');
    const dbt = page.getByRole('region', { name: 'dbt Cloud' });
    await expect(dbt.getByText('Not configured')).toBeVisible();

    await dbt.getByRole('button', { name: 'Configure dbt Cloud' }).click();
    const dbtDialog = page.getByRole('dialog', { name: 'Configure dbt Cloud Integration' });
    await expect(dbtDialog.getByText('The token needs only Metadata permissions.')).toBeVisible();
    const token = dbtDialog.getByLabel('Service Token');
    await token.fill('not-the-token');
    await dbtDialog.getByRole('button', { name: 'Save' }).click();
    await expect(dbtDialog.getByText('dbt Cloud did not accept the service token.')).toBeVisible();
    await token.fill(FAKE_DBT_TOKEN);
    await dbtDialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The dbt Service token has been successfully verified and configured.', { exact: true }).first()).toBeVisible();
    await expect(dbtDialog).toBeHidden();
    await expect(dbt.getByText('Configured', { exact: true })).toBeVisible();

    const slackCard = page.getByRole('region', { name: 'Slack' });
    await slackCard.getByRole('button', { name: 'Configure Slack' }).click();
    const slackDialog = page.getByRole('dialog', { name: 'Configure Slack Integration' });
    const url = slackDialog.getByLabel('Incoming Webhook URL');
    await url.fill('ftp://example.com/hook');
    await slackDialog.getByRole('button', { name: 'Save' }).click();
    await expect(slackDialog.getByText('Enter a valid http or https URL.')).toBeVisible();
    await url.fill(webhookUrl);
    await slackDialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The Slack Webhook was successfully configured.', { exact: true }).first()).toBeVisible();
    await expect(slackCard.getByText('Configured', { exact: true })).toBeVisible();
    expect(messages.join('\n')).toContain('Meridian is now connected');

    // Neither secret comes back: after a reload only the status is shown.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Slack' }).getByText('Configured', { exact: true })).toBeVisible();
    await expect(page.getByText(webhookUrl)).toHaveCount(0);
    await new Promise<void>((resolve) => slack.close(() => resolve()));

    // Removing asks first; cancelling keeps the integration.
    const slackAgain = page.getByRole('region', { name: 'Slack' });
    await slackAgain.getByRole('button', { name: 'Remove Slack' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove the Slack integration' });
    await expect(confirm.getByText('Do you really want to remove the Slack integration?', { exact: false })).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(slackAgain.getByText('Configured', { exact: true })).toBeVisible();
    await slackAgain.getByRole('button', { name: 'Remove Slack' }).click();
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('The Slack integration has been removed.', { exact: true }).first()).toBeVisible();
    await expect(slackAgain.getByText('Not configured')).toBeVisible();
    await expect(slackAgain.getByRole('button', { name: 'Remove Slack' })).toHaveCount(0);
    // dbt Cloud stays configured, and the removal holds after a reload.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Slack' }).getByText('Not configured')).toBeVisible();
    await expect(page.getByRole('region', { name: 'dbt Cloud' }).getByText('Configured', { exact: true })).toBeVisible();
  });
});
