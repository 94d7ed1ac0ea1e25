import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, graphqlBody, signInAs, test } from './support.js';

// A solid-colour PNG built here, so the journey needs no fixture file.
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width * 3 }, (_, i) => rgb[i % 3]))]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
}

/** The computed background of the admin header's Open Studio button (a primary, brand-coloured link button). */
const openStudioBackground = (page: Page) =>
  page.getByRole('link', { name: 'Open Studio' }).evaluate((element) => getComputedStyle(element).backgroundColor);

test.describe('admin theme', () => {
  // The demo organization is shared by the journeys: whatever happens, it ends with the default theme.
  test.afterEach(async ({ page }) => {
    await page.request.post('/graphql', graphqlBody('mutation { resetTheme { __typename } }'));
  });

  test('the admin changes the primary colour and the logo, saves, and the whole app shows them; then resets to the defaults', async ({
    page,
    browser,
  }) => {
    await signInAs(page, 'admin');
    await page.goto('/admin/settings/theme');
    const section = page.getByRole('region', { name: 'Change Theme' });
    await expect(section).toBeInViewport();
    const primary = section.getByRole('textbox', { name: 'Primary', exact: true });
    const defaultPrimary = await primary.inputValue();
    const preview = section.getByRole('region', { name: 'Preview' });
    const previewButton = () => preview.getByRole('button', { name: 'Ask' }).evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await previewButton()).not.toBe('rgb(192, 57, 43)');

    // Bad input is refused on its field and changes nothing.
    const mainLogo = section.locator('input[type="file"][aria-label="Main Logo"]');
    await mainLogo.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await expect(section.getByText('Only image files are allowed.')).toBeVisible();
    await expect(section.getByRole('button', { name: 'Save' })).toHaveCount(0);

    await primary.fill('#c0392b');
    await expect.poll(previewButton).toBe('rgb(192, 57, 43)');
    await mainLogo.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: solidPng(120, 40, [39, 174, 96]) });
    await expect(section.getByText('Only image files are allowed.')).toBeHidden();
    await expect(preview.getByRole('img', { name: 'Main Logo' })).toBeVisible();

    await section.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Theme updated successfully!', { exact: true }).first()).toBeVisible();
    // Applied at once for the admin who saved: the top bar shows the logo, the brand buttons the colour.
    const topBarLogo = page.getByRole('banner').getByRole('img', { name: 'Meridian' });
    await expect(topBarLogo).toBeVisible();
    await expect.poll(() => openStudioBackground(page)).toBe('rgb(192, 57, 43)');

    await page.reload();
    await expect(primary).toHaveValue('#c0392b');
    await expect.poll(() => openStudioBackground(page)).toBe('rgb(192, 57, 43)');
    await expect(topBarLogo).toBeVisible();
    const logoBox = await topBarLogo.boundingBox();
    expect(logoBox?.height).toBeLessThanOrEqual(22);
    expect(await topBarLogo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120);

    // Every user of the organization gets the theme on their next load.
    const viewerContext = await browser.newContext();
    const viewer = await viewerContext.newPage();
    await signInAs(viewer, 'viewer');
    await expect(viewer.getByRole('banner').getByRole('img', { name: 'Meridian' })).toBeVisible();
    expect(await viewer.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--meridian-primary').trim())).toBe('#c0392b');
    await viewerContext.close();

    await section.getByRole('button', { name: 'Reset to Defaults' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Reset Theme' });
    await dialog.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByText('Theme reset successfully!', { exact: true }).first()).toBeVisible();
    await expect(primary).toHaveValue(defaultPrimary);
    await expect(topBarLogo).toHaveCount(0);
    await expect(section.getByRole('button', { name: 'Reset to Defaults' })).toBeDisabled();
  });
});
