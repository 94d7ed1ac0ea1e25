// Verifies a sign-in JWT with jose: RS256 or ES256 only (never none, never HMAC), exp required with a small
// clock skew, sub required. JWKS are fetched with a timeout and cached per URL.
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import { publicKeyFromPem } from './publicKey.js';

export const JWT_ALGORITHMS = ['RS256', 'ES256'];
const CLOCK_TOLERANCE_SECONDS = 60;
const JWKS_TIMEOUT_MS = 5000;
const JWKS_CACHE_MAX = 100;

type RemoteJwks = ReturnType<typeof createRemoteJWKSet>;
const remoteSets = new Map<string, RemoteJwks>();

/** One jose remote key set per URL: keys cached 10 minutes, refetched (at most every 30 s) for an unknown kid. */
function remoteJwks(url: string): RemoteJwks {
  let set = remoteSets.get(url);
  if (!set) {
    if (remoteSets.size >= JWKS_CACHE_MAX) remoteSets.delete(remoteSets.keys().next().value as string);
    set = createRemoteJWKSet(new URL(url), { timeoutDuration: JWKS_TIMEOUT_MS, cooldownDuration: 30_000, cacheMaxAge: 600_000 });
    remoteSets.set(url, set);
  }
  return set;
}

/** A rejected token; the message is safe to show to the person signing in. */
export class InvalidJwtError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidJwtError';
  }
}

const reason = (e: unknown): string => {
  if (e instanceof errors.JWTExpired) return 'The token has expired.';
  if (e instanceof errors.JOSEAlgNotAllowed) return 'The token is not signed with RS256 or ES256.';
  if (e instanceof errors.JWSSignatureVerificationFailed) return 'The token signature is not valid.';
  if (e instanceof errors.JWKSNoMatchingKey) return 'No key of the JWKS matches the token.';
  if (e instanceof errors.JWKSTimeout) return 'The JWKS could not be fetched in time.';
  if (e instanceof errors.JWTClaimValidationFailed) return e.claim === 'exp' ? 'The token has no expiry (exp).' : `The token's ${e.claim} claim is not valid.`;
  if (e instanceof errors.JWTInvalid || e instanceof errors.JWSInvalid || e instanceof errors.JOSENotSupported) return 'The token is malformed.';
  if (e instanceof errors.JWKSInvalid || e instanceof errors.JOSEError) return 'The token could not be verified.';
  return 'The token could not be verified.';
};

/** The verified claims with a non-empty sub; throws InvalidJwtError otherwise. */
export async function verifyJwt(token: string, key: { publicKey: string | null; jwksUrl: string | null }): Promise<JWTPayload & { sub: string }> {
  if (!token || token.length > 16_384) throw new InvalidJwtError('The token is malformed.');
  const options = { algorithms: JWT_ALGORITHMS, requiredClaims: ['exp', 'sub'], clockTolerance: CLOCK_TOLERANCE_SECONDS };
  let payload: JWTPayload;
  try {
    if (key.publicKey) {
      const publicKey = publicKeyFromPem(key.publicKey);
      if (!publicKey) throw new InvalidJwtError('The configured public key is not valid.');
      ({ payload } = await jwtVerify(token, publicKey, options));
    } else if (key.jwksUrl) {
      ({ payload } = await jwtVerify(token, remoteJwks(key.jwksUrl), options));
    } else {
      throw new InvalidJwtError('No key is configured to verify the token.');
    }
  } catch (e) {
    if (e instanceof InvalidJwtError) throw e;
    throw new InvalidJwtError(reason(e));
  }
  if (typeof payload.sub !== 'string' || !payload.sub.trim()) throw new InvalidJwtError("The token's sub claim is not valid.");
  return payload as JWTPayload & { sub: string };
}
