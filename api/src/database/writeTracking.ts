// Tells listeners that the database may have changed, at the driver-adapter level: every statement Prisma sends
// (model operations, raw SQL, transactions) passes here, so no write path can forget to report itself.
// The result cache relies on it (api/src/cache/resultCache.ts).
import type { SqlDriverAdapter, SqlMigrationAwareDriverAdapterFactory, SqlQuery, Transaction } from '@prisma/driver-adapter-utils';

/**
 * True for statements that cannot change data: a SELECT, or a WITH query without a data-modifying word anywhere
 * (conservative: such a word inside a string literal counts as a write). Everything else (writes, DDL,
 * BEGIN/COMMIT) counts as a write.
 */
export function isReadOnlyStatement(sql: string): boolean {
  const body = sql.replace(/^\s*(?:\/\*[^]*?\*\/\s*)*/, '');
  if (/^SELECT\b/i.test(body)) return true;
  return /^WITH\b/i.test(body) && !/\b(?:INSERT|UPDATE|DELETE|MERGE|TRUNCATE)\b/i.test(body);
}

type Listener = () => void;

/** Wraps an adapter factory so that `onWrite` listeners run after each completed write and each commit. */
export function trackWrites(factory: SqlMigrationAwareDriverAdapterFactory) {
  const listeners = new Set<Listener>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const afterWrite = async <T>(query: SqlQuery, run: () => Promise<T>): Promise<T> => {
    if (isReadOnlyStatement(query.sql)) return run();
    try {
      return await run();
    } finally {
      // Also after a failure: a statement that errored may still have changed something (e.g. a partial script).
      notify();
    }
  };
  const wrapTransaction = (tx: Transaction): Transaction =>
    new Proxy(tx, {
      get(target, prop, receiver) {
        if (prop === 'queryRaw' || prop === 'executeRaw') {
          const method = Reflect.get(target, prop, receiver) as (q: SqlQuery) => Promise<unknown>;
          return (query: SqlQuery) => afterWrite(query, () => method.call(target, query));
        }
        if (prop === 'commit') return () => target.commit().finally(notify);
        const value = Reflect.get(target, prop, receiver) as unknown;
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  const wrapAdapter = (adapter: SqlDriverAdapter): SqlDriverAdapter =>
    new Proxy(adapter, {
      get(target, prop, receiver) {
        if (prop === 'queryRaw' || prop === 'executeRaw') {
          const method = Reflect.get(target, prop, receiver) as (q: SqlQuery) => Promise<unknown>;
          return (query: SqlQuery) => afterWrite(query, () => method.call(target, query));
        }
        if (prop === 'executeScript') return (script: string) => target.executeScript(script).finally(notify);
        if (prop === 'startTransaction') {
          return async (...args: Parameters<SqlDriverAdapter['startTransaction']>) => wrapTransaction(await target.startTransaction(...args));
        }
        const value = Reflect.get(target, prop, receiver) as unknown;
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  const tracked: SqlMigrationAwareDriverAdapterFactory = new Proxy(factory, {
    get(target, prop, receiver) {
      if (prop === 'connect') return async () => wrapAdapter(await target.connect());
      if (prop === 'connectToShadowDb') return async () => wrapAdapter(await target.connectToShadowDb());
      const value = Reflect.get(target, prop, receiver) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return {
    factory: tracked,
    /** Registers a listener; returns its removal. */
    onWrite(listener: Listener): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
