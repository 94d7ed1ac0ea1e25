import { useState } from 'react';
import { Body1, Button, createTableColumn, makeStyles, tokens, type TableColumnDefinition } from '@fluentui/react-components';
import { AddRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { graphql, usePaginationFragment } from 'react-relay';
import { useT } from '../../app/i18n/useT.js';
import { ConfirmDialog } from '../../components/ConfirmDialog/ConfirmDialog.js';
import { useLoader } from '../../components/Loader/LoaderProvider.js';
import { SelectableGrid } from '../../components/SelectableGrid/SelectableGrid.js';
import { useNotify } from '../../components/Toasts/ToastProvider.js';
import type { RoleDialog_query$key } from './__generated__/RoleDialog_query.graphql.js';
import type { RolesPanel_query$data, RolesPanel_query$key } from './__generated__/RolesPanel_query.graphql.js';
import type { RolesPanelPaginationQuery } from './__generated__/RolesPanelPaginationQuery.graphql.js';
import { useDeleteRolesMutation } from './DeleteRolesMutation.js';
import { RoleDialog, type RoleDraft } from './RoleDialog.js';

/** Grid page size (spec 01 §9); fetched in requests of 20 to stay under the server's query cost limit. */
const ROLES_PAGE_SIZE = 100;
const ROLES_FETCH_SIZE = 20;

type Row = RolesPanel_query$data['roles']['edges'][number]['node'];

const useStyles = makeStyles({
  toolbar: { display: 'flex', gap: tokens.spacingHorizontalS, margin: `${tokens.spacingVerticalM} 0` },
  empty: { color: tokens.colorNeutralForeground3, padding: `${tokens.spacingVerticalM} 0` },
  more: { display: 'flex', justifyContent: 'center', paddingTop: tokens.spacingVerticalM },
});

/** Roles grid (Name, Description, Users) with Create, Edit (exactly one) and Delete (one or more) (spec 01 §2.6). */
export function RolesPanel({ query }: { query: RolesPanel_query$key & RoleDialog_query$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<RolesPanelPaginationQuery, RolesPanel_query$key>(
    graphql`
      fragment RolesPanel_query on Query
      @refetchable(queryName: "RolesPanelPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        roles(first: $count, after: $cursor) @connection(key: "RolesPanel_roles") {
          __id
          edges {
            node {
              id
              name
              description
              userCount
              users {
                id
              }
            }
          }
        }
      }
    `,
    query,
  );
  const t = useT();
  const styles = useStyles();
  const notify = useNotify();
  const loader = useLoader();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [dialog, setDialog] = useState<{ role: RoleDraft | null } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [deleteRoles, isDeleting] = useDeleteRolesMutation();
  const [shown, setShown] = useState(ROLES_PAGE_SIZE);
  const roles = data.roles.edges.map((e) => e.node);

  const columns: TableColumnDefinition<Row>[] = [
    createTableColumn<Row>({ columnId: 'name', renderHeaderCell: () => t('roles.column.name'), renderCell: (r) => r.name, compare: (a, b) => a.name.localeCompare(b.name) }),
    createTableColumn<Row>({
      columnId: 'description',
      renderHeaderCell: () => t('roles.column.description'),
      renderCell: (r) => r.description,
      compare: (a, b) => a.description.localeCompare(b.description),
    }),
    createTableColumn<Row>({ columnId: 'users', renderHeaderCell: () => t('roles.column.users'), renderCell: (r) => r.userCount, compare: (a, b) => a.userCount - b.userCount }),
  ];

  const edit = () => {
    const role = roles.find((r) => selected.has(r.id));
    if (role) setDialog({ role: { id: role.id, name: role.name, description: role.description, userIds: role.users.map((u) => u.id) } });
  };

  const confirmDelete = async () => {
    const ids = [...selected];
    setConfirming(false);
    try {
      const result = await loader.track(deleteRoles(ids, [data.roles.__id]));
      if (result.__typename === 'DeleteRolesSuccess') {
        if (result.deletedCount > 0) notify.success(t('roles.deleted', { count: result.deletedCount }));
        if (result.failedCount > 0) notify.error(t('roles.deleteFailed', { count: result.failedCount }));
        const deleted = new Set(result.deletedIds);
        setSelected((current) => new Set([...current].filter((id) => !deleted.has(id))));
      } else notify.error(t('roles.deleteFailed', { count: ids.length }));
    } catch {
      notify.error(t('roles.deleteFailed', { count: ids.length }));
    }
  };

  const visible = roles.slice(0, shown);
  const more = hasNext || roles.length > shown;
  const showMore = () => {
    setShown(shown + ROLES_PAGE_SIZE);
    if (hasNext) loadNext(ROLES_FETCH_SIZE);
  };

  return (
    <>
      <div className={styles.toolbar}>
        <Button appearance="primary" icon={<AddRegular />} onClick={() => setDialog({ role: null })}>
          {t('roles.create')}
        </Button>
        <Button icon={<EditRegular />} disabled={selected.size !== 1} onClick={edit}>
          {t('roles.edit')}
        </Button>
        <Button icon={<DeleteRegular />} disabled={selected.size === 0 || isDeleting} onClick={() => setConfirming(true)}>
          {t('roles.delete')}
        </Button>
      </div>
      {roles.length === 0 ? (
        <Body1 className={styles.empty}>{t('roles.empty')}</Body1>
      ) : (
        <SelectableGrid label={t('roles.gridLabel')} items={visible} columns={columns} selected={selected} onSelectionChange={setSelected} />
      )}
      {more && (
        <div className={styles.more}>
          <Button disabled={isLoadingNext} onClick={showMore}>
            {t('roles.loadMore')}
          </Button>
        </div>
      )}
      <RoleDialog open={dialog !== null} role={dialog?.role ?? null} query={query} rolesConnectionId={data.roles.__id} onClose={() => setDialog(null)} />
      <ConfirmDialog
        open={confirming}
        title={t('roles.deleteTitle')}
        confirmLabel={t('roles.delete')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(false)}
      >
        {t('roles.deleteQuestion', { count: selected.size })}
      </ConfirmDialog>
    </>
  );
}
