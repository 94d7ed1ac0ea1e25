import { Network, Observable } from 'relay-runtime';
import type { FetchFunction, GraphQLResponse, SubscribeFunction } from 'relay-runtime';
import { createClient, type Client } from 'graphql-ws';
import { GraphQLResponseError, UnauthenticatedError, hasUnauthenticatedError, type GraphQLErrorLike } from './errors.js';

export type NetworkOptions = {
  /** Called (possibly several times) when a response says the session is gone. */
  onUnauthenticated: () => void;
  endpoint?: string;
  fetchImpl?: typeof fetch;
};

type Payload = { data?: unknown; errors?: GraphQLErrorLike[] };

function webSocketUrl(endpoint: string): string {
  const url = new URL(endpoint, window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/** The Relay network: POST /graphql with the session cookie, subscriptions over a lazy graphql-ws client. */
export function createNetwork({ onUnauthenticated, endpoint = '/graphql', fetchImpl }: NetworkOptions) {
  const check = (payload: Payload): GraphQLResponse => {
    if (hasUnauthenticatedError(payload.errors)) {
      onUnauthenticated();
      throw new UnauthenticatedError();
    }
    if (payload.errors?.length && (payload.data === null || payload.data === undefined)) {
      throw new GraphQLResponseError(payload.errors);
    }
    return payload as GraphQLResponse;
  };

  const fetchFn: FetchFunction = async (operation, variables) => {
    const doFetch = fetchImpl ?? fetch;
    const response = await doFetch(endpoint, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'x-graphql-yoga-csrf': '1' },
      body: JSON.stringify({ operationName: operation.name, query: operation.text, variables }),
    });
    let payload: Payload;
    try {
      payload = (await response.json()) as Payload;
    } catch {
      throw new Error(`GraphQL request failed with HTTP ${response.status}`);
    }
    return check(payload);
  };

  let client: Client | null = null;
  const subscribeFn: SubscribeFunction = (operation, variables) =>
    Observable.create<GraphQLResponse>((sink) => {
      client ??= createClient({ url: webSocketUrl(endpoint), lazy: true });
      return client.subscribe(
        { operationName: operation.name, query: operation.text ?? '', variables },
        {
          next: (value) => {
            try {
              sink.next(check(value as Payload));
            } catch (error) {
              sink.error(error as Error);
            }
          },
          error: (error) => sink.error(error instanceof Error ? error : new Error('Subscription failed')),
          complete: () => sink.complete(),
        },
      );
    });

  const network = Network.create(fetchFn, subscribeFn);
  const dispose = () => {
    void client?.dispose();
    client = null;
  };
  return { network, dispose };
}
