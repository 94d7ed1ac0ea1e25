// `npm run dev`: the API with reload on change (tsx watch, port 4000) and the Vite dev server with hot reload
// (port 5173, proxying /graphql to the API). Ctrl+C stops both.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'api/src/main.ts'], { cwd: root, stdio: 'inherit', env: { ...process.env, PORT: process.env.PORT ?? '4000' } }),
  spawn('npx', ['vite', '--config', 'web/vite.config.ts', '--host', '127.0.0.1'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && code !== 0 && stop());
