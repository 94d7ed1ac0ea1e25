// One Prisma client over either the embedded PGlite database (default) or a PostgreSQL server (DATABASE_URL).
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaPg } from '@prisma/adapter-pg';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import pg from 'pg';
import { PrismaClient } from './generated/prisma/client.js';
import { CharAsTextClient } from './database/charAsText.js';
import { applyMigrations } from './database/migrations.js';
import { trackWrites } from './database/writeTracking.js';

export type Database = {
  prisma: PrismaClient;
  kind: 'pglite' | 'postgres';
  /** Number of SQL statements sent so far (counted only when opened with countQueries). */
  queryCount(): number;
  /** Calls the listener after every statement that may have changed data (and every commit); returns its removal. */
  onWrite(listener: () => void): () => void;
  /** Applies pending committed migrations; returns their names. */
  migrate(): Promise<string[]>;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  /** postgres:// URL of a PostgreSQL server; without it the embedded PGlite database is used. */
  databaseUrl?: string;
  /** Folder for PGlite's files (DATA_DIR/pglite); ignored with databaseUrl or pglite. */
  dataDir?: string;
  /** An already open PGlite instance (tests load a migrated template into memory). */
  pglite?: PGlite;
  poolSize?: number;
  countQueries?: boolean;
};

const statementNames = new Map<string, string>();

/**
 * Names each distinct SQL text so that node-postgres prepares it once per connection and PostgreSQL can reuse
 * the plan: planning Prisma's lateral-join queries costs more than running them. Query shapes are few and fixed.
 */
function preparedStatementName(query: { sql: string }): string {
  let name = statementNames.get(query.sql);
  if (!name) {
    name = 'm' + createHash('sha1').update(query.sql).digest('hex').slice(0, 24);
    if (statementNames.size < 5000) statementNames.set(query.sql, name);
  }
  return name;
}

/** Opens the database; the caller owns it and must close it. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  let adapter: SqlMigrationAwareDriverAdapterFactory;
  let migrate: () => Promise<string[]>;
  let closeDriver: () => Promise<void>;
  let kind: Database['kind'];

  if (options.databaseUrl) {
    kind = 'postgres';
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    adapter = new PrismaPg(pool, { statementNameGenerator: preparedStatementName });
    migrate = async () => {
      // A pool of its own for the schema engine, ended right after: an idle connection left open would keep
      // the database busy (CREATE DATABASE … TEMPLATE refuses a template anyone is connected to).
      const migrationPool = new pg.Pool({ connectionString: options.databaseUrl, max: 2, Client: CharAsTextClient });
      try {
        return await applyMigrations(new PrismaPg(migrationPool));
      } finally {
        await migrationPool.end();
      }
    };
    closeDriver = () => pool.end();
  } else {
    kind = 'pglite';
    let db = options.pglite;
    if (!db) {
      const dir = join(options.dataDir ?? './data', 'pglite');
      mkdirSync(dir, { recursive: true });
      db = new PGlite(dir);
    }
    const pglite = db;
    adapter = new PrismaPGlite(pglite);
    migrate = () => applyMigrations(new PrismaPGlite(pglite));
    closeDriver = () => pglite.close();
  }

  const writes = trackWrites(adapter);
  let count = 0;
  const prisma = options.countQueries
    ? new PrismaClient({ adapter: writes.factory, log: [{ emit: 'event', level: 'query' }] })
    : new PrismaClient({ adapter: writes.factory });
  if (options.countQueries) (prisma as unknown as { $on(e: 'query', cb: () => void): void }).$on('query', () => void count++);

  return {
    prisma,
    kind,
    queryCount: () => count,
    onWrite: writes.onWrite,
    migrate,
    async close() {
      await prisma.$disconnect();
      await closeDriver();
    },
  };
}
