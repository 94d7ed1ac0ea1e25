// Quota usage is read on every Studio page; it changes only when users or KGs are added or removed. It is
// cached per organization for a few seconds and dropped at once on usageInvalidated (from any instance).
import type { PrismaClient } from '../generated/prisma/client.js';
import type { PubSub } from '../pubsub.js';
import { loadUsage, type Usage } from './plan.service.js';

const TTL_MS = 10_000;

export class UsageCache {
  private readonly entries = new Map<string, { usage: Promise<Usage>; until: number }>();
  private stopped = false;
  private readonly stopListening: () => void;

  constructor(
    private readonly prisma: PrismaClient,
    private readonly pubsub: PubSub,
  ) {
    const iterator = pubsub.subscribe('usageInvalidated');
    this.stopListening = () => void iterator.return?.();
    void (async () => {
      for await (const { orgId } of iterator) {
        if (this.stopped) break;
        this.entries.delete(orgId);
      }
    })();
  }

  /** Usage of the organization, from the cache when fresh. */
  get(orgId: string): Promise<Usage> {
    const now = Date.now();
    const hit = this.entries.get(orgId);
    if (hit && hit.until > now) return hit.usage;
    const usage = loadUsage(this.prisma, orgId);
    this.entries.set(orgId, { usage, until: now + TTL_MS });
    usage.catch(() => this.entries.delete(orgId));
    return usage;
  }

  /** Call after adding or removing users or KGs of the organization (before answering the request). */
  async invalidate(orgId: string) {
    this.entries.delete(orgId);
    await this.pubsub.publish('usageInvalidated', { orgId });
  }

  close() {
    this.stopped = true;
    this.stopListening();
    this.entries.clear();
  }
}
