// Serves the built web app (web/dist): hashed assets cached forever, every other path gets index.html
// so that client-side routes survive a reload.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.map': 'application/json',
};

const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/** Extra headers of an HTML response (the frame policy), decided per request. */
export type HtmlHeaders = (req: IncomingMessage, url: URL) => Promise<Record<string, string>>;

const denyFraming: HtmlHeaders = async () => ({ 'Content-Security-Policy': "frame-ancestors 'none'", 'X-Frame-Options': 'DENY' });

/** A request handler for the files under root; answers 404 text when the app is not built. */
export function createStaticHandler(root: string, options: { htmlHeaders?: HtmlHeaders } = {}) {
  const index = join(root, 'index.html');
  const htmlHeaders = options.htmlHeaders ?? denyFraming;
  return async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://x');
    const path = decodeURIComponent(url.pathname);
    const file = normalize(join(root, path));
    const inside = file.startsWith(root.endsWith(sep) ? root : root + sep);
    let target = inside && existsSync(file) && statSync(file).isFile() ? file : null;
    if (!target) {
      // Missing files under /assets are real 404s; anything else is a client-side route.
      if (path.startsWith('/assets/') || !existsSync(index)) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end(existsSync(index) ? 'Not found' : 'The web app is not built: run `npm run build:web`.');
        return;
      }
      target = index;
    }
    const immutable = target.includes(`${sep}assets${sep}`);
    const html = extname(target) === '.html';
    res.writeHead(200, {
      'Content-Type': TYPES[extname(target)] ?? 'application/octet-stream',
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...SECURITY_HEADERS,
      ...(html ? await htmlHeaders(req, url) : { 'X-Frame-Options': 'DENY' }),
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(target).pipe(res);
  };
}
