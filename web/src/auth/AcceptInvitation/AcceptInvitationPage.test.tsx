import { fireEvent, screen, waitFor } from '@testing-library/react';
import { loadQuery } from 'react-relay';
import { describe, expect, it } from 'vitest';
import { createTestEnvironment, renderRoutes } from '../../testing/renderWithProviders.js';
import AcceptInvitationPageQueryNode, { type AcceptInvitationPageQuery } from './__generated__/AcceptInvitationPageQuery.graphql.js';
import { AcceptInvitationPage } from './AcceptInvitationPage.js';

const preview = { email: 'bea@acme.test', organizationName: 'Acme', userType: 'CREATOR', expirationDate: '2030-01-08T10:00:00.000Z' };

function renderAccept(options: { invitation: typeof preview | null; acceptResults?: Record<string, unknown>[] }) {
  const results = [...(options.acceptResults ?? [])];
  const { environment, operations } = createTestEnvironment((operation) => {
    if (operation.name === 'AcceptInvitationPageQuery') return { appConfig: { brandColor: '#2e8dd5' }, invitationByToken: options.invitation };
    return { acceptInvitation: results.shift() };
  });
  const view = renderRoutes(
    [
      {
        path: '/accept-invitation',
        loader: ({ request }) => {
          const token = new URL(request.url).searchParams.get('token') ?? '';
          return { queryRef: loadQuery<AcceptInvitationPageQuery>(environment, AcceptInvitationPageQueryNode, { token }), token };
        },
        HydrateFallback: () => null,
        Component: AcceptInvitationPage,
      },
      { path: '/studio', Component: () => <p>Studio home</p> },
      { path: '/login', Component: () => <p>Sign-in page</p> },
    ],
    { initialEntries: ['/accept-invitation?token=tok-123'], environment },
  );
  return { ...view, operations };
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

function fill(values: { firstName: string; lastName: string; password: string; confirmation: string }) {
  fireEvent.change(field(/^First name/), { target: { value: values.firstName } });
  fireEvent.change(field(/^Last name/), { target: { value: values.lastName } });
  fireEvent.change(field(/^Password/), { target: { value: values.password } });
  fireEvent.change(field(/^Confirm password/), { target: { value: values.confirmation } });
  fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('AcceptInvitationPage', () => {
  it('shows the organization, the invited address and the type, checks the form first and signs the user in', async () => {
    const { operations, router } = renderAccept({
      invitation: preview,
      acceptResults: [{ __typename: 'AcceptInvitationSuccess', viewer: { user: { id: 'VXNlcjo5', language: 'en-US' } } }],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Join Acme' })).toBeTruthy();
    expect(screen.getByText(/invited to Acme on Meridian as a Creator/)).toBeTruthy();
    expect(field(/^Email/).value).toBe('bea@acme.test');
    expect(field(/^Email/).readOnly).toBe(true);
    expect(operations.map((o) => o.variables)).toEqual([{ token: 'tok-123' }]);

    fill({ firstName: ' ', lastName: 'Baker', password: 'short', confirmation: 'other' });
    expect(await screen.findByText('Enter your first name.')).toBeTruthy();
    expect(screen.getByText('The password needs at least 10 characters.')).toBeTruthy();
    expect(screen.getByText('The passwords do not match.')).toBeTruthy();
    expect(field(/^First name/).getAttribute('aria-invalid')).toBe('true');
    expect(field(/^Last name/).getAttribute('aria-invalid')).not.toBe('true');
    expect(field(/^Last name/).value).toBe('Baker');
    expect(operations.some((o) => o.name === 'AcceptInvitationMutation')).toBe(false);

    fill({ firstName: ' Bea ', lastName: 'Baker', password: 'correct-horse', confirmation: 'correct-horse' });
    expect(await screen.findByText('Studio home')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/studio');
    expect(operations.find((o) => o.name === 'AcceptInvitationMutation')?.variables).toEqual({
      input: { token: 'tok-123', firstName: 'Bea', lastName: 'Baker', password: 'correct-horse' },
    });
  });

  it("puts the server's validation errors on their fields and keeps the user's input", async () => {
    renderAccept({
      invitation: preview,
      acceptResults: [
        {
          __typename: 'ValidationError',
          message: 'Some fields are not valid.',
          fieldErrors: [{ path: 'lastName', message: 'The last name must not exceed 100 characters.' }],
        },
      ],
    });
    await screen.findByRole('heading', { level: 1, name: 'Join Acme' });
    fill({ firstName: 'Bea', lastName: 'Baker', password: 'correct-horse', confirmation: 'correct-horse' });
    expect(await screen.findByText('The last name must not exceed 100 characters.')).toBeTruthy();
    expect(field(/^Last name/).getAttribute('aria-invalid')).toBe('true');
    expect(field(/^First name/).value).toBe('Bea');
    expect(field(/^Password/).value).toBe('correct-horse');
  });

  it('says so when the link is unknown, used or expired, and offers the sign-in page', async () => {
    renderAccept({ invitation: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'This invitation link is not valid' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create account' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Go to sign in' }));
    expect(await screen.findByText('Sign-in page')).toBeTruthy();
  });

  it('switches to the invalid-link state when the link stops working while the form is open', async () => {
    renderAccept({ invitation: preview, acceptResults: [{ __typename: 'NotFoundError', message: 'This invitation is not valid any more.' }] });
    await screen.findByRole('heading', { level: 1, name: 'Join Acme' });
    fill({ firstName: 'Bea', lastName: 'Baker', password: 'correct-horse', confirmation: 'correct-horse' });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'This invitation link is not valid' })).toBeTruthy());
  });
});
