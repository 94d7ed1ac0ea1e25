import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

// Unit tests live beside the code (api/src, web/src); API tests in tests/api run through createApp on a fresh database.
export default defineConfig({
  root,
  test: {
    projects: [
      {
        extends: false,
        test: {
          name: 'unit',
          root,
          include: ['api/src/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: false,
        test: {
          name: 'api',
          root,
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
