import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

/** A graphql-ws client like a dashboard's: token in connectionParams, or a cookie/Origin on the upgrade. */
export function wsClient(httpUrl: string, options: { token?: string; cookie?: string; origin?: string } = {}): Client {
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  if (options.origin) headers.origin = options.origin;
  class HeaderWebSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers });
    }
  }
  return createClient({
    url: httpUrl.replace(/^http/, 'ws') + '/graphql',
    webSocketImpl: HeaderWebSocket,
    lazy: true,
    retryAttempts: 0,
    connectionParams: options.token ? { authorization: `Bearer ${options.token}` } : {},
  });
}

/** Subscribes and collects results until `count` arrived (or rejects on error / timeout). */
export function collect<T>(client: Client, query: string, variables: Record<string, unknown>, count: number, timeoutMs = 10_000) {
  const results: T[] = [];
  const waiters: { n: number; resolve: () => void }[] = [];
  const onReady = () => {
    for (const w of waiters.filter((w) => results.length >= w.n)) w.resolve();
  };
  /** Resolves once n results arrived. */
  const received = (n: number) => new Promise<void>((resolve) => (results.length >= n ? resolve() : waiters.push({ n, resolve })));
  const ready = received(1);
  const done = new Promise<T[]>((resolve, reject) => {
    const timer = setTimeout(() => {
      dispose();
      reject(new Error(`timed out with ${results.length}/${count} results: ${JSON.stringify(results)}`));
    }, timeoutMs);
    const dispose = client.subscribe<T>(
      { query, variables },
      {
        next: (value) => {
          if (value.errors && !value.data) {
            clearTimeout(timer);
            dispose();
            reject(new Error(JSON.stringify(value.errors)));
            return;
          }
          results.push(value as T);
          onReady();
          if (results.length >= count) {
            clearTimeout(timer);
            dispose();
            resolve(results);
          }
        },
        error: (err) => {
          clearTimeout(timer);
          reject(err instanceof Error ? err : new Error(JSON.stringify(err)));
        },
        complete: () => {
          clearTimeout(timer);
          resolve(results);
        },
      },
    );
  });
  return { ready, received, done };
}
