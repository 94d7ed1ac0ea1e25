// Builds one migrated template database per test run; every test file then starts from a cheap copy of it
// (PGlite: an in-memory load of a dumped data dir; PostgreSQL: CREATE DATABASE … TEMPLATE).
import { writeFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { applyMigrations } from '../../api/src/database/migrations.js';
import { openDatabase } from '../../api/src/db.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplateUrl: string;
  }
}

export const TEMPLATE_DB = 'meridian_test_template';

export function withDatabase(url: string, database: string) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
    await admin.end();
    const templateUrl = withDatabase(serverUrl, TEMPLATE_DB);
    const db = await openDatabase({ databaseUrl: templateUrl, poolSize: 2 });
    await db.migrate();
    await db.close();
    project.provide('postgresTemplateUrl', templateUrl);
    project.provide('pgliteTemplate', '');
    return;
  }
  const pglite = new PGlite();
  await applyMigrations(new PrismaPGlite(pglite));
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  const file = join(await mkdtemp(join(tmpdir(), 'meridian-test-')), 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplateUrl', '');
}
