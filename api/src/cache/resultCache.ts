// Whole-result cache for the read-mostly queries every page load repeats (the Studio home: viewer, quotas, KGs).
// Safe because it is dropped on any change: every statement that may write, on this instance (seen at the driver
// adapter, api/src/database/writeTracking.ts) or on another one (the dataChanged topic), clears it, so does any
// invalidation of the session or quota caches whose values it holds, and a result is
// only stored when no write happened while it was computed. A short TTL bounds what neither can see (time passing,
// a write by a tool outside Meridian).
import { randomUUID } from 'node:crypto';
import { getOperationAST, print, type DocumentNode, type ExecutionResult, type OperationDefinitionNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Context } from '../context.js';
import type { Database } from '../db.js';
import type { PubSub } from '../pubsub.js';

/** Root fields whose results depend only on the database, the viewer and configuration. */
const CACHEABLE_ROOT_FIELDS = new Set(['viewer', 'knowledgeGraphs', 'appConfig', '__typename']);
const MAX_ENTRIES = 2_000;
// Coalesces the invalidations a burst of writes would publish into one message per interval.
const PUBLISH_INTERVAL_MS = 20;

type Entry = { result: ExecutionResult; expiresAt: number };

export class ResultCache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped on every invalidation; a result computed across a bump is not stored. */
  private generation = 0;
  private readonly instanceId = randomUUID();
  private publishTimer: NodeJS.Timeout | null = null;
  private readonly stopListening: () => void;
  private readonly subscriptions: AsyncIterator<unknown>[];

  constructor(
    db: Database,
    private readonly pubsub: PubSub,
    /** 0 stores nothing (RESULT_CACHE_TTL_MS=0). */
    private readonly ttlMs = 5_000,
    private readonly now: () => number = Date.now,
  ) {
    this.stopListening = db.onWrite(() => {
      this.invalidate();
      this.publishSoon();
    });
    const dataChanged = pubsub.subscribe('dataChanged')[Symbol.asyncIterator]();
    // The session and quota caches answer parts of these results: when they drop an entry, so does this cache.
    const usage = pubsub.subscribe('usageInvalidated')[Symbol.asyncIterator]();
    const auth = pubsub.subscribe('authInvalidated')[Symbol.asyncIterator]();
    this.subscriptions = [dataChanged, usage, auth];
    void this.listen(dataChanged, (payload) => payload.instanceId !== this.instanceId);
    void this.listen(usage, () => true);
    void this.listen(auth, () => true);
  }

  get currentGeneration(): number {
    return this.generation;
  }

  get(key: string): ExecutionResult | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.result;
  }

  /** Stores a result computed since `generation`, unless something changed meanwhile. */
  set(key: string, result: ExecutionResult, generation: number): void {
    if (generation !== this.generation || this.ttlMs <= 0) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { result, expiresAt: this.now() + this.ttlMs });
  }

  invalidate(): void {
    this.generation++;
    this.entries.clear();
  }

  close(): void {
    this.stopListening();
    if (this.publishTimer) clearTimeout(this.publishTimer);
    for (const subscription of this.subscriptions) void subscription.return?.();
  }

  private publishSoon() {
    this.publishTimer ??= setTimeout(() => {
      this.publishTimer = null;
      void this.pubsub.publish('dataChanged', { instanceId: this.instanceId });
    }, PUBLISH_INTERVAL_MS);
  }

  private async listen<T>(events: AsyncIterator<T>, clears: (payload: T) => boolean) {
    for (;;) {
      const next = await events.next();
      if (next.done) return;
      if (clears(next.value)) this.invalidate();
    }
  }
}

const printed = new WeakMap<DocumentNode, string>();
const printedOf = (document: DocumentNode) => {
  let text = printed.get(document);
  if (text === undefined) {
    text = print(document);
    printed.set(document, text);
  }
  return text;
};

const isCacheable = (operation: OperationDefinitionNode | null | undefined) =>
  operation?.operation === 'query' &&
  operation.selectionSet.selections.every((s) => s.kind === 'Field' && CACHEABLE_ROOT_FIELDS.has(s.name.value));

/** Serves repeated cacheable queries of a signed-in viewer from the cache. */
export const useResultCache = (cache: ResultCache): Plugin<Context> => ({
  onExecute({ args, setResultAndStopExecution }) {
    const viewer = (args.contextValue as Context).viewer;
    if (!viewer || !isCacheable(getOperationAST(args.document, args.operationName))) return;
    // The user and the token's scope decide what the viewer may see; nothing else of the request is read.
    const key = [viewer.user.id, viewer.tokenScope ?? '', args.operationName ?? '', JSON.stringify(args.variableValues ?? {}), printedOf(args.document)].join('\0');
    const hit = cache.get(key);
    if (hit) {
      setResultAndStopExecution(hit);
      return;
    }
    const generation = cache.currentGeneration;
    return {
      onExecuteDone({ result }) {
        if (Symbol.asyncIterator in result) return;
        if (!result.errors?.length) cache.set(key, result, generation);
      },
    };
  },
});
