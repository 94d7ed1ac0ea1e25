// Generates the Prisma client and the Pothos types offline: the CLI only needs *a* schema-engine path to
// skip its download; generation itself does not run the engine.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const result = spawnSync('npx', ['prisma', 'generate', '--config', 'prisma/prisma.config.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: '/bin/false', PRISMA_HIDE_UPDATE_MESSAGE: '1' },
});
process.exit(result.status ?? 1);
