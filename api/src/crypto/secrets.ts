// Secrets at rest (dbt tokens, webhook URLs …): AES-256-GCM under a key derived from SECRET_KEY (ARCHITECTURE §2).
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const keyOf = (secretKey: string) => createHash('sha256').update(`meridian-secrets:${secretKey}`).digest();

/** Encrypts a secret; the result is `v1.<iv>.<tag>.<ciphertext>` in base64url. */
export function encryptSecret(secretKey: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secretKey), iv);
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
}

/** Decrypts what encryptSecret produced; throws when the value was altered or the key differs. */
export function decryptSecret(secretKey: string, sealed: string): string {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || data === undefined) throw new Error('Unknown secret format');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secretKey), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}
