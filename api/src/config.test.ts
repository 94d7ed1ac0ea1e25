import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const env = (vars: Record<string, string>) => ({ DATA_DIR: mkdtempSync(join(tmpdir(), 'cfg-')), ...vars }) as NodeJS.ProcessEnv;

describe('loadConfig', () => {
  it('runs on defaults and generates a secret key once into the data directory', () => {
    const e = env({});
    const config = loadConfig(e);
    expect(config).toMatchObject({ port: 4000, host: '127.0.0.1', publicUrl: 'http://localhost:4000', brandColor: '#2e8dd5', seedDemo: true, secureCookies: false });
    expect(config.databaseUrl).toBeUndefined();
    expect(readFileSync(join(config.dataDir, 'secret.key'), 'utf8').trim()).toBe(config.secretKey);
    expect(loadConfig(e).secretKey).toBe(config.secretKey);
  });

  it('lists every bad variable in one error', () => {
    expect(() => loadConfig(env({ PORT: 'abc', DATABASE_URL: 'mysql://x', BRAND_COLOR: 'blue' }))).toThrow(
      /PORT: .*\n.*DATABASE_URL: DATABASE_URL must be a postgres:\/\/ URL\n.*BRAND_COLOR: BRAND_COLOR must be #rrggbb/,
    );
  });

  it('makes cookies Secure behind an https public URL and reads lists and flags', () => {
    const config = loadConfig(env({ PUBLIC_URL: 'https://meridian.example.com/', ALLOWED_ORIGINS: 'https://a.test, https://b.test', SEED_DEMO: 'false' }));
    expect(config).toMatchObject({ publicUrl: 'https://meridian.example.com', secureCookies: true, seedDemo: false, allowedOrigins: ['https://a.test', 'https://b.test'] });
  });
});
