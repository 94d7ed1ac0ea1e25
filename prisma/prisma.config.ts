import { defineConfig } from 'prisma/config';

// The Prisma CLI is used only for `generate`; migrations go through scripts/migrate.ts (offline wasm engine).
export default defineConfig({ schema: 'schema.prisma' });
