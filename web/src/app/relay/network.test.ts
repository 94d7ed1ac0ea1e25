import { describe, expect, it, vi } from 'vitest';
import type { RequestParameters } from 'relay-runtime';
import { createNetwork } from './network.js';
import { UnauthenticatedError } from './errors.js';

const operation = { name: 'TestQuery', text: 'query TestQuery { viewer { user { id } } }', operationKind: 'query' } as RequestParameters;

function respond(payload: unknown) {
  return vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => new Response(JSON.stringify(payload), { status: 200 }));
}

function execute(network: ReturnType<typeof createNetwork>['network']) {
  return network.execute(operation, { a: 1 }, {}).toPromise();
}

describe('createNetwork', () => {
  it('POSTs the operation to /graphql with the session cookie and the CSRF header', async () => {
    const fetchImpl = respond({ data: { viewer: null } });
    const { network } = createNetwork({ onUnauthenticated: vi.fn(), fetchImpl: fetchImpl as unknown as typeof fetch });
    await expect(execute(network)).resolves.toEqual({ data: { viewer: null } });
    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe('/graphql');
    expect(init?.credentials).toBe('include');
    expect((init?.headers as Record<string, string>)['x-graphql-yoga-csrf']).toBe('1');
    expect(JSON.parse(String(init?.body))).toEqual({ operationName: 'TestQuery', query: operation.text, variables: { a: 1 } });
  });

  it('signs out on UNAUTHENTICATED and fails the request', async () => {
    const onUnauthenticated = vi.fn();
    const fetchImpl = respond({ data: null, errors: [{ message: 'You are not signed in.', extensions: { code: 'UNAUTHENTICATED' } }] });
    const { network } = createNetwork({ onUnauthenticated, fetchImpl: fetchImpl as unknown as typeof fetch });
    await expect(execute(network)).rejects.toBeInstanceOf(UnauthenticatedError);
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });

  it('fails on errors without data and passes partial data through', async () => {
    const failing = createNetwork({
      onUnauthenticated: vi.fn(),
      fetchImpl: respond({ data: null, errors: [{ message: 'Unexpected error.' }] }) as unknown as typeof fetch,
    });
    await expect(execute(failing.network)).rejects.toThrow('Unexpected error.');
    const partial = createNetwork({
      onUnauthenticated: vi.fn(),
      fetchImpl: respond({ data: { viewer: null }, errors: [{ message: 'one field failed' }] }) as unknown as typeof fetch,
    });
    await expect(execute(partial.network)).resolves.toMatchObject({ data: { viewer: null } });
  });
});
