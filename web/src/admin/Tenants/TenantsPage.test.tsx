import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadQuery } from 'react-relay';
import { describe, expect, it } from 'vitest';
import { createTestEnvironment, renderRoutes } from '../../testing/renderWithProviders.js';
import TenantsPageQueryNode, { type TenantsPageQuery } from './__generated__/TenantsPageQuery.graphql.js';
import { TenantsPage } from './TenantsPage.js';

const tenant = (id: string, externalId: string, name: string) => ({ id, externalId, name });

function renderTenants(tenants = [tenant('T2', 'globex', 'Globex'), tenant('T1', 'acme', 'Acme Corp')]) {
  const created: unknown[] = [];
  const deleted: unknown[] = [];
  const { environment } = createTestEnvironment((operation, variables) => {
    if (operation.name === 'TenantsPageQuery')
      return {
        viewer: { organization: { id: 'O1', usesTenants: true } },
        tenants: { edges: tenants.map((node) => ({ cursor: node.id, node })), pageInfo: { endCursor: null, hasNextPage: false } },
      };
    if (operation.name === 'CreateTenantMutation') {
      created.push(variables.input);
      const input = variables.input as { externalId: string; name: string };
      if (input.externalId === 'acme')
        return { createTenant: { __typename: 'ValidationError', message: 'Invalid input', fieldErrors: [{ path: 'externalId', message: 'A tenant with this ID already exists.' }] } };
      return { createTenant: { __typename: 'CreateTenantSuccess', tenant: tenant('T9', input.externalId, input.name) } };
    }
    if (operation.name === 'DeleteTenantsMutation') {
      deleted.push(variables.ids);
      return {
        deleteTenants: {
          __typename: 'DeleteTenantsSuccess',
          deletedCount: 0,
          deletedIds: [],
          failedCount: 1,
          failures: [{ message: 'The tenant still has 1 user(s); remove them first.' }],
        },
      };
    }
    return { trackEvent: { __typename: 'TrackEventSuccess' } };
  });
  renderRoutes(
    [
      {
        path: '/admin/embedded/tenants',
        loader: () => ({ queryRef: loadQuery<TenantsPageQuery>(environment, TenantsPageQueryNode, {}) }),
        HydrateFallback: () => null,
        Component: TenantsPage,
      },
    ],
    { initialEntries: ['/admin/embedded/tenants'], environment },
  );
  return { created, deleted };
}

describe('TenantsPage', () => {
  it('lists tenants sorted by ID and enables Delete only with a selection', { timeout: 20_000 }, async () => {
    renderTenants();
    const grid = await screen.findByRole('grid', { name: 'Tenants' });
    const rows = within(grid).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['acmeAcme Corp', 'globexGlobex']);
    const remove = screen.getByRole('button', { name: 'Delete' });
    expect(remove.hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(grid).getByRole('checkbox', { name: 'Acme Corp' }));
    expect(remove.hasAttribute('disabled')).toBe(false);
  });

  it('shows the empty text without tenants', { timeout: 20_000 }, async () => {
    renderTenants([]);
    expect(await screen.findByText('There are no tenants')).toBeTruthy();
  });

  it('creates a tenant named after its ID; a duplicate ID is marked on the field', { timeout: 20_000 }, async () => {
    const { created } = renderTenants();
    fireEvent.click(await screen.findByRole('button', { name: 'Create' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create tenant' });
    const submit = await within(dialog).findByText('Create', { selector: 'button' }, { timeout: 5000 });
    const id = await waitFor(() => within(dialog).getByRole('textbox', { name: /ID/, hidden: true }), { timeout: 5000 });
    const name = within(dialog).getByRole('textbox', { name: /Name/, hidden: true }) as HTMLInputElement;
    expect(submit.hasAttribute('disabled')).toBe(true);

    fireEvent.change(id, { target: { value: 'acme' } });
    expect(name.value).toBe('acme');
    fireEvent.submit(id.closest('form')!);
    expect(await within(dialog).findByText('A tenant with this ID already exists.', {}, { timeout: 5000 })).toBeTruthy();

    fireEvent.change(id, { target: { value: 'initech' } });
    expect(name.value).toBe('initech');
    fireEvent.change(name, { target: { value: '' } });
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.change(name, { target: { value: 'Initech' } });
    fireEvent.change(id, { target: { value: 'initech-1' } });
    expect(name.value).toBe('Initech');
    fireEvent.submit(id.closest('form')!);
    await waitFor(() => expect(created).toEqual([{ externalId: 'acme', name: 'acme' }, { externalId: 'initech-1', name: 'Initech' }]), { timeout: 5000 });
    expect((await screen.findAllByText('The tenant has successfully been created', {}, { timeout: 5000 })).length).toBeGreaterThan(0);
    const grid = screen.getByRole('grid', { name: 'Tenants' });
    expect(within(grid).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['acmeAcme Corp', 'globexGlobex', 'initech-1Initech']);
  });

  it('confirms a delete and reports a refusal with its reason', { timeout: 20_000 }, async () => {
    const { deleted } = renderTenants();
    const grid = await screen.findByRole('grid', { name: 'Tenants' });
    fireEvent.click(within(grid).getByRole('checkbox', { name: 'Acme Corp' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete tenants' });
    fireEvent.click(within(confirm).getByText('Delete', { selector: 'button' }));
    await waitFor(() => expect(deleted).toEqual([['T1']]));
    expect(
      (await screen.findAllByText('There was an error deleting the tenant: The tenant still has 1 user(s); remove them first.', {}, { timeout: 5000 })).length,
    ).toBeGreaterThan(0);
  });
});
