import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadQuery } from 'react-relay';
import { describe, expect, it } from 'vitest';
import { createTestEnvironment, renderRoutes } from '../../testing/renderWithProviders.js';
import RolesPageQueryNode, { type RolesPageQuery } from './__generated__/RolesPageQuery.graphql.js';
import { RolesPage } from './RolesPage.js';

const user = (id: string, firstName: string, lastName: string) => ({ id, firstName, lastName, email: `${firstName.toLowerCase()}@demo.dev` });
const role = { id: 'R1', name: 'Sales', description: 'Sales team', userCount: 1, users: [{ id: 'U1' }] };

function renderRoles(isSingleSignOnEnabled = false) {
  const created: unknown[] = [];
  const { environment, operations } = createTestEnvironment((operation, variables) => {
    if (operation.name === 'RolesPageQuery')
      return {
        viewer: { organization: { id: 'O1', isSingleSignOnEnabled } },
        roles: { edges: [{ cursor: 'c1', node: role }], pageInfo: { endCursor: 'c1', hasNextPage: false } },
        users: { edges: [{ node: user('U1', 'Chris', 'Creator') }, { node: user('U2', 'Vera', 'Viewer') }] },
      };
    if (operation.name === 'CreateRoleMutation') {
      created.push(variables.input);
      return { createRole: { __typename: 'CreateRoleSuccess', role: { id: 'R2', name: 'Analysts', description: '', userCount: 2, users: [{ id: 'U1' }, { id: 'U2' }] } } };
    }
    return { trackEvent: { __typename: 'TrackEventSuccess' } };
  });
  renderRoutes(
    [
      {
        path: '/admin/roles',
        loader: () => ({ queryRef: loadQuery<RolesPageQuery>(environment, RolesPageQueryNode, {}) }),
        HydrateFallback: () => null,
        Component: RolesPage,
      },
    ],
    { initialEntries: ['/admin/roles'], environment },
  );
  return { created, operations };
}

describe('RolesPage', () => {
  it('enables Edit for exactly one role and Delete for one or more', async () => {
    const { operations } = renderRoles();
    expect(await screen.findByRole('heading', { name: 'Roles' })).toBeTruthy();
    const edit = screen.getByRole('button', { name: 'Edit' });
    expect(edit.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sales' }));
    expect(edit.hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('button', { name: 'Delete' }).hasAttribute('disabled')).toBe(false);
    expect(operations.some((o) => o.name === 'TrackEventMutation' && JSON.stringify(o.variables).includes('admin-roles'))).toBe(true);
  });

  it('creates a role with two users once a name is given', { timeout: 20_000 }, async () => {
    const { created } = renderRoles();
    fireEvent.click(await screen.findByRole('button', { name: 'Create' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create role' });
    // Tabster may still mark the dialog aria-hidden from the previous test's modal: query hidden elements too.
    const submit = await within(dialog).findByText('Create', { selector: 'button' }, { timeout: 5000 });
    await waitFor(() => within(dialog).getByRole('textbox', { name: /Name/, hidden: true }), { timeout: 5000 });
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/, hidden: true }), { target: { value: ' Analysts ' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Chris Creator/, hidden: true }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Vera Viewer/, hidden: true }));
    expect(submit.hasAttribute('disabled')).toBe(false);
    fireEvent.click(submit);
    await waitFor(() => expect(created).toEqual([{ name: 'Analysts', description: '', userIds: ['U1', 'U2'] }]), { timeout: 5000 });
    expect((await screen.findAllByText('Role created', { exact: true }, { timeout: 5000 })).length).toBeGreaterThan(0);
  });

  it('hides the user picker and explains the SSO mappings when single sign-on is enabled', { timeout: 20_000 }, async () => {
    const { created } = renderRoles(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Create' }, { timeout: 10_000 }));
    const note = await screen.findByText(
      'Single sign-on is enabled: users are assigned to roles through the user attribute mappings of the single sign-on configuration.',
      {},
      { timeout: 10_000 },
    );
    const dialog = note.closest<HTMLElement>('[role="dialog"]')!;
    expect(within(dialog).queryByRole('checkbox', { hidden: true })).toBeNull();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/, hidden: true }), { target: { value: 'Analysts' } });
    fireEvent.click(within(dialog).getByText('Create', { selector: 'button' }));
    // The users stay as the mappings made them: no userIds are sent.
    await waitFor(() => expect(created).toEqual([{ name: 'Analysts', description: '' }]), { timeout: 5000 });
  });
});
