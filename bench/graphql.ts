// GraphQL throughput and SQL statements per Studio home query, on PostgreSQL and on PGlite, in one run.
// Usage: npm run bench:graphql   (BENCH_DATABASE_URL=postgres://… to use an existing server; BENCH_SECONDS=10)
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase, type Database } from '../api/src/db.js';
import { createApp } from '../api/src/app.js';
import { loadConfig } from '../api/src/config.js';
import { createOrganization } from '../api/src/organizations/organizations.service.js';
import { HOME_QUERY } from '../tests/support/homeQuery.js';
import { startLocalPostgres } from './localPostgres.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 32;
const PASSWORD = 'bench-password-1';

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/** An organization with an admin and `kgs` KGs; returns the admin's e-mail. */
async function seed(db: Database, kgs: number) {
  const { org, admin } = await createOrganization(db.prisma, {
    name: `Bench ${kgs}`,
    adminEmail: `bench-${kgs}-${Date.now()}@example.test`,
    adminPassword: PASSWORD,
  });
  await db.prisma.organization.update({ where: { id: org.id }, data: { knowledgeGraphQuota: 500 } });
  for (let i = 0; i < kgs; i++) {
    await db.prisma.knowledgeGraph.create({
      data: { orgId: org.id, info: { create: [{ languageId: 'en-US', name: `Graph ${i}`, description: `Benchmark graph ${i}` }] } },
    });
  }
  return admin.email;
}

async function post(url: string, body: unknown, cookie?: string) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  return { json: (await res.json()) as { errors?: unknown[] }, cookies: res.headers.getSetCookie() };
}

async function signIn(url: string, email: string) {
  const { cookies } = await post(url, {
    query: 'mutation($e: String!, $p: String!) { signIn(input: { email: $e, password: $p }) { __typename } }',
    variables: { e: email, p: PASSWORD },
  });
  return cookies[0].split(';')[0];
}

function load(url: string, query: string, cookie: string, seconds: number) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      {
        url: `${url}/graphql`,
        method: 'POST',
        connections: CONNECTIONS,
        duration: seconds,
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ query }),
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

async function startServer(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: 'false', LOG_LEVEL: 'error' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return child;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error('server did not start');
}

type Row = { backend: string; typename: autocannon.Result; home: autocannon.Result; homeUncached: autocannon.Result; statements: Record<number, { cold: number; warm: number }> };

/** Statements per home query, measured in-process with a counting client, for 5 and 100 KGs. */
async function countStatements(open: () => Promise<Database>) {
  const db = await open();
  const out: Record<number, { cold: number; warm: number }> = {};
  const app = createApp(loadConfig({ LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv, { dataDir: tmpdir(), secretKey: 'x'.repeat(40) }), db);
  const url = await app.listen(0, '127.0.0.1');
  for (const kgs of [5, 100]) {
    const cookie = await signIn(url, await seed(db, kgs));
    const before = db.queryCount();
    const first = await post(url, { query: HOME_QUERY }, cookie);
    if (first.json.errors) throw new Error(JSON.stringify(first.json.errors));
    const mid = db.queryCount();
    await post(url, { query: HOME_QUERY }, cookie);
    out[kgs] = { cold: mid - before, warm: db.queryCount() - mid };
  }
  await app.close();
  await db.close();
  return out;
}

async function benchBackend(backend: 'postgres' | 'pglite', databaseUrl?: string): Promise<Row> {
  const dataDir = mkdtempSync(join(tmpdir(), 'meridian-bench-'));
  const env: Record<string, string> = { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  // Seed 20 KGs first (PGlite allows one process at a time), then serve from a separate process.
  const db = await openDatabase({ databaseUrl, dataDir });
  await db.migrate();
  const email = await seed(db, 20);
  await db.close();
  const port = await freePort();
  const server = await startServer(env, port);
  const url = `http://127.0.0.1:${port}`;
  try {
    const cookie = await signIn(url, email);
    const check = await post(url, { query: HOME_QUERY }, cookie);
    if (check.json.errors) throw new Error(JSON.stringify(check.json.errors));
    await load(url, HOME_QUERY, cookie, 2); // warm-up
    const typename = await load(url, '{ __typename }', cookie, SECONDS);
    const home = await load(url, HOME_QUERY, cookie, SECONDS);
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    // The same query with the result cache off: what every first visit (or a visit after any write) costs.
    const uncachedServer = await startServer({ ...env, RESULT_CACHE_TTL_MS: '0' }, port);
    let homeUncached: autocannon.Result;
    try {
      const uncachedCookie = await signIn(url, email);
      await load(url, HOME_QUERY, uncachedCookie, 2); // warm-up
      homeUncached = await load(url, HOME_QUERY, uncachedCookie, SECONDS);
    } finally {
      uncachedServer.kill('SIGTERM');
      await new Promise((r) => uncachedServer.once('exit', r));
    }
    const statements = await countStatements(async () => {
      const d = await openDatabase({ databaseUrl, dataDir, countQueries: true });
      await d.migrate();
      return d;
    });
    return { backend, typename, home, homeUncached, statements };
  } finally {
    if (server.exitCode === null) server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  let pgUrl = process.env.BENCH_DATABASE_URL;
  let stopPg: (() => void) | undefined;
  if (!pgUrl) {
    const local = startLocalPostgres(await freePort());
    stopPg = local.stop;
    pgUrl = local.url;
  }
  // A database of its own so that runs never mix.
  const name = `meridian_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const benchUrl = Object.assign(new URL(pgUrl), { pathname: `/${name}` }).toString();
  const rows: Row[] = [];
  try {
    rows.push(await benchBackend('postgres', benchUrl));
    rows.push(await benchBackend('pglite'));
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    stopPg?.();
  }
  console.log(`\nGraphQL benchmark: ${CONNECTIONS} connections, ${SECONDS} s per query, server in its own process (2 cores shared with the load generator)\n`);
  console.log('backend   query             req/s    p50 ms  p99 ms');
  for (const r of rows) {
    for (const [label, res] of [['{ __typename }', r.typename], ['Studio home', r.home], ['home, no cache', r.homeUncached]] as const) {
      console.log(`${r.backend.padEnd(9)} ${label.padEnd(16)} ${res.requests.average.toFixed(0).padStart(6)}  ${String(res.latency.p50).padStart(7)} ${String(res.latency.p99).padStart(7)}`);
    }
    const errors = [r.typename, r.home, r.homeUncached].reduce((n, x) => n + x.errors + x.non2xx, 0);
    console.log(`${r.backend.padEnd(9)} ratio home/typename = ${(r.home.requests.average / r.typename.requests.average).toFixed(2)}${errors ? `  (${errors} errors!)` : ''}`);
    console.log(`${r.backend.padEnd(9)} ratio home without the result cache/typename = ${(r.homeUncached.requests.average / r.typename.requests.average).toFixed(2)}`);
  }
  console.log('\nSQL statements per Studio home query (viewer, quotas, first 20 KGs):');
  for (const r of rows) {
    for (const [kgs, s] of Object.entries(r.statements)) {
      console.log(`${r.backend.padEnd(9)} ${kgs.padStart(3)} KGs: first request ${s.cold}, next requests ${s.warm}`);
    }
  }
  process.exit(0);
}

await main();
