// Command-line administration for real deployments: `npm run meridian -- <command> [options]`.
import { parseArgs } from 'node:util';
import { loadConfig } from './config.js';
import { openDatabase } from './db.js';
import { createOrganization } from './organizations/organizations.service.js';
import { ValidationError } from './errors.js';

const usage = `Usage:
  npm run meridian -- create-org --name <name> --admin-email <email> [--admin-password <pw>] [--admin-first-name <n>] [--admin-last-name <n>] [--enterprise]
  npm run meridian -- revoke-sessions --email <email>`;

const [command, ...rest] = process.argv.slice(2);
const { values } = parseArgs({
  args: rest,
  options: {
    name: { type: 'string' },
    'admin-email': { type: 'string' },
    'admin-password': { type: 'string' },
    'admin-first-name': { type: 'string' },
    'admin-last-name': { type: 'string' },
    enterprise: { type: 'boolean' },
    email: { type: 'string' },
  },
});

const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
let exitCode = 0;
try {
  await db.migrate();
  if (command === 'create-org') {
    const { org, admin, password } = await createOrganization(db.prisma, {
      name: values.name,
      adminEmail: values['admin-email'],
      adminPassword: values['admin-password'],
      adminFirstName: values['admin-first-name'],
      adminLastName: values['admin-last-name'],
      isEnterprise: values.enterprise ?? false,
      planName: values.enterprise ? 'Enterprise' : 'Starter',
    });
    console.log(`Created organization "${org.name}" (${org.id}) with admin ${admin.email}.`);
    if (!values['admin-password']) console.log(`Generated password: ${password}  (ask the admin to keep it safe)`);
  } else if (command === 'revoke-sessions') {
    const user = values.email ? await db.prisma.user.findUnique({ where: { email: values.email.toLowerCase() } }) : null;
    if (!user) throw new Error('No user with that e-mail address.');
    const { count } = await db.prisma.session.updateMany({ where: { userId: user.id, revokedAt: null }, data: { revokedAt: new Date() } });
    console.log(`Revoked ${count} session(s) of ${user.email}; running servers drop cached sessions within 15 s.`);
  } else {
    console.error(usage);
    exitCode = 2;
  }
} catch (error) {
  if (error instanceof ValidationError) for (const e of error.fieldErrors) console.error(`${e.path}: ${e.message}`);
  else console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
}
await db.close();
process.exit(exitCode);
