// Yoga/envelop plugins of Meridian: Set-Cookie from resolvers, read-only API tokens.
import { getOperationAST, GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Context } from '../context.js';

/** Cookies pushed to ctx.responseCookies during a request, keyed by the request they belong to. */
export const pendingCookies = new WeakMap<Request, string[]>();

export const useResponseCookies = (): Plugin => ({
  onResponse({ request, response }) {
    for (const cookie of pendingCookies.get(request) ?? []) response.headers.append('Set-Cookie', cookie);
    pendingCookies.delete(request);
  },
});

/** A READ-scoped API token may query and subscribe, never mutate. */
export const useReadOnlyTokens = (): Plugin<Context> => ({
  onExecute({ args, setResultAndStopExecution }) {
    const ctx = args.contextValue as Context;
    if (ctx.viewer?.tokenScope !== 'READ') return;
    if (getOperationAST(args.document, args.operationName)?.operation !== 'mutation') return;
    setResultAndStopExecution({
      errors: [new GraphQLError('This API token is read-only: mutations need a token with the WRITE scope.', { extensions: { code: 'FORBIDDEN' } })],
    });
  },
});
