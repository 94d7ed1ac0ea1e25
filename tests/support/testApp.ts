// Starts the real app in-process on a fresh copy of the migrated template database.
import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { print, type ExecutionResult } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { createApp, type App } from '../../api/src/app.js';
import { loadConfig, type Config } from '../../api/src/config.js';
import { openDatabase, type Database } from '../../api/src/db.js';
import type { PubSub } from '../../api/src/pubsub.js';

/** A fresh, migrated, empty database for one test file. */
export async function freshDatabase(options: { countQueries?: boolean } = {}): Promise<Database> {
  const templateUrl = inject('postgresTemplateUrl');
  if (templateUrl) {
    const name = `meridian_test_${randomBytes(6).toString('hex')}`;
    // Connect to the maintenance database: CREATE DATABASE … TEMPLATE fails while anyone is connected to the template.
    const maintenanceUrl = Object.assign(new URL(templateUrl), { pathname: '/postgres' }).toString();
    const admin = new pg.Client({ connectionString: maintenanceUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${new URL(templateUrl).pathname.slice(1)}`);
    await admin.end();
    const url = new URL(templateUrl);
    url.pathname = `/${name}`;
    const db = await openDatabase({ databaseUrl: url.toString(), poolSize: 5, countQueries: options.countQueries });
    const close = db.close;
    return Object.assign(db, {
      async close() {
        await close();
        const dropper = new pg.Client({ connectionString: maintenanceUrl });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await dropper.end();
      },
    });
  }
  const tar = await readFile(inject('pgliteTemplate'));
  const pglite = new PGlite({ loadDataDir: new Blob([tar]) });
  return openDatabase({ pglite, countQueries: options.countQueries });
}

export type Auth = { cookie?: string; token?: string; origin?: string };
export type TestApp = {
  app: App;
  db: Database;
  url: string;
  config: Config;
  /** Runs an operation over HTTP like a client would; returns the body and the Set-Cookie values. */
  gql<R, V>(doc: TypedDocumentNode<R, V> | string, variables?: V, auth?: Auth): Promise<ExecutionResult<R> & { cookies: string[]; status: number }>;
  close(): Promise<void>;
};

export async function startTestApp(
  options: { pubsub?: PubSub; db?: Database; config?: Partial<Config>; countQueries?: boolean; webRoot?: string } = {},
): Promise<TestApp> {
  const db = options.db ?? (await freshDatabase({ countQueries: options.countQueries }));
  const config = loadConfig({ LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv, {
    dataDir: '/tmp/meridian-test-unused',
    secretKey: 'test-secret-key-test-secret-key-0123456789',
    port: 0,
    ...options.config,
  });
  const app = createApp(config, db, { pubsub: options.pubsub, webRoot: options.webRoot });
  const url = await app.listen(0, '127.0.0.1');
  return {
    app,
    db,
    url,
    config,
    async gql(doc, variables, auth = {}) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (auth.cookie) headers.cookie = auth.cookie;
      if (auth.token) headers.authorization = `Bearer ${auth.token}`;
      if (auth.origin) headers.origin = auth.origin;
      const res = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query: typeof doc === 'string' ? doc : print(doc), variables }),
      });
      const body = (await res.json()) as ExecutionResult<never>;
      return { ...body, cookies: res.headers.getSetCookie(), status: res.status };
    },
    async close() {
      await app.close();
      if (!options.db) await db.close();
    },
  };
}
