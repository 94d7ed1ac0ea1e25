import { fireEvent, screen, within } from '@testing-library/react';
import { loadQuery } from 'react-relay';
import { describe, expect, it } from 'vitest';
import { createTestEnvironment, renderRoutes } from '../../testing/renderWithProviders.js';
import UsersPageQueryNode, { type UsersPageQuery } from './__generated__/UsersPageQuery.graphql.js';
import { UsersPage } from './UsersPage.js';

const quota = (total: number | null, remaining: number | null) => ({ isUnlimited: total === null, total, remaining });
const user = (id: string, firstName: string, type: string, tenant: string | null) => ({
  __typename: 'User',
  id,
  firstName,
  lastName: 'Doe',
  email: `${firstName.toLowerCase()}@acme.test`,
  type,
  tenant: tenant ? { id: `T-${tenant}`, name: tenant } : null,
});
const invitation = (id: string, email: string) => ({
  __typename: 'Invitation',
  id,
  email,
  userType: 'VIEWER',
  creationDate: '2030-01-01T10:00:00.000Z',
  expirationDate: '2030-01-08T10:00:00.000Z',
  isExpired: false,
  tenant: null,
});

function renderUsers(usesTenants: boolean, isSingleSignOnEnabled = false) {
  const { environment } = createTestEnvironment((operation) => {
    if (operation.name !== 'UsersPageQuery') return { trackEvent: { __typename: 'TrackEventSuccess' } };
    return {
      viewer: {
        user: { id: 'U-admin', type: 'ADMIN' },
        organization: {
          id: 'O1',
          usesTenants,
          isSingleSignOnEnabled,
          plan: {
            quantities: { user: quota(null, null), viewer: quota(30, 26), creator: quota(null, null) },
            upcoming: null,
          },
        },
      },
      users: {
        totalCount: 2,
        edges: [
          { cursor: 'a', node: user('U1', 'Chris', 'CREATOR', usesTenants ? 'Globex' : null) },
          { cursor: 'b', node: user('U2', 'Vera', 'VIEWER', null) },
        ],
        pageInfo: { endCursor: 'b', hasNextPage: false },
      },
      invitations: {
        totalCount: 1,
        edges: [{ cursor: 'c', node: invitation('I1', 'new@acme.test') }],
        pageInfo: { endCursor: 'c', hasNextPage: false },
      },
    };
  });
  renderRoutes(
    [
      {
        path: '/admin/users',
        loader: () => ({ queryRef: loadQuery<UsersPageQuery>(environment, UsersPageQueryNode, {}) }),
        HydrateFallback: () => null,
        element: <UsersPage page="admin-users" />,
      },
    ],
    { initialEntries: ['/admin/users'], environment },
  );
}

describe('UsersPage', () => {
  // The first render loads Fluent's grid and tabs: give a busy machine time.
  it("shows counted tabs and the quota banner with 'unlimited' for unlimited quotas", { timeout: 20_000 }, async () => {
    renderUsers(false);
    expect(await screen.findByRole('tab', { name: 'Users (2)' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Invitations (1)' })).toBeTruthy();
    expect(
      screen.getByText(
        'Your subscription includes unlimited users (30 viewers, unlimited creators). Remaining: unlimited users (26 viewers, unlimited creators).',
      ),
    ).toBeTruthy();
    const grid = screen.getByRole('grid', { name: 'Users' });
    expect(within(grid).getByText('chris@acme.test')).toBeTruthy();
    expect(within(grid).queryByRole('columnheader', { name: 'Tenant' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('tab', { name: 'Invitations (1)' }));
    expect(within(await screen.findByRole('grid', { name: 'Invitations' })).getByText('new@acme.test')).toBeTruthy();
  });

  it('shows the tenant column when the organization uses tenants', { timeout: 20_000 }, async () => {
    renderUsers(true);
    const grid = await screen.findByRole('grid', { name: 'Users' }, { timeout: 10_000 });
    expect(within(grid).getByRole('columnheader', { name: 'Tenant' })).toBeTruthy();
    expect(within(grid).getByText('Globex')).toBeTruthy();
  });

  it('disables Invite with the single sign-on explanation when SSO is enabled', { timeout: 20_000 }, async () => {
    renderUsers(false, true);
    const invite = await screen.findByRole('button', { name: 'Invite' }, { timeout: 10_000 });
    expect(invite.hasAttribute('disabled')).toBe(true);
    fireEvent.pointerEnter(invite);
    fireEvent.mouseEnter(invite);
    fireEvent.focus(invite);
    expect(
      await screen.findByText(
        'Inviting users through Meridian is disabled because single sign-on is used. Give users access at your identity provider.',
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
  });
});
