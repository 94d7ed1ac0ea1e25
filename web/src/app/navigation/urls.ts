/** Path, query and hash of a location, as kept in redirectTo. */
export type LocationLike = { pathname: string; search?: string; hash?: string };

export const LOGIN_PATH = '/login';
export const HOME_PATH = '/studio';

/** The login URL that brings the user back to `from` after signing in (spec 01 §2.2). */
export function loginPath(from?: LocationLike | null): string {
  if (!from || from.pathname === LOGIN_PATH || from.pathname.startsWith(`${LOGIN_PATH}/`)) return LOGIN_PATH;
  const target = `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
  return `${LOGIN_PATH}?redirectTo=${encodeURIComponent(target)}`;
}

/** A same-origin path to go to after sign-in; anything else (absolute URLs, //host, the login page) falls back. */
export function safeRedirectTarget(raw: string | null | undefined, fallback: string = HOME_PATH): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return fallback;
  // Control characters in a redirect target are an injection attempt, never a real path.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f]/.test(raw)) return fallback;
  const pathname = raw.split(/[?#]/, 1)[0];
  if (pathname === LOGIN_PATH || pathname.startsWith(`${LOGIN_PATH}/`)) return fallback;
  return raw;
}

/** The query string without one parameter ('' when nothing is left). */
export function withoutSearchParam(search: string, name: string): string {
  const params = new URLSearchParams(search);
  if (!params.has(name)) return search;
  params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** `to` with the query string of the request URL (loaders never see the hash). */
export function keepingSearch(to: string, requestUrl: string): string {
  return `${to}${new URL(requestUrl).search}`;
}
