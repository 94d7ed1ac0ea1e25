import { useState } from 'react';
import { Body1, Button, createTableColumn, makeStyles, tokens, type TableColumnDefinition } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { graphql, usePaginationFragment } from 'react-relay';
import { useT } from '../../app/i18n/useT.js';
import { ConfirmDialog } from '../../components/ConfirmDialog/ConfirmDialog.js';
import { useLoader } from '../../components/Loader/LoaderProvider.js';
import { SelectableGrid } from '../../components/SelectableGrid/SelectableGrid.js';
import { useNotify } from '../../components/Toasts/ToastProvider.js';
import type { TenantsPanel_query$data, TenantsPanel_query$key } from './__generated__/TenantsPanel_query.graphql.js';
import type { TenantsPanelPaginationQuery } from './__generated__/TenantsPanelPaginationQuery.graphql.js';
import { CreateTenantDialog } from './CreateTenantDialog.js';
import { useDeleteTenantsMutation } from './DeleteTenantsMutation.js';
import { TENANTS_FETCH_SIZE, TENANTS_PAGE_SIZE, deleteTenantsErrorToast, deleteTenantsToasts, sortById, type TenantToast } from './tenantRules.js';

type Row = TenantsPanel_query$data['tenants']['edges'][number]['node'];

const useStyles = makeStyles({
  toolbar: { display: 'flex', gap: tokens.spacingHorizontalS, margin: `${tokens.spacingVerticalM} 0` },
  empty: { color: tokens.colorNeutralForeground3, padding: `${tokens.spacingVerticalM} 0` },
  more: { display: 'flex', justifyContent: 'center', paddingTop: tokens.spacingVerticalM },
});

/** The tenants grid (ID, Name; sorted by ID) with Create and Delete (spec 02 §2.10). */
export function TenantsPanel({ query }: { query: TenantsPanel_query$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<TenantsPanelPaginationQuery, TenantsPanel_query$key>(
    graphql`
      fragment TenantsPanel_query on Query
      @refetchable(queryName: "TenantsPanelPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        tenants(first: $count, after: $cursor) @connection(key: "TenantsPanel_tenants") {
          __id
          edges {
            node {
              id
              externalId
              name
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
  const [creating, setCreating] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [shown, setShown] = useState(TENANTS_PAGE_SIZE);
  const [deleteTenants, isDeleting] = useDeleteTenantsMutation();
  const tenants = sortById(data.tenants.edges.map((e) => e.node));

  const columns: TableColumnDefinition<Row>[] = [
    createTableColumn<Row>({ columnId: 'id', renderHeaderCell: () => t('tenants.column.id'), renderCell: (r) => r.externalId, compare: (a, b) => a.externalId.localeCompare(b.externalId) }),
    createTableColumn<Row>({ columnId: 'name', renderHeaderCell: () => t('tenants.column.name'), renderCell: (r) => r.name, compare: (a, b) => a.name.localeCompare(b.name) }),
  ];

  const show = (toast: TenantToast) => notify[toast.intent](t(toast.id, toast.values));
  const confirmDelete = async () => {
    const ids = [...selected];
    setConfirming(false);
    try {
      const result = await loader.track(deleteTenants(ids, [data.tenants.__id]));
      if (result.__typename === 'DeleteTenantsSuccess') {
        deleteTenantsToasts(result).forEach(show);
        const deleted = new Set(result.deletedIds);
        setSelected((current) => new Set([...current].filter((id) => !deleted.has(id))));
      } else show(deleteTenantsErrorToast(ids.length, 'message' in result ? result.message : ''));
    } catch (error) {
      show(deleteTenantsErrorToast(ids.length, error instanceof Error ? error.message : String(error)));
    }
  };

  const visible = tenants.slice(0, shown);
  const showMore = () => {
    setShown(shown + TENANTS_PAGE_SIZE);
    if (hasNext) loadNext(TENANTS_FETCH_SIZE);
  };

  return (
    <>
      <div className={styles.toolbar}>
        <Button appearance="primary" icon={<AddRegular />} onClick={() => setCreating(true)}>
          {t('tenants.create')}
        </Button>
        <Button icon={<DeleteRegular />} disabled={selected.size === 0 || isDeleting} onClick={() => setConfirming(true)}>
          {t('tenants.delete')}
        </Button>
      </div>
      {tenants.length === 0 ? (
        <Body1 className={styles.empty}>{t('tenants.empty')}</Body1>
      ) : (
        <SelectableGrid label={t('tenants.gridLabel')} items={visible} columns={columns} selected={selected} onSelectionChange={setSelected} />
      )}
      {(hasNext || tenants.length > shown) && (
        <div className={styles.more}>
          <Button disabled={isLoadingNext} onClick={showMore}>
            {t('tenants.loadMore')}
          </Button>
        </div>
      )}
      <CreateTenantDialog open={creating} tenantsConnectionId={data.tenants.__id} onClose={() => setCreating(false)} />
      <ConfirmDialog
        open={confirming}
        title={t('tenants.deleteTitle')}
        confirmLabel={t('tenants.delete')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(false)}
      >
        {t('tenants.deleteQuestion', { count: selected.size })}
      </ConfirmDialog>
    </>
  );
}
