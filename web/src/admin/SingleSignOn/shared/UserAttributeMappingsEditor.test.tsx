import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useT } from '../../../app/i18n/useT.js';
import { renderWithProviders } from '../../../testing/renderWithProviders.js';
import { mappingErrors } from './mappingErrors.js';
import { toInput, toRows, type FieldErrors, type MappingRows } from './userAttributeMappings.js';
import { UserAttributeMappingsEditor } from './UserAttributeMappingsEditor.js';

let latest: MappingRows | null = null;

function Harness({ usesTenants, serverErrors = {} }: { usesTenants: boolean; serverErrors?: FieldErrors }) {
  const t = useT();
  const [rows, setRows] = useState(() =>
    toRows({
      roles: [
        { value: 'Sales', condition: 'department == "sales"', description: 'Sales team' },
        { value: 'Finance', condition: null, description: null },
      ],
    }),
  );
  latest = rows;
  return (
    <UserAttributeMappingsEditor
      rows={rows}
      usesTenants={usesTenants}
      errors={{ ...mappingErrors(rows, usesTenants, t), ...serverErrors }}
      onChange={setRows}
    />
  );
}

const roleValues = () => toInput(latest!, true).roles.map((m) => m.value);

describe('UserAttributeMappingsEditor', () => {
  it('shows tenant only when the organization uses tenants', () => {
    const { unmount } = renderWithProviders(<Harness usesTenants={false} />);
    expect(screen.queryByRole('heading', { name: 'Tenant' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Roles' })).toBeTruthy();
    unmount();
    renderWithProviders(<Harness usesTenants />);
    expect(screen.getByRole('heading', { name: 'Tenant' })).toBeTruthy();
  });

  it('adds a row, requires its value, and removes it', async () => {
    renderWithProviders(<Harness usesTenants={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Email mapping' }));
    const value = screen.getByRole('textbox', { name: 'Value of Email mapping 1' });
    await waitFor(() => expect(document.activeElement).toBe(value));
    expect(screen.getByText('Enter a value')).toBeTruthy();
    fireEvent.change(value, { target: { value: '${mail}' } });
    expect(screen.queryByText('Enter a value')).toBeNull();
    expect(toInput(latest!, false).email).toEqual([{ value: '${mail}', condition: null, description: null }]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Email mapping 1' }));
    expect(toInput(latest!, false).email).toEqual([]);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add Email mapping' })));
  });

  it('reorders with the buttons and with Alt+Arrow, focus following the row', async () => {
    renderWithProviders(<Harness usesTenants={false} />);
    expect(screen.getByRole('button', { name: /Move Roles mapping 1 up/ }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /Move Roles mapping 1 down/ }));
    expect(roleValues()).toEqual(['Finance', 'Sales']);
    // The moved row (now 2nd) keeps the focus on its "down" control's neighbour since it can go no lower.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: /Move Roles mapping 2 up/ })));
    const sales = screen.getByRole('textbox', { name: 'Value of Roles mapping 2' });
    fireEvent.keyDown(sales, { key: 'ArrowUp', altKey: true });
    expect(roleValues()).toEqual(['Sales', 'Finance']);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Value of Roles mapping 1' })));
  });

  it('adds a condition that must not stay empty, and removes it again (null: always applies)', async () => {
    renderWithProviders(<Harness usesTenants={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add a condition to Roles mapping 2' }));
    const condition = screen.getByRole('textbox', { name: 'Condition of Roles mapping 2' });
    await waitFor(() => expect(document.activeElement).toBe(condition));
    expect(screen.getByText('Enter a condition or remove it')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove the condition of Roles mapping 2' }));
    expect(toInput(latest!, false).roles[1].condition).toBeNull();
    expect(screen.queryByText('Enter a condition or remove it')).toBeNull();
  });

  it('shows server errors by path', () => {
    renderWithProviders(
      <Harness usesTenants={false} serverErrors={{ 'userAttributeMappings.roles.0.condition': "Use '==' to compare (column 12)" }} />,
    );
    expect(screen.getByText("Use '==' to compare (column 12)")).toBeTruthy();
  });
});
