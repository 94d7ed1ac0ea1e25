import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { isAllowedOrigin } from './origins.js';

const req = (origin: string | undefined, host = 'localhost:4000') => ({ headers: { origin, host } }) as unknown as IncomingMessage;

describe('isAllowedOrigin', () => {
  it('allows the same host, the public URL and configured origins', () => {
    expect(isAllowedOrigin(req('http://localhost:4000'), 'http://localhost:4000', [])).toBe(true);
    expect(isAllowedOrigin(req('https://meridian.example.com', 'internal:4000'), 'https://meridian.example.com', [])).toBe(true);
    expect(isAllowedOrigin(req('https://dash.example.com'), 'http://localhost:4000', ['https://dash.example.com'])).toBe(true);
  });

  it('allows clients that send no Origin (tools with tokens)', () => {
    expect(isAllowedOrigin(req(undefined), 'http://localhost:4000', [])).toBe(true);
  });

  it('refuses other origins and garbage', () => {
    expect(isAllowedOrigin(req('https://evil.example'), 'http://localhost:4000', [])).toBe(false);
    expect(isAllowedOrigin(req('http://localhost:4001'), 'http://localhost:4000', [])).toBe(false);
    expect(isAllowedOrigin(req('not a url'), 'http://localhost:4000', [])).toBe(false);
  });
});
