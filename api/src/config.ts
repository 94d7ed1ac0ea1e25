// Configuration is read from the environment once, validated, and documented in README.md and .env.example.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());
const bool = (fallback: boolean) =>
  z.preprocess((v) => (v === undefined || v === '' ? fallback : ['1', 'true', 'yes', 'on'].includes(String(v).toLowerCase())), z.boolean());

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default('127.0.0.1'),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL').optional()),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).default(10),
  REDIS_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// URL').optional()),
  SECRET_KEY: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(32, 'SECRET_KEY needs at least 32 characters').optional()),
  ALLOWED_ORIGINS: z.string().default(''),
  SESSION_TTL_HOURS: z.coerce.number().positive().default(24 * 14),
  DOCUMENTATION_URL: optionalUrl,
  COMMUNITY_URL: optionalUrl,
  BRAND_COLOR: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'BRAND_COLOR must be #rrggbb').default('#2e8dd5'),
  SEED_DEMO: bool(true),
  SECURE_COOKIES: z.preprocess((v) => (v === undefined || v === '' ? undefined : ['1', 'true', 'yes'].includes(String(v))), z.boolean().optional()),
  LOG_LEVEL: z.enum(['silent', 'error', 'warn', 'info', 'debug']).default('info'),
  SMTP_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL').optional()),
  SMTP_FROM: z.string().min(3).default('Meridian <no-reply@meridian.local>'),
  INVITATION_TTL_HOURS: z.coerce.number().positive().default(24 * 7),
  RESULT_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  DBT_CLOUD_BASE_URL: z.url().default('https://cloud.getdbt.com'),
  MODEL_OPTIONS: z
    .string()
    .default('gpt-4o=GPT-4o,gpt-4o-mini=GPT-4o mini')
    .refine((v) => v.split(',').every((p) => /^[^=,\s][^=,]*=[^=,]+$/.test(p.trim())), 'MODEL_OPTIONS must be id=Name pairs separated by commas'),
  SUPPORT_EMAIL: z.preprocess((v) => (v === '' ? undefined : v), z.email().optional()),
  BOOK_A_CALL_URL: optionalUrl,
  PRICING_URL: optionalUrl,
});

export type Config = {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl?: string;
  databasePoolSize: number;
  redisUrl?: string;
  secretKey: string;
  allowedOrigins: string[];
  sessionTtlMs: number;
  documentationUrl?: string;
  communityUrl?: string;
  brandColor: string;
  seedDemo: boolean;
  secureCookies: boolean;
  logLevel: 'silent' | 'error' | 'warn' | 'info' | 'debug';
  smtpUrl?: string;
  smtpFrom: string;
  invitationTtlMs: number;
  /** Lifetime of cached page-query results (api/src/cache/resultCache.ts); 0 turns the cache off. */
  resultCacheTtlMs: number;
  dbtCloudBaseUrl: string;
  /** The models an organization may choose; the first is the default. */
  modelOptions: { id: string; name: string }[];
  supportEmail?: string;
  bookACallUrl?: string;
  pricingUrl?: string;
};

/** Reads the key from DATA_DIR/secret.key, creating it on first start, so restarts keep sessions and secrets. */
function secretKeyFromDataDir(dataDir: string): string {
  const file = join(dataDir, 'secret.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64url');
  writeFileSync(file, key + '\n', { mode: 0o600 });
  return key;
}

/** Validates the environment; throws one readable error listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(overrides.dataDir ?? e.DATA_DIR);
  const port = overrides.port ?? e.PORT;
  const publicUrl = (overrides.publicUrl ?? e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  return {
    port,
    host: e.HOST,
    publicUrl,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    redisUrl: e.REDIS_URL,
    secretKey: overrides.secretKey ?? e.SECRET_KEY ?? secretKeyFromDataDir(dataDir),
    allowedOrigins: e.ALLOWED_ORIGINS.split(/[\s,]+/).filter(Boolean),
    sessionTtlMs: e.SESSION_TTL_HOURS * 3600_000,
    documentationUrl: e.DOCUMENTATION_URL,
    communityUrl: e.COMMUNITY_URL,
    brandColor: e.BRAND_COLOR,
    seedDemo: e.SEED_DEMO,
    secureCookies: e.SECURE_COOKIES ?? publicUrl.startsWith('https://'),
    logLevel: e.LOG_LEVEL,
    smtpUrl: e.SMTP_URL,
    smtpFrom: e.SMTP_FROM,
    invitationTtlMs: e.INVITATION_TTL_HOURS * 3600_000,
    resultCacheTtlMs: e.RESULT_CACHE_TTL_MS,
    dbtCloudBaseUrl: e.DBT_CLOUD_BASE_URL.replace(/\/$/, ''),
    modelOptions: e.MODEL_OPTIONS.split(',').map((pair) => {
      const [id, name] = pair.split('=');
      return { id: id.trim(), name: name.trim() };
    }),
    supportEmail: e.SUPPORT_EMAIL,
    bookACallUrl: e.BOOK_A_CALL_URL,
    pricingUrl: e.PRICING_URL,
    ...overrides,
  };
}
