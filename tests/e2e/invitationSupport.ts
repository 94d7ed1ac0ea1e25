import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect } from './support.js';

/** Pastes text into a field the way the clipboard would. */
export async function pasteInto(page: Page, field: Locator, text: string): Promise<void> {
  await field.focus();
  await page.evaluate((value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

/** Decodes a quoted-printable body (soft line breaks and =XX escapes). */
function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/**
 * The accept link of the invitation mailed to `email`, read from the outbox of the journeys' server
 * (no SMTP_URL: every message is written to DATA_DIR/outbox/<id>.eml). The newest message wins.
 */
export async function invitationLinkFor(email: string): Promise<URL> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (tests/e2e/playwright.config.ts sets it)');
  const outbox = join(dataDir, 'outbox');
  const messages = await Promise.all((await readdir(outbox)).filter((f) => f.endsWith('.eml')).map((f) => readFile(join(outbox, f), 'utf8')));
  const mine = messages.filter((eml) => new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}$`, 'im').test(eml));
  expect(mine, `one invitation mail to ${email}`).toHaveLength(1);
  const body = decodeQuotedPrintable(mine[0].split(/\r?\n\r?\n/).slice(1).join('\n\n'));
  const link = /https?:\/\/\S+\/accept-invitation\?token=\S+/.exec(body)?.[0];
  if (!link) throw new Error(`No accept link in the mail to ${email}:\n${body}`);
  return new URL(link);
}
