// Database-backed state of SAML sign-in, so that any instance can answer the identity provider: the AuthnRequests
// awaiting an answer (InResponseTo, single use) and the assertion ids already accepted (replay protection).
import type { CacheItem, CacheProvider } from '@node-saml/node-saml';
import { Prisma, type PrismaClient } from '../../generated/prisma/client.js';

/** How long the identity provider has to answer an AuthnRequest (the user may have to type a password). */
export const REQUEST_TTL_MS = 10 * 60_000;

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
    private readonly pending: { testId?: string | null; redirectTo?: string | null } = {},
  ) {}

  async saveAsync(key: string, value: string): Promise<CacheItem> {
    await this.prisma.samlRequest.create({
      data: {
        id: key,
        orgId: this.orgId,
        testId: this.pending.testId ?? null,
        redirectTo: this.pending.redirectTo ?? null,
        expiresAt: new Date(Date.now() + REQUEST_TTL_MS),
      },
    });
    return { value, createdAt: Date.now() };
  }

  async getAsync(key: string): Promise<string | null> {
    const row = await this.prisma.samlRequest.findFirst({ where: { id: key, orgId: this.orgId, expiresAt: { gt: new Date() } } });
    return row ? row.createdAt.toISOString() : null;
  }

  async removeAsync(key: string | null): Promise<string | null> {
    if (key) await this.consume(key);
    return key;
  }

  /** Deletes the outstanding request; true only for the caller that actually removed it (once per store). */
  consume(key: string): Promise<boolean> {
    let result = this.consumed.get(key);
    if (!result) {
      result = this.prisma.samlRequest
        .deleteMany({ where: { id: key, orgId: this.orgId, expiresAt: { gt: new Date() } } })
        .then(({ count }) => count === 1);
      this.consumed.set(key, result);
    }
    return result;
  }
}

/** The outstanding request an answer refers to (before any signature is checked: it only selects the configuration). */
export function findOutstandingRequest(prisma: PrismaClient, orgId: string, id: string) {
  return prisma.samlRequest.findFirst({ where: { id, orgId, expiresAt: { gt: new Date() } } });
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
