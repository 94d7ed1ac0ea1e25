import type { IncomingMessage } from 'node:http';

/**
 * A browser WebSocket carries cookies cross-site, so the upgrade is accepted only from Meridian's own origin,
 * the configured PUBLIC_URL and ALLOWED_ORIGINS. Clients that send no Origin (tools with tokens) are allowed.
 */
export function isAllowedOrigin(req: IncomingMessage, publicUrl: string, allowed: string[]): boolean {
  const origin = req.headers.origin;
  if (!origin) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.host === req.headers.host) return true;
  const candidates = [publicUrl, ...allowed].map((o) => {
    try {
      return new URL(o).origin;
    } catch {
      return o;
    }
  });
  return candidates.includes(parsed.origin);
}
