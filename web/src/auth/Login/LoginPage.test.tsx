import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestEnvironment, renderRoutes } from '../../testing/renderWithProviders.js';
import { LoginPage } from './LoginPage.js';

function renderLogin(signInResult: Record<string, unknown>, initialEntry = '/login') {
  const { environment, operations } = createTestEnvironment(() => ({ signIn: signInResult }));
  const view = renderRoutes(
    [
      { path: '/login', Component: LoginPage },
      { path: '*', Component: () => <p>Arrived</p> },
    ],
    { initialEntries: [initialEntry], environment },
  );
  return { ...view, operations };
}

async function submit(email: string, password: string) {
  fireEvent.change(await screen.findByLabelText(/^Email/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginPage', () => {
  it('shows invalid credentials on the form and keeps the typed text', async () => {
    const { operations } = renderLogin({ __typename: 'InvalidCredentialsError', message: 'Wrong e-mail or password.' });
    await submit('ada@example.com', 'nope');
    expect(await screen.findByText('The email or password is incorrect.')).toBeTruthy();
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('ada@example.com');
    expect((screen.getByLabelText(/^Password/) as HTMLInputElement).value).toBe('nope');
    expect(operations[0]).toEqual({ name: 'SignInMutation', variables: { input: { email: 'ada@example.com', password: 'nope' } } });
  });

  it('puts ValidationError field errors on the matching Field', async () => {
    renderLogin({
      __typename: 'ValidationError',
      message: 'Some fields are not valid.',
      fieldErrors: [{ path: 'password', message: 'Enter your password.' }],
    });
    await submit('ada@example.com', '');
    expect(await screen.findByText('Enter your password.')).toBeTruthy();
    const password = screen.getByLabelText(/^Password/);
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/^Email/).getAttribute('aria-invalid')).not.toBe('true');
  });

  it('goes to redirectTo after signing in', async () => {
    const { router } = renderLogin(
      { __typename: 'SignInSuccess', viewer: { user: { id: 'VXNlcjox', language: 'en-US' } } },
      '/login?redirectTo=%2Fadmin%2Fintegrations%3Fx%3D1',
    );
    await submit('ada@example.com', 'secret');
    expect(await screen.findByText('Arrived')).toBeTruthy();
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/admin/integrations?x=1'));
  });

  it('ignores a redirectTo that leaves the site', async () => {
    const { router } = renderLogin(
      { __typename: 'SignInSuccess', viewer: { user: { id: 'VXNlcjox', language: 'en-US' } } },
      '/login?redirectTo=https%3A%2F%2Fevil.example%2F',
    );
    await submit('ada@example.com', 'secret');
    await waitFor(() => expect(router.state.location.pathname).toBe('/studio'));
  });
});
