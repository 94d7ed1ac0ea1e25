import { fireEvent, screen, waitFor } from '@testing-library/react';
import { loadQuery } from 'react-relay';
import { describe, expect, it } from 'vitest';
import { createTestEnvironment, renderRoutes } from '../../../testing/renderWithProviders.js';
import JwtPageQueryNode, { type JwtPageQuery } from './__generated__/JwtPageQuery.graphql.js';
import { JwtPage } from './JwtPage.js';

const WAIT = { timeout: 10_000 };
const none = { tenant: [], type: [], firstName: [], lastName: [], email: [], language: [], roles: [] };
const PEM = '-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA\n-----END PUBLIC KEY-----';
const configuration = {
  __typename: 'JwtConfiguration',
  isEnabled: false,
  parameterMode: 'URL',
  parameterName: null,
  defaultParameterName: 'jwt',
  publicKey: null,
  jwksUrl: 'https://idp.northwind.example/jwks.json',
  signInUrl: 'http://localhost/auth/jwt/O1',
  userAttributeMappings: none,
};

function renderJwt(jwtConfiguration: unknown = configuration) {
  const sent: Record<string, unknown>[] = [];
  const { environment } = createTestEnvironment((operation, variables) => {
    if (operation.name === 'JwtPageQuery') return { viewer: { organization: { id: 'O1', usesTenants: false } }, jwtConfiguration };
    if (operation.name === 'UpdateJwtConfigurationMutation') {
      const input = variables.input as Record<string, unknown>;
      sent.push(input);
      return {
        updateJwtConfiguration: {
          __typename: 'UpdateJwtConfigurationSuccess',
          jwtConfiguration: { isEnabled: input.isEnabled, parameterMode: input.parameterMode, parameterName: input.parameterName, publicKey: input.publicKey, jwksUrl: input.jwksUrl },
        },
      };
    }
    return { trackEvent: { __typename: 'TrackEventSuccess' } };
  });
  renderRoutes(
    [
      {
        path: '/admin/sso/jwt',
        loader: () => ({ queryRef: loadQuery<JwtPageQuery>(environment, JwtPageQueryNode, {}) }),
        HydrateFallback: () => null,
        Component: JwtPage,
      },
    ],
    { initialEntries: ['/admin/sso/jwt'], environment },
  );
  return sent;
}

describe('JwtPage', { timeout: 30_000 }, () => {
  it('shows the upgrade notice when JWT is not on the plan', async () => {
    renderJwt({ __typename: 'FeatureNotOnPlanError', message: 'Enterprise only' });
    expect(await screen.findByText(/Single sign-on with SAML or JWT is an Enterprise-plan feature/, {}, WAIT)).toBeTruthy();
  });

  it('opens on the JWKS tab when a JWKS URL is stored; the switch saves at once', async () => {
    const sent = renderJwt();
    expect((await screen.findByRole('tab', { name: 'JWKS' }, WAIT)).getAttribute('aria-selected')).toBe('true');
    expect((screen.getByRole('textbox', { name: /JWKS URL/ }) as HTMLInputElement).value).toBe('https://idp.northwind.example/jwks.json');
    fireEvent.click(screen.getByRole('switch', { name: 'JWT authentication is disabled' }));
    await waitFor(() => expect(sent).toHaveLength(1), WAIT);
    expect(sent[0]).toMatchObject({ isEnabled: true, parameterMode: 'URL', parameterName: null, publicKey: null, jwksUrl: 'https://idp.northwind.example/jwks.json' });
    expect(await screen.findByRole('switch', { name: 'JWT authentication is enabled' }, WAIT)).toBeTruthy();
  });

  it('checks the public key, then saves it with the JWKS URL null and a trimmed parameter name', async () => {
    const sent = renderJwt();
    fireEvent.click(await screen.findByRole('tab', { name: 'Public Key' }, WAIT));
    fireEvent.change(screen.getByRole('textbox', { name: /Parameter name/ }), { target: { value: '  token  ' } });
    fireEvent.click(screen.getByRole('button', { name: /How to generate a 2048-bit RSA key pair/ }));
    expect(await screen.findByText(/openssl genrsa -out private.pem 2048/, {}, WAIT)).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save' });
    fireEvent.click(save);
    expect(await screen.findByText('The RSA public key is invalid', {}, WAIT)).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(screen.getByRole('textbox', { name: /Public key/ }), { target: { value: PEM } });
    expect(screen.queryByText('The RSA public key is invalid')).toBeNull();
    fireEvent.click(save);
    await waitFor(() => expect(sent).toHaveLength(1), WAIT);
    expect(sent[0]).toMatchObject({ parameterName: 'token', publicKey: PEM, jwksUrl: null });
    expect((await screen.findAllByText('The JWT authentication configuration has successfully been updated', {}, WAIT)).length).toBeGreaterThan(0);
  });
});
