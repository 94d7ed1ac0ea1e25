import { fireEvent, screen, waitFor } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { describe, expect, it } from 'vitest';
import { createTestEnvironment, renderWithProviders } from '../../../testing/renderWithProviders.js';
import { MappingSimulatorPanel } from './MappingSimulatorPanel.js';
import { toRows } from './userAttributeMappings.js';

const WAIT = { timeout: 10_000 };
const saved = toRows({ roles: [{ value: 'Sales', condition: 'department == "sales"', description: null }] });
const changed = toRows({
  roles: [
    { value: 'Sales', condition: 'department == "sales"', description: null },
    { value: 'kg-${groups}', condition: null, description: null },
  ],
});
const text = (value: string | null, mappingIndex: number | null) => ({ value, mappingIndex });

function renderPanel() {
  const operations: { name: string; variables: Record<string, unknown> }[] = [];
  const { environment } = createTestEnvironment((operation, variables) => {
    operations.push({ name: operation.name, variables });
    if (operation.name === 'mappingSimulatorQueriesSimulateQuery')
      return {
        simulateUserAttributeMappings: {
          __typename: 'MappingSimulation',
          subject: 'nora',
          type: { value: 'VIEWER', mappingIndex: null },
          firstName: text('Nora', 0),
          lastName: text(null, null),
          email: text('nora@northwind.example', 0),
          language: text('en-US', null),
          tenant: { externalId: null, mappingIndex: null, tenant: null },
          roles: [
            { name: 'Sales', mappingIndex: 0, role: { id: 'R1', name: 'Sales' } },
            { name: 'kg-retail', mappingIndex: 1, role: null },
          ],
          warnings: [{ attribute: 'language', index: 0, message: 'xx is not a supported language' }],
          attributes: [{ name: 'groups', values: ['retail'] }],
        },
      };
    if (operation.name === 'mappingSimulatorQueriesImpactQuery')
      return {
        userAttributeMappingsImpact: {
          __typename: 'UserAttributeMappingsImpact',
          checkedUserCount: 3,
          changes: [
            {
              user: { id: 'U1', firstName: 'Nils', lastName: 'North', email: 'nils@northwind.example' },
              typeBefore: 'VIEWER',
              typeAfter: 'CREATOR',
              gainedRoles: [{ id: 'R2', name: 'kg-retail' }],
              lostRoles: [{ id: 'R1', name: 'Sales' }],
            },
          ],
          usersWithoutAttributes: [],
        },
      };
    return {};
  });
  renderWithProviders(
    <RelayEnvironmentProvider environment={environment}>
      <MappingSimulatorPanel rows={changed} savedRows={saved} usesTenants={false} defaultSource="JWT" />
    </RelayEnvironmentProvider>,
  );
  return operations;
}

describe('MappingSimulatorPanel', { timeout: 30_000 }, () => {
  it('shows each field with the mapping that produced it, for the unsaved mappings', async () => {
    const operations = renderPanel();
    fireEvent.click(screen.getByRole('radio', { name: 'JSON of attributes' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Assertion, token or attributes' }), { target: { value: '{"groups":["retail"]}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simulate' }));
    expect(await screen.findByText('kg-retail', {}, WAIT)).toBeTruthy();
    const input = operations.find((o) => o.name === 'mappingSimulatorQueriesSimulateQuery')?.variables.input as Record<string, unknown>;
    expect(input).toMatchObject({ source: 'JSON', text: '{"groups":["retail"]}' });
    expect((input.userAttributeMappings as { roles: unknown[] }).roles).toHaveLength(2);
    expect(screen.getByText('Roles mapping 2')).toBeTruthy();
    expect(screen.getByText('Not a role of the organization: not assigned')).toBeTruthy();
    expect(screen.getAllByText('Default').length).toBeGreaterThan(0);
    expect(screen.getByText(/xx is not a supported language/)).toBeTruthy();
  });

  it('tells which existing users would gain or lose roles with the changed mappings', async () => {
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Show the effect on existing users' }));
    expect(await screen.findByText('1 of the 3 single sign-on users checked would change at the next sign-in:', {}, WAIT)).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Nils North')).toBeTruthy());
    expect(screen.getByText('kg-retail')).toBeTruthy();
    expect(screen.getByText('Sales')).toBeTruthy();
    expect(screen.getByText('Viewer → Creator')).toBeTruthy();
  });
});
