// Process entry: configuration, database and migrations, demo seed, web build when missing, then serve.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config.js';
import { openDatabase } from './db.js';
import { createApp } from './app.js';
import { seedDemoOnce, DEMO_PASSWORD, DEMO_USERS, NORTHWIND_USERS } from './seed/demo.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: config.databasePoolSize });
const applied = await db.migrate();
if (applied.length) console.log(`Applied migrations: ${applied.join(', ')}`);
const seeded = config.seedDemo && (await seedDemoOnce(db.prisma));

if (!existsSync(`${root}/web/dist/index.html`)) {
  console.log('Building the web app (first start)…');
  const build = spawnSync('npm', ['run', 'build:web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('The web app could not be built; the API still starts.');
  }
}

const app = createApp(config, db);
await app.listen();
const url = config.publicUrl;
console.log(`\nMeridian is running at ${url}  (GraphQL: ${url}/graphql, database: ${db.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'})`);
if (config.seedDemo) {
  console.log(`${seeded ? 'Seeded the demo organization. ' : ''}Demo sign-ins (password "${DEMO_PASSWORD}"):`);
  for (const u of [...DEMO_USERS, ...NORTHWIND_USERS]) console.log(`  ${u.email.padEnd(32)} ${u.type.toLowerCase()}${u.isSuperUser ? ', super user' : ''}`);
}

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: stopping…`);
  await app.close();
  await db.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
