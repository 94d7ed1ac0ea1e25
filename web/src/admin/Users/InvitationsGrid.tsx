import { Badge, createTableColumn, type TableColumnDefinition } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useT } from '../../app/i18n/useT.js';
import { SelectableGrid } from '../../components/SelectableGrid/SelectableGrid.js';
import type { InvitationsGrid_invitations$data, InvitationsGrid_invitations$key } from './__generated__/InvitationsGrid_invitations.graphql.js';

type Row = InvitationsGrid_invitations$data[number];

type Props = { invitations: InvitationsGrid_invitations$key; usesTenants: boolean; selected: ReadonlySet<string>; onSelectionChange: (ids: Set<string>) => void };

/** The Invitations tab's grid: e-mail, type, sent and expiry dates and, in organizations with tenants, the tenant. */
export function InvitationsGrid({ invitations, usesTenants, selected, onSelectionChange }: Props) {
  const rows = useFragment(
    graphql`
      fragment InvitationsGrid_invitations on Invitation @relay(plural: true) {
        id
        email
        userType
        creationDate
        expirationDate
        isExpired
        tenant {
          name
        }
      }
    `,
    invitations,
  );
  const t = useT();
  const intl = useIntl();
  const date = (value: unknown) => intl.formatDate(String(value), { dateStyle: 'medium' });
  const columns: TableColumnDefinition<Row>[] = [
    createTableColumn<Row>({ columnId: 'email', renderHeaderCell: () => t('users.column.email'), renderCell: (r) => r.email, compare: (a, b) => a.email.localeCompare(b.email) }),
    createTableColumn<Row>({
      columnId: 'type',
      renderHeaderCell: () => t('users.column.type'),
      renderCell: (r) => t(r.userType === 'CREATOR' ? 'users.type.CREATOR' : 'users.type.VIEWER'),
      compare: (a, b) => a.userType.localeCompare(b.userType),
    }),
    createTableColumn<Row>({
      columnId: 'created',
      renderHeaderCell: () => t('users.column.invited'),
      renderCell: (r) => date(r.creationDate),
      compare: (a, b) => String(a.creationDate).localeCompare(String(b.creationDate)),
    }),
    createTableColumn<Row>({
      columnId: 'expires',
      renderHeaderCell: () => t('users.column.expires'),
      renderCell: (r) =>
        r.isExpired ? (
          <Badge appearance="tint" color="danger">
            {t('users.expired')}
          </Badge>
        ) : (
          date(r.expirationDate)
        ),
      compare: (a, b) => String(a.expirationDate).localeCompare(String(b.expirationDate)),
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
  return <SelectableGrid label={t('users.invitationsGridLabel')} items={rows} columns={columns} selected={selected} onSelectionChange={onSelectionChange} />;
}
