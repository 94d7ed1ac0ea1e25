// Everything outside /graphql and the health checks: JWT sign-in entries and the web app's pages, each HTML
// response with its frame policy (embedding).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppServices } from '../context.js';
import { readCookie, SESSION_COOKIE } from '../auth/tokens.js';
import { frameHeaders } from '../embedding/framePolicy.js';
import { isEmbeddablePath } from '../embedding/origins.js';
import { handleJwtOnPage, handleJwtSignIn } from '../sso/jwt/jwtHttp.js';
import { createStaticHandler } from './static.js';

/** The request handler for pages and sign-in entries over the built web app in root. */
export function createPageHandler(services: AppServices, root: string) {
  const serveStatic = createStaticHandler(root, { htmlHeaders: (req, url) => frameHeaders(services, req, url) });
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname.startsWith('/auth/jwt/')) return handleJwtSignIn(services, req, res);
    if (isEmbeddablePath(url.pathname) && url.searchParams.has('organizationId')) {
      const viewer = await services.viewers.resolve(readCookie(req.headers.cookie, SESSION_COOKIE), undefined);
      if (await handleJwtOnPage(services, req, res, url, !!viewer)) return;
    }
    await serveStatic(req, res);
  };
  return (req: IncomingMessage, res: ServerResponse) => {
    handle(req, res).catch((error: unknown) => {
      const malformed = error instanceof URIError;
      if (!malformed) services.log.error('page request failed', { url: req.url, error: String(error) });
      if (!res.headersSent) res.writeHead(malformed ? 400 : 500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(malformed ? 'Bad request' : 'Internal error');
    });
  };
}
