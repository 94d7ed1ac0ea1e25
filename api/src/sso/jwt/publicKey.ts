// Reads the configured PEM into a public key jose can verify with. Pure (node:crypto only).
import { createPublicKey, X509Certificate, type KeyObject } from 'node:crypto';

export const INVALID_PUBLIC_KEY = 'The RSA public key is invalid';

const PEM = /^-----BEGIN (PUBLIC KEY|RSA PUBLIC KEY|CERTIFICATE)-----\r?\n[A-Za-z0-9+/=\r\n]+-----END \1-----$/;

/**
 * A PEM public key (SPKI, PKCS#1 RSA) or certificate with an RSA key of at least 2048 bits or a P-256 EC key;
 * null for anything else (private keys included).
 */
export function publicKeyFromPem(pem: string): KeyObject | null {
  const text = pem.trim();
  const match = PEM.exec(text);
  if (!match) return null;
  let key: KeyObject;
  try {
    key = match[1] === 'CERTIFICATE' ? new X509Certificate(text).publicKey : createPublicKey({ key: text, format: 'pem' });
  } catch {
    return null;
  }
  if (key.type !== 'public') return null;
  const details = key.asymmetricKeyDetails;
  if (key.asymmetricKeyType === 'rsa') return (details?.modulusLength ?? 0) >= 2048 ? key : null;
  if (key.asymmetricKeyType === 'ec') return details?.namedCurve === 'prime256v1' ? key : null;
  return null;
}
