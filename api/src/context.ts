// The per-request (or per-socket) context: services shared by the app, plus who is calling.
import type { Config } from './config.js';
import type { Database } from './db.js';
import type { PrismaClient } from './generated/prisma/client.js';
import type { PubSub } from './pubsub.js';
import type { Viewer, ViewerResolver } from './auth/viewer.js';
import { unauthenticated } from './errors.js';
import type { Logger } from './logger.js';
import type { UsageCache } from './organizations/usageCache.js';

export type AppServices = {
  config: Config;
  db: Database;
  prisma: PrismaClient;
  pubsub: PubSub;
  viewers: ViewerResolver;
  usage: UsageCache;
  log: Logger;
};

export type Context = AppServices & {
  viewer: Viewer | null;
  /** Set-Cookie values the HTTP response will carry (ignored on WebSockets). */
  responseCookies: string[];
  userAgent: string | null;
  /** Per-request memo: one load per key however many fields ask. */
  memo<T>(key: string, load: () => Promise<T>): Promise<T>;
};

/** A per-request memo function. */
export function createMemo(): Context['memo'] {
  const cache = new Map<string, Promise<unknown>>();
  return <T>(key: string, load: () => Promise<T>) => {
    let hit = cache.get(key) as Promise<T> | undefined;
    if (!hit) {
      hit = load();
      cache.set(key, hit);
    }
    return hit;
  };
}

/** The signed-in viewer, or the UNAUTHENTICATED error the web app signs out on. */
export function requireViewer(ctx: Context): Viewer {
  if (!ctx.viewer) throw unauthenticated();
  return ctx.viewer;
}
