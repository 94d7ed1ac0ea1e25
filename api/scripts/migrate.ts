// `npm run db:migrate` applies pending migrations to the configured database;
// `npm run db:migrate:new -- <name>` writes a new migration folder from the Prisma schema.
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db.js';
import { createMigration, diffMigrationsToSchema } from '../src/database/migrations.js';

const [command, name] = process.argv.slice(2);
if (command === 'new') {
  if (!name || !/^[a-z0-9_]+$/.test(name)) {
    console.error('usage: npm run db:migrate:new -- <name in snake_case>');
    process.exit(2);
  }
  const created = await createMigration(name);
  console.log(created ? `created prisma/migrations/${created}/migration.sql` : 'no changes: the migrations already match the schema');
} else if (command === 'diff') {
  const sql = await diffMigrationsToSchema();
  console.log(sql || '(no difference)');
} else {
  const config = loadConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const applied = await db.migrate();
  console.log(applied.length ? `applied: ${applied.join(', ')}` : 'the database is up to date');
  await db.close();
}
process.exit(0);
