import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import { fileURLToPath } from 'node:url';
import { relayCodegen } from './vite/relayCodegen.js';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const api = 'http://127.0.0.1:4000';

export default defineConfig({
  root: webRoot,
  plugins: [
    react(),
    // plugin-react 6 has no babel option: graphql`` tags are compiled by babel-plugin-relay here.
    babel({
      presets: [
        defineRolldownBabelPreset({
          preset: () => ({ plugins: ['babel-plugin-relay'] }),
          rolldown: { filter: { code: 'graphql`' } },
        }),
      ],
    }),
    relayCodegen(repoRoot),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Vendor chunks change less often than the app: browsers keep them cached across deployments.
        codeSplitting: {
          groups: [
            { name: 'fluent', test: /node_modules[\\/]@(fluentui|griffel|floating-ui)[\\/]/ },
            { name: 'relay', test: /node_modules[\\/](relay-runtime|react-relay|graphql-ws)[\\/]/ },
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|react-intl|@formatjs|intl-messageformat)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/graphql': { target: api, ws: true },
      '/healthz': { target: api },
    },
  },
});
