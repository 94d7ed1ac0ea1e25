import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.js';
import { hashToken, newApiToken, readBearer, readCookie } from './tokens.js';

describe('passwords', () => {
  it('verify against their scrypt hash and nothing else', async () => {
    const hash = await hashPassword('s3cret pass');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(await verifyPassword('s3cret pass', hash)).toBe(true);
    expect(await verifyPassword('s3cret pasS', hash)).toBe(false);
  });

  it('salt every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('never match a malformed stored value', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$1$2$3$a$b')).toBe(false);
  });
});

describe('tokens', () => {
  it('hash deterministically without revealing the token', () => {
    const token = newApiToken();
    expect(hashToken(token)).toBe(hashToken(token));
    expect(hashToken(token)).not.toContain(token.slice(4, 20));
  });

  it('read a cookie among others', () => {
    expect(readCookie('a=1; meridian_session=abc%3D; b=2', 'meridian_session')).toBe('abc=');
    expect(readCookie('a=1', 'meridian_session')).toBeUndefined();
    expect(readCookie(undefined, 'x')).toBeUndefined();
  });

  it('read a Bearer token only in that form', () => {
    expect(readBearer('Bearer mrd_abc')).toBe('mrd_abc');
    expect(readBearer('bearer  mrd_abc ')).toBe('mrd_abc');
    expect(readBearer('Basic abc')).toBeUndefined();
    expect(readBearer(42)).toBeUndefined();
  });
});
