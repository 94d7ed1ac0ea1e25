import { describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret } from './secrets.js';

const KEY = 'k'.repeat(40);

describe('secrets at rest', () => {
  it('round-trips with a fresh IV every time', () => {
    const a = encryptSecret(KEY, 'https://hooks.slack.com/services/T/B/x');
    const b = encryptSecret(KEY, 'https://hooks.slack.com/services/T/B/x');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(decryptSecret(KEY, a)).toBe('https://hooks.slack.com/services/T/B/x');
  });

  it('refuses a changed ciphertext or another key', () => {
    const sealed = encryptSecret(KEY, 'token');
    const parts = sealed.split('.');
    parts[3] = Buffer.from('tampered').toString('base64url');
    expect(() => decryptSecret(KEY, parts.join('.'))).toThrow();
    expect(() => decryptSecret('other'.repeat(10), sealed)).toThrow();
    expect(() => decryptSecret(KEY, 'plain')).toThrow('Unknown secret format');
  });
});
