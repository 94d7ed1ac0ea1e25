import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../db.js';
import { createAppPubSub } from '../pubsub.js';
import { ResultCache } from './resultCache.js';

function fakeDb() {
  const listeners = new Set<() => void>();
  return {
    db: { onWrite: (l: () => void) => (listeners.add(l), () => listeners.delete(l)) } as unknown as Database,
    write: () => listeners.forEach((l) => l()),
  };
}

const result = { data: { viewer: { id: '1' } } };
const closers: (() => unknown)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

function cacheWith(now: () => number = Date.now) {
  const { db, write } = fakeDb();
  const pubsub = createAppPubSub();
  const cache = new ResultCache(db, pubsub, 5_000, now);
  closers.push(() => cache.close(), () => pubsub.close());
  return { cache, write, pubsub };
}

describe('ResultCache', () => {
  it('serves a stored result until a write clears it', () => {
    const { cache, write } = cacheWith();
    cache.set('k', result, cache.currentGeneration);
    expect(cache.get('k')).toBe(result);
    write();
    expect(cache.get('k')).toBeUndefined();
  });

  it('does not store a result computed while a write happened', () => {
    const { cache, write } = cacheWith();
    const generation = cache.currentGeneration;
    write();
    cache.set('k', result, generation);
    expect(cache.get('k')).toBeUndefined();
  });

  it('expires entries after the TTL', () => {
    let now = 1_000;
    const { cache } = cacheWith(() => now);
    cache.set('k', result, cache.currentGeneration);
    now += 4_999;
    expect(cache.get('k')).toBe(result);
    now += 1;
    expect(cache.get('k')).toBeUndefined();
  });

  it('is cleared when another instance reports a write, not by its own reports', async () => {
    const { cache, write, pubsub } = cacheWith();
    write(); // publishes this instance's own dataChanged shortly
    cache.set('k', result, cache.currentGeneration);
    await new Promise((r) => setTimeout(r, 60));
    expect(cache.get('k')).toBe(result);
    await pubsub.publish('dataChanged', { instanceId: 'another-instance' });
    await new Promise((r) => setTimeout(r, 10));
    expect(cache.get('k')).toBeUndefined();
  });
});

describe('ResultCache turned off', () => {
  it('stores nothing with a TTL of 0', async () => {
    const { db } = fakeDb();
    const pubsub = createAppPubSub();
    const cache = new ResultCache(db, pubsub, 0);
    cache.set('k', result, cache.currentGeneration);
    expect(cache.get('k')).toBeUndefined();
    cache.close();
    await pubsub.close();
  });
});

describe('ResultCache and the other caches', () => {
  it('is cleared when the quota usage or a session lookup is invalidated', async () => {
    const { cache, pubsub } = cacheWith();
    cache.set('k', result, cache.currentGeneration);
    await pubsub.publish('usageInvalidated', { orgId: 'o1' });
    await new Promise((r) => setTimeout(r, 10));
    expect(cache.get('k')).toBeUndefined();
    cache.set('k', result, cache.currentGeneration);
    await pubsub.publish('authInvalidated', { userId: 'u1' });
    await new Promise((r) => setTimeout(r, 10));
    expect(cache.get('k')).toBeUndefined();
  });
});
