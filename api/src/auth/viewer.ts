// Who is calling: a session cookie or a bearer API token resolves to a Viewer. Lookups are cached briefly
// per process and dropped on the authInvalidated topic (sign-out, revocation, deletion) from any instance.
import type { Organization, PlanChange, PrismaClient, User } from '../generated/prisma/client.js';
import type { PubSub } from '../pubsub.js';
import { API_TOKEN_PREFIX, hashToken } from './tokens.js';

export type Viewer = {
  user: User;
  org: Organization & { upcomingPlanChange: PlanChange | null };
  sessionId: string | null;
  apiTokenId: string | null;
  /** Set for API tokens: READ tokens may not run mutations. */
  tokenScope: 'READ' | 'WRITE' | null;
};

type Entry = { viewer: Viewer | null; userId: string | null; cachedUntil: number; validUntil: number };

const CACHE_TTL_MS = 15_000;
const CACHE_MAX = 10_000;

export class ViewerResolver {
  private readonly cache = new Map<string, Entry>();
  private readonly unsubscribe: () => void;

  constructor(
    private readonly prisma: PrismaClient,
    pubsub: PubSub,
  ) {
    const iterator = pubsub.subscribe('authInvalidated');
    let stopped = false;
    void (async () => {
      for await (const { userId } of iterator) {
        if (stopped) break;
        this.forgetUser(userId);
      }
    })();
    this.unsubscribe = () => {
      stopped = true;
      void iterator.return?.();
    };
  }

  close() {
    this.unsubscribe();
    this.cache.clear();
  }

  /** Drops every cached lookup of this user (this process only; publish authInvalidated for all). */
  forgetUser(userId: string) {
    for (const [key, entry] of this.cache) if (entry.userId === userId) this.cache.delete(key);
  }

  /** The viewer for a session cookie token and/or a bearer token (the bearer wins when both are sent). */
  async resolve(sessionToken: string | undefined, bearer: string | undefined): Promise<Viewer | null> {
    const token = bearer ?? sessionToken;
    if (!token) return null;
    const key = hashToken(token);
    const now = Date.now();
    const hit = this.cache.get(key);
    if (hit && hit.cachedUntil > now && hit.validUntil > now) return hit.viewer;
    const entry = bearer ? await this.loadApiToken(key, bearer) : await this.loadSession(key);
    if (this.cache.size >= CACHE_MAX) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.set(key, { ...entry, cachedUntil: now + CACHE_TTL_MS });
    return entry.viewer;
  }

  private async loadSession(tokenHash: string): Promise<Omit<Entry, 'cachedUntil'>> {
    const session = await this.prisma.session.findUnique({
      where: { tokenHash },
      include: { user: { include: { org: { include: { upcomingPlanChange: true } } } } },
    });
    const now = Date.now();
    if (!session || session.revokedAt || session.expiresAt.getTime() <= now || session.user.isDeleted) {
      return { viewer: null, userId: session?.userId ?? null, validUntil: Number.POSITIVE_INFINITY };
    }
    const { org, ...user } = session.user;
    return {
      viewer: { user, org, sessionId: session.id, apiTokenId: null, tokenScope: null },
      userId: user.id,
      validUntil: session.expiresAt.getTime(),
    };
  }

  private async loadApiToken(tokenHash: string, bearer: string): Promise<Omit<Entry, 'cachedUntil'>> {
    if (!bearer.startsWith(API_TOKEN_PREFIX)) return { viewer: null, userId: null, validUntil: Number.POSITIVE_INFINITY };
    const token = await this.prisma.apiToken.findUnique({
      where: { tokenHash },
      include: { user: { include: { org: { include: { upcomingPlanChange: true } } } } },
    });
    const now = Date.now();
    const expires = token?.expiresAt?.getTime() ?? Number.POSITIVE_INFINITY;
    if (!token || token.revokedAt || expires <= now || token.user.isDeleted) {
      return { viewer: null, userId: token?.userId ?? null, validUntil: Number.POSITIVE_INFINITY };
    }
    // lastUsedAt is advisory: written at most once per cache period, never awaited on the request path.
    void this.prisma.apiToken.update({ where: { id: token.id }, data: { lastUsedAt: new Date() } }).catch(() => undefined);
    const { org, ...user } = token.user;
    return {
      viewer: { user, org, sessionId: null, apiTokenId: token.id, tokenScope: token.scope },
      userId: user.id,
      validUntil: expires,
    };
  }
}
