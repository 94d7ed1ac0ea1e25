// Typed pubsub topics, in-process by default and through Redis when REDIS_URL is set, so that several
// api instances share events (subscriptions, cache invalidation).
import { createPubSub } from 'graphql-yoga';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { Redis } from 'ioredis';

export type Topics = {
  /** Something about a KG's background tasks changed; payload names the KG. */
  backgroundTasksChanged: [kgId: string, payload: { kgId: string; orgId: string }];
  /** Cached sessions or tokens of this user must be dropped (sign-out, revocation, deletion). */
  authInvalidated: [payload: { userId: string }];
  /** Seat or KG counts of this organization changed: cached quota usage must be reloaded. */
  usageInvalidated: [payload: { orgId: string }];
  /** Some instance wrote to the database: cached query results of the other instances must be dropped. */
  dataChanged: [payload: { instanceId: string }];
};

export type PubSub = ReturnType<typeof createPubSub<Topics>> & { close(): Promise<void> };

/** Creates the pubsub; the caller closes it. */
export function createAppPubSub(redisUrl?: string): PubSub {
  if (!redisUrl) return Object.assign(createPubSub<Topics>(), { close: async () => undefined });
  const publishClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscribeClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  for (const client of [publishClient, subscribeClient]) client.on('error', () => undefined); // ioredis reconnects by itself
  const pubsub = createPubSub<Topics>({ eventTarget: createRedisEventTarget({ publishClient, subscribeClient }) });
  return Object.assign(pubsub, {
    async close() {
      // Let pending UNSUBSCRIBEs of closed iterators go out before quitting, so none fails on a closed connection.
      await new Promise((resolve) => setTimeout(resolve, 50));
      await Promise.allSettled([publishClient.quit(), subscribeClient.quit()]);
    },
  });
}
