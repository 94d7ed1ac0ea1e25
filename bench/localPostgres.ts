// A throwaway PostgreSQL server for benchmarks on a machine with Debian's PostgreSQL binaries
// (initdb refuses root, so it runs as the postgres user). Used when no BENCH_DATABASE_URL is given.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, chmodSync, rmSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function pgBin(name: string): string {
  const onPath = spawnSync('which', [name]).stdout?.toString().trim();
  if (onPath) return onPath;
  const root = '/usr/lib/postgresql';
  const version = existsSync(root) ? readdirSync(root).sort().reverse()[0] : undefined;
  if (!version) throw new Error(`PostgreSQL binaries not found (${name}); set BENCH_DATABASE_URL instead.`);
  return join(root, version, 'bin', name);
}

/** Starts a server on the given port; returns its URL and a stop function. */
export function startLocalPostgres(port: number): { url: string; stop(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'meridian-pg-'));
  chmodSync(dir, 0o777);
  const asPostgres = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
  const run = (cmd: string[]) => execFileSync(cmd[0], cmd.slice(1), { stdio: 'pipe' });
  run([...asPostgres, pgBin('initdb'), '-D', join(dir, 'data'), '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  run([
    ...asPostgres,
    pgBin('pg_ctl'),
    '-D',
    join(dir, 'data'),
    '-l',
    join(dir, 'log'),
    '-o',
    `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c max_connections=200 -c fsync=off`,
    '-w',
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      spawnSync(asPostgres[0] ?? pgBin('pg_ctl'), [...asPostgres.slice(1), ...(asPostgres.length ? [pgBin('pg_ctl')] : []), '-D', join(dir, 'data'), '-m', 'fast', 'stop'], { stdio: 'ignore' });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
