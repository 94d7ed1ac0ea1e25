// createApp(): graphql-yoga on node:http with graphql-ws on the same /graphql path, both through one envelop
// (context, auth, armor, masking), plus health checks and the built web app. Tests run it in-process.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createYoga, maskError as defaultMaskError } from 'graphql-yoga';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import { WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import type { ExecutionArgs } from 'graphql';
import type { Config } from './config.js';
import type { Database } from './db.js';
import { ResultCache, useResultCache } from './cache/resultCache.js';
import { createAppPubSub, type PubSub } from './pubsub.js';
import { ViewerResolver } from './auth/viewer.js';
import { readBearer, readCookie, SESSION_COOKIE } from './auth/tokens.js';
import { createMemo, type AppServices, type Context } from './context.js';
import { createLogger } from './logger.js';
import { schema } from './schema/index.js';
import { createPageHandler } from './http/pages.js';
import { isAllowedOrigin } from './http/origins.js';
import { pendingCookies, useReadOnlyTokens, useResponseCookies } from './http/yogaPlugins.js';
import { failInterruptedTasks } from './tasks/backgroundTasks.service.js';
import { UsageCache } from './organizations/usageCache.js';
import { handleSamlRequest } from './sso/saml/samlHttp.js';

export type App = {
  services: AppServices;
  server: Server;
  /** Listens and resolves with the base URL (port 0 picks a free port). */
  listen(port?: number, host?: string): Promise<string>;
  close(): Promise<void>;
};

// Room for two base64 logos over their 1 MB limit, so that an oversized logo gets a ValidationError, not a 413.
const MAX_BODY_BYTES = 8 * 1024 * 1024;
const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

type InitialContext = { request?: Request; wsConnectionParams?: Record<string, unknown>; wsCookie?: string; wsUserAgent?: string };

/** Builds the app over an open database (the caller owns it); webRoot is the built web app (tests serve their own). */
export function createApp(config: Config, db: Database, options: { pubsub?: PubSub; webRoot?: string } = {}): App {
  const log = createLogger(config.logLevel);
  const pubsub = options.pubsub ?? createAppPubSub(config.redisUrl);
  const viewers = new ViewerResolver(db.prisma, pubsub);
  const usage = new UsageCache(db.prisma, pubsub);
  const results = new ResultCache(db, pubsub, config.resultCacheTtlMs);
  const services: AppServices = { config, db, prisma: db.prisma, pubsub, viewers, usage, log };

  const buildContext = async (initial: InitialContext): Promise<Context> => {
    const responseCookies: string[] = [];
    if (initial.request) pendingCookies.set(initial.request, responseCookies);
    const headers = initial.request?.headers;
    const bearer = headers ? readBearer(headers.get('authorization')) : readBearer(initial.wsConnectionParams?.authorization);
    const cookie = readCookie(headers ? headers.get('cookie') : initial.wsCookie, SESSION_COOKIE);
    return {
      ...services,
      viewer: await viewers.resolve(cookie, bearer),
      responseCookies,
      userAgent: headers?.get('user-agent') ?? initial.wsUserAgent ?? null,
      memo: createMemo(),
    };
  };

  const yoga = createYoga<InitialContext, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    context: (initial) => buildContext(initial),
    // GraphiQL is bundled (no CDN) and offered to signed-in users only.
    graphiql: async (request) => !!(await viewers.resolve(readCookie(request.headers.get('cookie'), SESSION_COOKIE), undefined)),
    renderGraphiQL,
    maskedErrors: {
      maskError(error, message, isDev) {
        const masked = defaultMaskError(error, message, isDev);
        if (masked !== error) log.error('unexpected error', { error: String((error as { originalError?: unknown }).originalError ?? error) });
        return masked;
      },
    },
    plugins: [
      EnvelopArmorPlugin({
        // Relay spreads one fragment per component: count a fragment's fields where they land, not as a level.
        maxDepth: { n: 15, ignoreIntrospection: true, flattenFragments: true },
        maxAliases: { n: 20 },
        maxDirectives: { n: 50 },
        maxTokens: { n: 5000 },
        costLimit: { maxCost: 5000, flattenFragments: true },
        blockFieldSuggestion: { enabled: true },
      }),
      useCSRFPrevention({ requestHeaders: ['x-graphql-yoga-csrf'] }),
      useResponseCookies(),
      useReadOnlyTokens(),
      useResultCache(results),
    ],
    logging: config.logLevel === 'debug' ? 'debug' : 'error',
  });

  const servePage = createPageHandler(services, options.webRoot ?? webDist);
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path === '/healthz') {
      res.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok');
      return;
    }
    if (path === '/readyz') {
      db.prisma.$queryRaw`SELECT 1`.then(
        () => res.writeHead(200, { 'Content-Type': 'text/plain' }).end('ready'),
        () => res.writeHead(503, { 'Content-Type': 'text/plain' }).end('database unavailable'),
      );
      return;
    }
    if (path === '/graphql') {
      if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) {
        res.writeHead(413, { 'Content-Type': 'text/plain' }).end('Request body too large');
        return;
      }
      void yoga(req, res);
      return;
    }
    if (handleSamlRequest(services, req, res)) return;
    servePage(req, res);
  });

  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_BODY_BYTES });
  server.on('upgrade', (req, socket, head) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== '/graphql' || !isAllowedOrigin(req, config.publicUrl, config.allowedOrigins)) {
      socket.write('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      socket.destroy();
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  });

  type Executable = ExecutionArgs & { rootValue: { execute(a: ExecutionArgs): unknown; subscribe(a: ExecutionArgs): unknown } };
  const wsServer = useServer(
    {
      execute: (args) => (args as Executable).rootValue.execute(args) as never,
      subscribe: (args) => (args as Executable).rootValue.subscribe(args) as never,
      onSubscribe: async (ctx, _id, params) => {
        const { schema: envSchema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
          wsConnectionParams: ctx.connectionParams ?? {},
          wsCookie: ctx.extra.request.headers.cookie,
          wsUserAgent: ctx.extra.request.headers['user-agent'],
        } satisfies InitialContext);
        const document = parse(params.query);
        const errors = validate(envSchema, document);
        if (errors.length > 0) return errors;
        return {
          schema: envSchema,
          operationName: params.operationName,
          document,
          variableValues: params.variables,
          contextValue: await contextFactory(),
          rootValue: { execute, subscribe },
        };
      },
    },
    wss,
  );

  let interruptedChecked: Promise<unknown> | undefined;
  return {
    services,
    server,
    async listen(port = config.port, host = config.host) {
      interruptedChecked ??= failInterruptedTasks(services).then((n) => n && log.warn('marked interrupted background tasks as failed', { count: n }));
      await interruptedChecked;
      await new Promise<void>((resolve) => server.listen(port, host, resolve));
      const address = server.address() as AddressInfo;
      return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
    },
    async close() {
      await wsServer.dispose();
      wss.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      viewers.close();
      results.close();
      usage.close();
      if (!options.pubsub) await pubsub.close();
    },
  };
}
