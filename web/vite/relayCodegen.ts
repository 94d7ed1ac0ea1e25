import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Dev server only: re-runs the one-shot relay-compiler when a file with a graphql`` tag or schema.graphql changes
 * (`relay-compiler --watch` needs a watchman this machine does not have).
 */
export function relayCodegen(repoRoot: string): Plugin {
  const schema = join(repoRoot, 'schema.graphql');
  const compiler = join(repoRoot, 'node_modules', '.bin', 'relay-compiler');
  let running = false;
  let again = false;

  const run = () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    const child = spawn(compiler, [], { cwd: repoRoot, stdio: 'inherit' });
    child.on('exit', () => {
      running = false;
      if (again) {
        again = false;
        run();
      }
    });
  };

  const relevant = (file: string) => {
    if (file === schema) return true;
    if (file.includes('__generated__') || !/\.tsx?$/.test(file)) return false;
    try {
      return readFileSync(file, 'utf8').includes('graphql`');
    } catch {
      return true; // deleted: its artifacts must go
    }
  };

  return {
    name: 'meridian-relay-codegen',
    // Not under Vitest, which also starts a dev server: tests must not rewrite artifacts.
    apply: (_, env) => env.command === 'serve' && !process.env.VITEST,
    configureServer(server) {
      server.watcher.add(schema);
      for (const event of ['add', 'change', 'unlink'] as const) server.watcher.on(event, (file: string) => relevant(file) && run());
      run();
    },
  };
}
