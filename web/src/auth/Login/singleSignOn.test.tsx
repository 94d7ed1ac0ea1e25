import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestEnvironment, renderRoutes } from '../../testing/renderWithProviders.js';
import { LoginPage } from './LoginPage.js';
import { singleSignOnErrorId, singleSignOnHref } from './singleSignOn.js';

function renderLogin(samlSignInUrl: string | null, initialEntry: string) {
  const { environment } = createTestEnvironment(() => ({}));
  renderRoutes([{ path: '/login', loader: () => ({ samlSignInUrl }), HydrateFallback: () => null, Component: LoginPage }], {
    initialEntries: [initialEntry],
    environment,
  });
}

describe('single sign-on on the login page', () => {
  it("offers 'Sign in with single sign-on' when SAML is available, coming back to redirectTo", async () => {
    renderLogin('http://localhost:3000/auth/saml/O1/login', '/login?redirectTo=%2Fadmin%2Froles');
    const link = await screen.findByRole('link', { name: 'Sign in with single sign-on' }, { timeout: 10_000 });
    expect(link.getAttribute('href')).toBe('http://localhost:3000/auth/saml/O1/login?redirectTo=%2Fadmin%2Froles');
  });

  it('offers nothing more without SAML, and explains a failed single sign-on', async () => {
    renderLogin(null, '/login?ssoError=saml_authentication_too_old');
    expect(await screen.findByText('Your sign-in at the identity provider is too old. Please sign in there again.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign in with single sign-on' })).toBeNull();
  });

  it('keeps the way back on this site', () => {
    expect(singleSignOnHref('/auth/saml/O1/login', 'https://evil.example/')).toBe(`${window.location.origin}/auth/saml/O1/login?redirectTo=%2Fstudio`);
    expect(singleSignOnErrorId('saml_replayed')).toBe('login.ssoError.failed');
    expect(singleSignOnErrorId(null)).toBeNull();
  });
});
