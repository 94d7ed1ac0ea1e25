// Which origins may frame an HTML page, decided per request (see README "Embedding"): the chat and board pages
// of an organization with embedding enabled name its allowed origins; every other HTML response forbids framing.
import type { IncomingMessage } from 'node:http';
import type { AppServices } from '../context.js';
import { readCookie, SESSION_COOKIE } from '../auth/tokens.js';
import { decodeGlobalIdOf } from '../schema/globalIds.js';
import { framingOriginsOf } from './embedding.service.js';
import { frameAncestors, isEmbeddablePath } from './origins.js';

/** An organization id as given in a URL: the raw id or its GraphQL global id. */
export const organizationIdFromParam = (value: string | null | undefined): string | null => {
  if (!value || value.length > 200) return null;
  return decodeGlobalIdOf('Organization', value) ?? value;
};

/**
 * The organization a page request belongs to: the signed-in user's (session cookie), else the organizationId
 * query parameter (a framed page before its JWT sign-in).
 */
export async function organizationOfPageRequest(services: AppServices, req: IncomingMessage, url: URL): Promise<string | null> {
  const viewer = await services.viewers.resolve(readCookie(req.headers.cookie, SESSION_COOKIE), undefined);
  return viewer?.org.id ?? organizationIdFromParam(url.searchParams.get('organizationId'));
}

/** Headers of an HTML response: CSP frame-ancestors and, when framing is not allowed, X-Frame-Options DENY. */
export async function frameHeaders(services: AppServices, req: IncomingMessage, url: URL, orgId?: string | null): Promise<Record<string, string>> {
  const deny = { 'Content-Security-Policy': frameAncestors([]), 'X-Frame-Options': 'DENY' };
  if (!isEmbeddablePath(url.pathname)) return deny;
  const org = orgId !== undefined ? orgId : await organizationOfPageRequest(services, req, url);
  const origins = org ? await framingOriginsOf(services, org) : [];
  return origins.length ? { 'Content-Security-Policy': frameAncestors(origins) } : deny;
}

/** A request made by a browser to load a frame (Fetch Metadata), where a Lax cookie would not be sent back. */
export const isFramedRequest = (req: IncomingMessage) => ['iframe', 'frame'].includes(String(req.headers['sec-fetch-dest'] ?? ''));

/**
 * Whether a session cookie set on this response must be SameSite=None: the sign-in happens inside a frame and the
 * organization has embedding enabled. Otherwise the usual Lax cookie.
 */
export async function needsCrossSiteCookie(services: AppServices, req: IncomingMessage, orgId: string): Promise<boolean> {
  return isFramedRequest(req) && (await framingOriginsOf(services, orgId)).length > 0;
}
