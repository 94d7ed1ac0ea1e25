import { describe, expect, it } from 'vitest';
import { checkOrigin, frameAncestors, isEmbeddablePath } from './origins.js';

describe('embedding origins', () => {
  it('accepts http and https origins with an optional port and a leftmost wildcard, normalised', () => {
    expect(checkOrigin(' https://App.Example.com/ ')).toEqual({ ok: true, origin: 'https://app.example.com' });
    expect(checkOrigin('http://localhost:5173')).toEqual({ ok: true, origin: 'http://localhost:5173' });
    expect(checkOrigin('https://*.example.com')).toEqual({ ok: true, origin: 'https://*.example.com' });
    expect(checkOrigin('http://127.0.0.1:0080')).toEqual({ ok: true, origin: 'http://127.0.0.1:80' });
  });

  it('explains what is wrong with each bad origin', () => {
    const message = (o: string) => (checkOrigin(o) as { message: string }).message;
    expect(message('example.com')).toBe('Enter an origin such as https://app.example.com.');
    expect(message('ftp://example.com')).toBe('The origin must start with http:// or https://.');
    expect(message('https://example.com/path')).toBe('An origin has no path, query or fragment: keep only scheme, host and port.');
    expect(message('https://example.com?x=1')).toBe('An origin has no path, query or fragment: keep only scheme, host and port.');
    expect(message('https://user@example.com')).toBe('An origin has no user name or password.');
    expect(message('https://example.com:99999')).toBe('The port must be between 1 and 65535.');
    expect(message('https://example.com:*')).toBe('The host or the port is not valid.');
    expect(message('https://app.*.example.com')).toBe('A wildcard is allowed only as the whole leftmost label, e.g. https://*.example.com.');
    expect(message('https://a*.example.com')).toBe('A wildcard is allowed only as the whole leftmost label, e.g. https://*.example.com.');
    expect(message('https://*.com')).toBe('A wildcard needs a domain of at least two labels after it, e.g. https://*.example.com.');
    expect(message('https://*')).toBe('A wildcard needs a domain of at least two labels after it, e.g. https://*.example.com.');
    expect(message('https://exa_mple.com')).toBe('The host is not valid.');
    expect(message("https://x.com 'unsafe-inline'")).toBe('The host is not valid.');
  });

  it('builds the frame-ancestors directive and knows the framable pages', () => {
    expect(frameAncestors(['https://a.example', 'https://*.b.example'])).toBe('frame-ancestors https://a.example https://*.b.example');
    expect(frameAncestors([])).toBe("frame-ancestors 'none'");
    expect(['/chat', '/chat/', '/chat/123', '/boards/9'].every(isEmbeddablePath)).toBe(true);
    expect(['/', '/chatter', '/admin', '/studio/boards', '/boards-x'].some(isEmbeddablePath)).toBe(false);
  });
});
