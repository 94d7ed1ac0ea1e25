// Database-backed state of SAML sign-in, so that any instance can answer the identity provider: the AuthnRequests
// awaiting an answer (InResponseTo, single use) and the assertion ids already accepted (replay protection).
import { randomBytes } from 'node:crypto';
import type { CacheItem, CacheProvider } from '@node-saml/node-saml';
import { hashToken } from '../../auth/tokens.js';
import { Prisma, type PrismaClient } from '../../generated/prisma/client.js';

/** How long the identity provider has to answer an AuthnRequest (the user may have to type a password). */
export const REQUEST_TTL_MS = 10 * 60_000;
/** The browser follows the ACS's redirect to the completion step at once; this leaves room for a slow network. */
const COMPLETION_TTL_MS = 2 * 60_000;

/**
 * node-saml's InResponseTo cache for one organization and one request. saveAsync stores the AuthnRequest with what
 * the answer needs (test, landing path); removeAsync consumes it. consume() is atomic across instances: of two
 * concurrent answers to one request, only one gets true.
 */
export class SamlRequestStore implements CacheProvider {
  private readonly consumed = new Map<string, Promise<boolean>>();

  constructor(
    private readonly prisma: PrismaClient,
    private readonly orgId: string,
    private readonly pending: { testId?: string | null; redirectTo?: string | null; browserBindingHash?: string | null } = {},
  ) {}

  async saveAsync(key: string, value: string): Promise<CacheItem> {
    await this.prisma.samlRequest.create({
      data: {
        id: key,
        orgId: this.orgId,
        testId: this.pending.testId ?? null,
        redirectTo: this.pending.redirectTo ?? null,
        browserBindingHash: this.pending.browserBindingHash ?? null,
        expiresAt: new Date(Date.now() + REQUEST_TTL_MS),
      },
    });
    return { value, createdAt: Date.now() };
  }

  async getAsync(key: string): Promise<string | null> {
    const row = await this.prisma.samlRequest.findFirst({ where: { id: key, orgId: this.orgId, answeredAt: null, expiresAt: { gt: new Date() } } });
    return row ? row.createdAt.toISOString() : null;
  }

  async removeAsync(key: string | null): Promise<string | null> {
    if (key) await this.consume(key);
    return key;
  }

  /** Marks the outstanding request answered; true only for the caller that actually did (once per store). */
  consume(key: string): Promise<boolean> {
    let result = this.consumed.get(key);
    if (!result) {
      const now = new Date();
      result = this.prisma.samlRequest
        .updateMany({
          where: { id: key, orgId: this.orgId, answeredAt: null, expiresAt: { gt: now } },
          data: { answeredAt: now, expiresAt: new Date(now.getTime() + COMPLETION_TTL_MS) },
        })
        .then(({ count }) => count === 1);
      this.consumed.set(key, result);
    }
    return result;
  }
}

/** The outstanding request an answer refers to (before any signature is checked: it only selects the configuration). */
export function findOutstandingRequest(prisma: PrismaClient, orgId: string, id: string) {
  return prisma.samlRequest.findFirst({ where: { id, orgId, answeredAt: null, expiresAt: { gt: new Date() } } });
}

/** A new nonce for the browser-binding cookie. */
export const newBrowserNonce = () => randomBytes(32).toString('base64url');

/** After an accepted answer: the one-time code with which the starting browser completes the sign-in. */
export async function awaitCompletion(prisma: PrismaClient, requestId: string, userId: string): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  await prisma.samlRequest.update({ where: { id: requestId }, data: { userId, completionCodeHash: hashToken(code) } });
  return code;
}

/**
 * Completes a sign-in once, in the browser that started it: the code must be fresh and unused, and the browser's
 * nonce must be the one stored with the request. Returns the user to sign in and where to land, or null.
 */
export async function takeCompletion(prisma: PrismaClient, orgId: string, code: string, browserNonce: string | undefined) {
  const row = await prisma.samlRequest.findFirst({
    where: { completionCodeHash: hashToken(code), orgId, completedAt: null, expiresAt: { gt: new Date() } },
  });
  if (!row?.userId) return { ok: false as const, reason: 'The sign-in code is unknown, expired or already used.' };
  if (!browserNonce || !row.browserBindingHash || hashToken(browserNonce) !== row.browserBindingHash) {
    return { ok: false as const, reason: 'The sign-in was started in another browser.' };
  }
  const { count } = await prisma.samlRequest.updateMany({ where: { id: row.id, completedAt: null }, data: { completedAt: new Date() } });
  if (count !== 1) return { ok: false as const, reason: 'The sign-in code is unknown, expired or already used.' };
  return { ok: true as const, userId: row.userId, redirectTo: row.redirectTo ?? '/' };
}

/** Records an accepted assertion id until it expires; false when it was seen before (a replay). */
export async function rememberAssertion(prisma: PrismaClient, orgId: string, assertionId: string, expiresAt: Date): Promise<boolean> {
  try {
    await prisma.samlAssertionSeen.create({ data: { orgId, assertionId, expiresAt } });
    return true;
  } catch (e) {
    if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === 'P2002') return false;
    throw e;
  }
}

/** Drops expired requests, tests and remembered assertions (called now and then from the sign-in path). */
export async function pruneExpired(prisma: PrismaClient) {
  const now = new Date();
  await prisma.samlRequest.deleteMany({ where: { expiresAt: { lt: now } } });
  await prisma.samlAssertionSeen.deleteMany({ where: { expiresAt: { lt: now } } });
  await prisma.samlTest.deleteMany({ where: { expiresAt: { lt: now } } });
}
