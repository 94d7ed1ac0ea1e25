// Allowed embedding origins (CSP frame-ancestors sources): validation and the header value. Pure.

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const IPV4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;

export type OriginCheck = { ok: true; origin: string } | { ok: false; message: string };

/**
 * An origin is scheme (http or https), host and optional port, nothing else; a wildcard may only be the leftmost
 * label of a domain with at least two further labels (https://*.example.com). The result is lower-cased.
 */
export function checkOrigin(input: string): OriginCheck {
  const text = input.trim().replace(/\/$/, '').toLowerCase();
  const m = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)(.*)$/.exec(text);
  if (!m) return { ok: false, message: 'Enter an origin such as https://app.example.com.' };
  const [, scheme, authority, rest] = m;
  if (scheme !== 'http' && scheme !== 'https') return { ok: false, message: 'The origin must start with http:// or https://.' };
  if (rest) return { ok: false, message: 'An origin has no path, query or fragment: keep only scheme, host and port.' };
  if (authority.includes('@')) return { ok: false, message: 'An origin has no user name or password.' };
  const hp = /^([^:]+)(?::(\d{1,5}))?$/.exec(authority);
  if (!hp) return { ok: false, message: 'The host or the port is not valid.' };
  const [, host, port] = hp;
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return { ok: false, message: 'The port must be between 1 and 65535.' };
  const labels = host.split('.');
  if (labels.slice(1).includes('*') || (labels[0] !== '*' && labels[0].includes('*'))) {
    return { ok: false, message: 'A wildcard is allowed only as the whole leftmost label, e.g. https://*.example.com.' };
  }
  if (labels[0] === '*') {
    if (labels.length < 3) return { ok: false, message: 'A wildcard needs a domain of at least two labels after it, e.g. https://*.example.com.' };
    if (!labels.slice(1).every((l) => LABEL.test(l)) || /^\d+$/.test(labels.at(-1)!)) return { ok: false, message: 'The host is not valid.' };
  } else if (!IPV4.test(host) && !(labels.every((l) => LABEL.test(l)) && !/^\d+$/.test(labels.at(-1)!))) {
    return { ok: false, message: 'The host is not valid.' };
  }
  return { ok: true, origin: `${scheme}://${host}${port !== undefined ? `:${Number(port)}` : ''}` };
}

/** The Content-Security-Policy value for a framed page: the allowed origins, or 'none' when there are none. */
export const frameAncestors = (origins: string[]) => `frame-ancestors ${origins.length ? origins.join(' ') : "'none'"}`;

/** The pages that may be framed when embedding is enabled: the chat and the boards (SPA routes). */
export const isEmbeddablePath = (path: string) => /^\/(chat|boards)(\/|$)/.test(path);
