import { describe, expect, it } from 'vitest';
import { keepingSearch, loginPath, safeRedirectTarget, withoutSearchParam } from './urls.js';

describe('loginPath', () => {
  it('keeps path, query and hash in redirectTo', () => {
    expect(loginPath({ pathname: '/admin/integrations', search: '?a=1&b=x y', hash: '#top' })).toBe(
      '/login?redirectTo=%2Fadmin%2Fintegrations%3Fa%3D1%26b%3Dx%20y%23top',
    );
  });
  it('does not point the login page at itself', () => {
    expect(loginPath({ pathname: '/login', search: '?redirectTo=%2Fstudio' })).toBe('/login');
    expect(loginPath(null)).toBe('/login');
  });
});

describe('safeRedirectTarget', () => {
  it('accepts same-origin paths', () => {
    expect(safeRedirectTarget('/admin/integrations?x=1#h')).toBe('/admin/integrations?x=1#h');
  });
  it('falls back for missing, external or looping targets', () => {
    expect(safeRedirectTarget(null)).toBe('/studio');
    expect(safeRedirectTarget('https://evil.example/')).toBe('/studio');
    expect(safeRedirectTarget('//evil.example/')).toBe('/studio');
    expect(safeRedirectTarget('/\\evil.example')).toBe('/studio');
    expect(safeRedirectTarget('/login?redirectTo=/x')).toBe('/studio');
    expect(safeRedirectTarget('studio')).toBe('/studio');
    expect(safeRedirectTarget('', '/elsewhere')).toBe('/elsewhere');
  });
});

describe('withoutSearchParam', () => {
  it('removes only the named parameter', () => {
    expect(withoutSearchParam('?authRedirect=1&id=kg1', 'authRedirect')).toBe('?id=kg1');
    expect(withoutSearchParam('?authRedirect=1', 'authRedirect')).toBe('');
    expect(withoutSearchParam('?id=kg1', 'authRedirect')).toBe('?id=kg1');
  });
});

describe('keepingSearch', () => {
  it('carries the query string to the redirect target', () => {
    expect(keepingSearch('/studio', 'http://h/no/such/page?tab=2&q=hello')).toBe('/studio?tab=2&q=hello');
    expect(keepingSearch('/admin/integrations', 'http://h/admin')).toBe('/admin/integrations');
  });
});
