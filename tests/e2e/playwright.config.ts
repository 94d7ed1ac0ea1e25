import { execSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { startFakeDbtCloud } from './fakeDbtCloud.js';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 4100);
const baseURL = `http://127.0.0.1:${port}`;

// Debian's chromium (no Playwright browser download on this machine).
const chromium = process.env.CHROMIUM_PATH ?? execSync('command -v chromium', { shell: '/bin/sh' }).toString().trim();

// A fresh data directory per run: the server migrates it and seeds the demo organization on first start.
// Playwright loads this file again in its workers; they must not create (and leak) directories of their own.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'meridian-e2e-'));
// The APIs & Integrations journey verifies a dbt Cloud token against this stand-in (started once, in the main process).
process.env.E2E_FAKE_DBT_URL ??= startFakeDbtCloud(port + 1);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // The journeys share one server and its demo users (one signs every session of a user out): run them one at a time.
  workers: 1,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: 0,
  reporter: [['list']],
  outputDir: join(repoRoot, 'test-results'),
  use: {
    baseURL,
    locale: 'en-US',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'npm start',
    cwd: repoRoot,
    url: `${baseURL}/healthz`,
    // With TEST_DATABASE_URL, npm test creates a fresh PostgreSQL database for the journeys (E2E_DATABASE_URL).
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      DBT_CLOUD_BASE_URL: process.env.E2E_FAKE_DBT_URL,
      SUPPORT_EMAIL: 'support@meridian.example',
      BOOK_A_CALL_URL: 'https://meridian.example/book-a-call',
      PRICING_URL: 'https://meridian.example/pricing',
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
