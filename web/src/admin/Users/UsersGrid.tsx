import { createTableColumn, type TableColumnDefinition } from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay';
import { useT } from '../../app/i18n/useT.js';
import { SelectableGrid } from '../../components/SelectableGrid/SelectableGrid.js';
import type { UsersGrid_users$data, UsersGrid_users$key } from './__generated__/UsersGrid_users.graphql.js';

type Row = UsersGrid_users$data[number];

type Props = { users: UsersGrid_users$key; usesTenants: boolean; selected: ReadonlySet<string>; onSelectionChange: (ids: Set<string>) => void };

/** The Users tab's grid: name, e-mail, type and, in organizations with tenants, the tenant. */
export function UsersGrid({ users, usesTenants, selected, onSelectionChange }: Props) {
  const rows = useFragment(
    graphql`
      fragment UsersGrid_users on User @relay(plural: true) {
        id
        firstName
        lastName
        email
        type
        tenant {
          name
        }
      }
    `,
    users,
  );
  const t = useT();
  const name = (row: Row) => `${row.firstName} ${row.lastName}`.trim();
  const columns: TableColumnDefinition<Row>[] = [
    createTableColumn<Row>({ columnId: 'name', renderHeaderCell: () => t('users.column.name'), renderCell: name, compare: (a, b) => name(a).localeCompare(name(b)) }),
    createTableColumn<Row>({ columnId: 'email', renderHeaderCell: () => t('users.column.email'), renderCell: (r) => r.email, compare: (a, b) => a.email.localeCompare(b.email) }),
    createTableColumn<Row>({
      columnId: 'type',
      renderHeaderCell: () => t('users.column.type'),
      renderCell: (r) => t(r.type === 'CREATOR' ? 'users.type.CREATOR' : r.type === 'ADMIN' ? 'users.type.ADMIN' : 'users.type.VIEWER'),
      compare: (a, b) => a.type.localeCompare(b.type),
    }),
    ...(usesTenants
      ? [
          createTableColumn<Row>({
            columnId: 'tenant',
            renderHeaderCell: () => t('users.column.tenant'),
            renderCell: (r) => r.tenant?.name ?? '',
            compare: (a, b) => (a.tenant?.name ?? '').localeCompare(b.tenant?.name ?? ''),
          }),
        ]
      : []),
  ];
  return <SelectableGrid label={t('users.gridLabel')} items={rows} columns={columns} selected={selected} onSelectionChange={onSelectionChange} />;
}
