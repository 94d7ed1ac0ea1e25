// `npm test`: every check CI runs, in order, stopping at the first failure:
// generate → type-check → lint → schema drift → Relay validation → Vitest (unit, web, API) → web build → Playwright.
// With TEST_DATABASE_URL the API tests and the end-to-end journeys run on that PostgreSQL server.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = fileURLToPath(new URL('../..', import.meta.url));
const bin = (name: string) => join(root, 'node_modules', '.bin', name);
const reports = mkdtempSync(join(tmpdir(), 'meridian-test-reports-'));
const counts = { passed: 0, failed: 0, skipped: 0 };

function step(title: string, command: string, args: string[], env: Record<string, string> = {}) {
  const started = Date.now();
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${title} failed after ${seconds} s`);
    finish(1);
  }
  console.log(`✔ ${title} (${seconds} s)`);
}

function finish(code: number): never {
  console.log(`\n${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`);
  rmSync(reports, { recursive: true, force: true });
  process.exit(code);
}

function readVitestCounts(file: string) {
  if (!existsSync(file)) return;
  const r = JSON.parse(readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
  counts.passed += r.numPassedTests;
  counts.failed += r.numFailedTests;
  counts.skipped += r.numPendingTests + r.numTodoTests;
}

function readPlaywrightCounts(file: string) {
  if (!existsSync(file)) return;
  const r = JSON.parse(readFileSync(file, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };
  counts.passed += r.stats.expected + r.stats.flaky;
  counts.failed += r.stats.unexpected;
  counts.skipped += r.stats.skipped;
}

/** A free loopback port, so the journeys' server never collides with another Meridian on this machine. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** A fresh database on the TEST_DATABASE_URL server for the end-to-end journeys. */
async function e2eDatabaseUrl(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) return null;
  const name = `meridian_e2e_${Date.now()}`;
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = Object.assign(new URL(server), { pathname: `/${name}` }).toString();
  return {
    url,
    async drop() {
      const c = new pg.Client({ connectionString: server });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

console.log(`Meridian test suite on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL (TEST_DATABASE_URL)' : 'PGlite (embedded)'}`);
step('Generate the Prisma client and the typed SDK', process.execPath, ['--import', 'tsx', 'api/scripts/prisma-generate.ts']);
step('GraphQL Codegen', bin('graphql-codegen'), ['--config', 'codegen.ts', '--silent']);
step('Type-check', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']);
step('Lint', bin('eslint'), ['--config', 'api/eslint.config.js', '--max-warnings', '0', 'api', 'web', 'tests', 'bench']);
step('schema.graphql matches the Pothos schema', process.execPath, ['--import', 'tsx', 'api/scripts/print-schema.ts', '--check']);
step('Relay artifacts are valid and up to date', bin('relay-compiler'), ['--validate']);
const vitestReport = join(reports, 'vitest.json');
const vitest = spawnSync(bin('vitest'), ['run', '--config', 'tests/vitest.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`], {
  cwd: root,
  stdio: 'inherit',
});
readVitestCounts(vitestReport);
if (vitest.status !== 0) {
  console.error('✖ Vitest failed');
  finish(1);
}
step('Build the web app', 'npm', ['run', '--silent', 'build:web']);
const db = await e2eDatabaseUrl();
const playwrightReport = join(reports, 'playwright.json');
const e2e = spawnSync(bin('playwright'), ['test', '--config', 'tests/e2e/playwright.config.ts', '--reporter=list,json'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport, E2E_DATABASE_URL: db?.url ?? '', E2E_PORT: String(await freePort()) },
});
await db?.drop();
readPlaywrightCounts(playwrightReport);
if (e2e.status !== 0) {
  console.error('✖ Playwright journeys failed');
  finish(1);
}
finish(counts.failed > 0 ? 1 : 0);
