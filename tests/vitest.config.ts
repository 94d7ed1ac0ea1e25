import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const root = fileURLToPath(new URL('..', import.meta.url));
// graphql 16 has no exports map: Vite would pick index.mjs while Node-loaded yoga uses index.js, and two
// graphql instances break `instanceof GraphQLError` (errors get masked). Pin the one Node loads.
const graphqlAlias = [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }];

// Unit tests live beside the code (api/src, web/src); API tests in tests/api run through createApp on a fresh database.
export default defineConfig({
  root,
  test: {
    projects: [
      {
        resolve: { alias: graphqlAlias },
        test: {
          name: 'unit',
          root,
          include: ['api/src/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias: graphqlAlias },
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
      {
        // Web unit tests beside the code; the Vite config brings the Relay Babel transform for graphql`` tags.
        extends: './web/vite.config.ts',
        root,
        test: {
          name: 'web',
          root,
          include: ['web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['web/src/testing/setup.ts'],
          css: false,
        },
      },
    ],
  },
});
