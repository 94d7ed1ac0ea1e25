import { createHash, randomBytes } from 'node:crypto';

/** Only this hash of a session or API token is stored, so a database leak reveals no usable secret. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export const newSessionToken = () => randomBytes(32).toString('base64url');

export const API_TOKEN_PREFIX = 'mrd_';

/** A personal API token: recognisable prefix, 256 random bits. */
export const newApiToken = () => API_TOKEN_PREFIX + randomBytes(32).toString('base64url');

export const SESSION_COOKIE = 'meridian_session';

/** Reads one cookie from a Cookie header. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

/** Reads `Bearer <token>` from an Authorization header or graphql-ws connectionParams. */
export function readBearer(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const m = /^Bearer\s+(\S+)$/i.exec(value.trim());
  return m?.[1];
}
