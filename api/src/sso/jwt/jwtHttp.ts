// HTTP entries of JWT sign-in (see README "Single sign-on"):
//   GET /auth/jwt/:organizationId?jwt=…&redirectTo=/chat   token in the configured URL parameter or cookie
//   GET /chat…, /boards…?organizationId=…&jwt=…           the same on a framed page, then a redirect without the token
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppServices } from '../../context.js';
import { ConflictError, PlanLimitError } from '../../errors.js';
import { readCookie } from '../../auth/tokens.js';
import { frameHeaders, needsCrossSiteCookie, organizationIdFromParam } from '../../embedding/framePolicy.js';
import { SingleSignOnError } from '../errors.js';
import { enabledJwtConfiguration, parameterNameOf, signInWithJwt } from './jwtSignIn.service.js';
import { InvalidJwtError } from './verifyJwt.js';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A small HTML page for a failed sign-in (no app shell: the person may not be signed in at all). */
export function sendSignInError(res: ServerResponse, status: number, message: string, headers: Record<string, string>) {
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in failed</title></head>
<body style="font-family: system-ui, sans-serif; margin: 2rem"><h1>Sign-in failed</h1><p>${escapeHtml(message)}</p></body></html>`;
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer', ...headers }).end(body);
}

/** A same-origin path to land on: only /… paths (not //… or /\…), else the app root. */
export function safeRedirect(value: string | null, publicUrl: string): string {
  if (!value) return '/';
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return value;
  try {
    const url = new URL(value);
    if (url.origin === new URL(publicUrl).origin) return url.pathname + url.search + url.hash;
  } catch {
    // not a URL: the root
  }
  return '/';
}

const statusOf = (e: unknown) =>
  e instanceof InvalidJwtError ? 401 : e instanceof SingleSignOnError ? 403 : e instanceof PlanLimitError || e instanceof ConflictError ? 403 : null;

/** Signs in and gives the session cookie, or sends the error page and gives null. */
async function signInOrFail(services: AppServices, req: IncomingMessage, res: ServerResponse, orgId: string, token: string, frame: Record<string, string>) {
  try {
    const crossSite = await needsCrossSiteCookie(services, req, orgId);
    return (await signInWithJwt(services, orgId, token, { userAgent: req.headers['user-agent'] ?? null, crossSite })).cookie;
  } catch (e) {
    const status = statusOf(e);
    if (status === null) throw e;
    services.log.warn('jwt sign-in refused', { orgId, reason: (e as Error).message });
    sendSignInError(res, status, (e as Error).message, frame);
    return null;
  }
}

const redirect = (res: ServerResponse, location: string, cookie: string, frame: Record<string, string>) =>
  res.writeHead(303, { Location: location, 'Set-Cookie': cookie, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer', ...frame }).end();

/** GET /auth/jwt/:organizationId: reads the token from the configured URL parameter or cookie. */
export async function handleJwtSignIn(services: AppServices, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://x');
  const deny = await frameHeaders(services, req, url, null);
  if (req.method !== 'GET') {
    res.writeHead(405, { Allow: 'GET' }).end();
    return;
  }
  const orgId = organizationIdFromParam(decodeURIComponent(url.pathname.slice('/auth/jwt/'.length)));
  const config = orgId ? await enabledJwtConfiguration(services, orgId) : null;
  if (!orgId || !config) {
    sendSignInError(res, 404, 'JWT sign-in is not enabled for this organization.', deny);
    return;
  }
  const name = parameterNameOf(config);
  const token = config.parameterMode === 'URL' ? url.searchParams.get(name) : readCookie(req.headers.cookie, name);
  if (!token) {
    const where = config.parameterMode === 'URL' ? `URL parameter '${name}'` : `cookie '${name}'`;
    sendSignInError(res, 400, `No token was sent in the ${where}.`, deny);
    return;
  }
  const redirectTo = safeRedirect(url.searchParams.get('redirectTo'), services.config.publicUrl);
  const frame = await frameHeaders(services, req, new URL(redirectTo, 'http://x'), orgId);
  const cookie = await signInOrFail(services, req, res, orgId, token, frame);
  if (cookie) redirect(res, redirectTo, cookie, frame);
}

/**
 * A chat or board page requested with organizationId and a token: in URL mode, signs in and redirects to the same
 * page without the token; in cookie mode (only without a session), signs in and lets the page be served with the
 * session cookie. Returns true when the response was sent.
 */
export async function handleJwtOnPage(services: AppServices, req: IncomingMessage, res: ServerResponse, url: URL, hasSession: boolean): Promise<boolean> {
  const orgId = organizationIdFromParam(url.searchParams.get('organizationId'));
  if (!orgId || req.method !== 'GET') return false;
  const config = await enabledJwtConfiguration(services, orgId);
  if (!config) return false;
  const name = parameterNameOf(config);
  const token = config.parameterMode === 'URL' ? url.searchParams.get(name) : hasSession ? null : readCookie(req.headers.cookie, name);
  if (!token) return false;
  const frame = await frameHeaders(services, req, url, orgId);
  const cookie = await signInOrFail(services, req, res, orgId, token, frame);
  if (!cookie) return true;
  if (config.parameterMode === 'COOKIE') {
    res.setHeader('Set-Cookie', cookie);
    return false;
  }
  const target = new URL(url.toString());
  target.searchParams.delete(name);
  redirect(res, target.pathname + target.search + target.hash, cookie, frame);
  return true;
}
