import { useState } from 'react';
import {
  Body1,
  Button,
  Card,
  CardHeader,
  Table,
  TableBody,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { graphql, usePaginationFragment } from 'react-relay';
import { useT } from '../../app/i18n/useT.js';
import { ConfirmDialog } from '../../components/ConfirmDialog/ConfirmDialog.js';
import { useNotify } from '../../components/Toasts/ToastProvider.js';
import type { ApiTokensCardPaginationQuery } from './__generated__/ApiTokensCardPaginationQuery.graphql.js';
import type { ApiTokensCard_viewer$key } from './__generated__/ApiTokensCard_viewer.graphql.js';
import { ApiTokenRow, type TokenRef } from './ApiTokenRow.js';
import { CreateApiTokenDialog } from './CreateApiTokenDialog.js';
import { useRevokeApiTokenMutation } from './RevokeApiTokenMutation.js';

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalL },
  create: { flexShrink: 0, whiteSpace: 'nowrap' },
  tableWrap: { overflowX: 'auto' },
  more: { display: 'flex', justifyContent: 'center', paddingTop: tokens.spacingVerticalM },
  empty: { color: tokens.colorNeutralForeground3, padding: `${tokens.spacingVerticalM} 0` },
});

/** The personal API tokens: list, create (secret shown once) and revoke. */
export function ApiTokensCard(props: { viewer: ApiTokensCard_viewer$key }) {
  // Pages of 10: the server's query cost limit multiplies every field by the page size.
  const { data: viewer, hasNext, loadNext, isLoadingNext } = usePaginationFragment<ApiTokensCardPaginationQuery, ApiTokensCard_viewer$key>(
    graphql`
      fragment ApiTokensCard_viewer on Viewer
      @refetchable(queryName: "ApiTokensCardPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        apiTokens(first: $count, after: $cursor) @connection(key: "ApiTokensCard_apiTokens") {
          __id
          edges {
            node {
              id
              ...ApiTokenRow_apiToken
            }
          }
        }
      }
    `,
    props.viewer,
  );
  const t = useT();
  const styles = useStyles();
  const notify = useNotify();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<TokenRef | null>(null);
  const [revoke, isRevoking] = useRevokeApiTokenMutation();
  const apiTokens = viewer.apiTokens.edges.map((edge) => edge.node);

  const confirmRevoke = async () => {
    if (!revoking) return;
    try {
      const result = await revoke({ id: revoking.id });
      if (result.__typename === 'RevokeApiTokenSuccess') notify.success(t('apiTokens.revoked', { name: revoking.name }));
      else notify.error(result.__typename === 'NotFoundError' ? result.message : t('apiTokens.revokeFailed'));
    } catch {
      notify.error(t('apiTokens.revokeFailed'));
    }
    setRevoking(null);
  };

  return (
    <Card className={styles.card}>
      <CardHeader
        header={
          <Text as="h3" weight="semibold" size={500} style={{ margin: 0 }}>
            {t('apiTokens.title')}
          </Text>
        }
        description={<Body1>{t('apiTokens.description')}</Body1>}
        action={
          <Button appearance="primary" className={styles.create} icon={<AddRegular />} onClick={() => setCreating(true)}>
            {t('apiTokens.create')}
          </Button>
        }
      />
      {apiTokens.length === 0 ? (
        <Body1 className={styles.empty}>{t('apiTokens.empty')}</Body1>
      ) : (
        <div className={styles.tableWrap}>
          <Table aria-label={t('apiTokens.title')} size="small">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('apiTokens.column.name')}</TableHeaderCell>
                <TableHeaderCell>{t('apiTokens.column.prefix')}</TableHeaderCell>
                <TableHeaderCell>{t('apiTokens.column.scope')}</TableHeaderCell>
                <TableHeaderCell>{t('apiTokens.column.created')}</TableHeaderCell>
                <TableHeaderCell>{t('apiTokens.column.lastUsed')}</TableHeaderCell>
                <TableHeaderCell>{t('apiTokens.column.revoked')}</TableHeaderCell>
                <TableHeaderCell aria-label={t('apiTokens.column.actions')} />
              </TableRow>
            </TableHeader>
            <TableBody>
              {apiTokens.map((token) => (
                <ApiTokenRow key={token.id} apiToken={token} onRevoke={setRevoking} />
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      {hasNext && (
        <div className={styles.more}>
          <Button disabled={isLoadingNext} onClick={() => loadNext(10)}>
            {t('apiTokens.loadMore')}
          </Button>
        </div>
      )}
      <CreateApiTokenDialog open={creating} connectionId={viewer.apiTokens.__id} onClose={() => setCreating(false)} />
      <ConfirmDialog
        open={revoking !== null}
        title={t('apiTokens.revokeTitle')}
        confirmLabel={t('apiTokens.revoke')}
        confirmDisabled={isRevoking}
        onConfirm={() => void confirmRevoke()}
        onCancel={() => setRevoking(null)}
      >
        {t('apiTokens.revokeQuestion', { name: revoking?.name ?? '' })}
      </ConfirmDialog>
    </Card>
  );
}
