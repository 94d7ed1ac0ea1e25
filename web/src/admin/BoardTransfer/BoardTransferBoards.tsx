import { Body1, Button, createTableColumn, makeStyles, tokens, type TableColumnDefinition } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useT } from '../../app/i18n/useT.js';
import { SelectableGrid } from '../../components/SelectableGrid/SelectableGrid.js';
import type { BoardTransferBoardsPaginationQuery } from './__generated__/BoardTransferBoardsPaginationQuery.graphql.js';
import type { BoardTransferBoardsQuery } from './__generated__/BoardTransferBoardsQuery.graphql.js';
import type { BoardTransferBoards_query$data, BoardTransferBoards_query$key } from './__generated__/BoardTransferBoards_query.graphql.js';
import { BOARD_TRANSFER_PAGE_SIZE } from './transferRules.js';

/** The boards of one user, loaded when the source user changes. */
export const boardTransferBoardsQuery = graphql`
  query BoardTransferBoardsQuery($ownerId: ID!, $languageId: String!) {
    ...BoardTransferBoards_query @arguments(ownerId: $ownerId, languageId: $languageId)
  }
`;

type Row = BoardTransferBoards_query$data['boards']['edges'][number]['node'];

const useStyles = makeStyles({
  empty: { color: tokens.colorNeutralForeground3, padding: `${tokens.spacingVerticalM} 0` },
  more: { display: 'flex', justifyContent: 'center', paddingTop: tokens.spacingVerticalM },
});

type Props = {
  queryRef: PreloadedQuery<BoardTransferBoardsQuery>;
  selected: ReadonlySet<string>;
  onSelectionChange: (ids: Set<string>) => void;
};

/** The source user's boards with selection, ten at a time (spec 01 §2.7, §9). */
export function BoardTransferBoards({ queryRef, selected, onSelectionChange }: Props) {
  const query = usePreloadedQuery<BoardTransferBoardsQuery>(boardTransferBoardsQuery, queryRef);
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<BoardTransferBoardsPaginationQuery, BoardTransferBoards_query$key>(
    graphql`
      fragment BoardTransferBoards_query on Query
      @refetchable(queryName: "BoardTransferBoardsPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 10 }
        cursor: { type: "String" }
        ownerId: { type: "ID!" }
        languageId: { type: "String!" }
      ) {
        boards(ownerId: $ownerId, first: $count, after: $cursor) @connection(key: "BoardTransferBoards_boards", filters: ["ownerId"]) {
          totalCount
          edges {
            node {
              id
              name(languageId: $languageId)
              knowledgeGraph {
                name
              }
              isSharedWithOrg
              sharedRoles {
                id
              }
              sharedUsers {
                id
              }
              createdOn
              lastModified
            }
          }
        }
      }
    `,
    query,
  );
  const t = useT();
  const intl = useIntl();
  const styles = useStyles();
  const boards = data.boards.edges.map((e) => e.node);

  const sharing = (b: Row) =>
    [
      b.isSharedWithOrg ? t('boardTransfer.sharing.organization') : null,
      b.sharedRoles.length ? t('boardTransfer.sharing.roles', { count: b.sharedRoles.length }) : null,
      b.sharedUsers.length ? t('boardTransfer.sharing.users', { count: b.sharedUsers.length }) : null,
    ]
      .filter(Boolean)
      .join(', ') || t('boardTransfer.sharing.private');
  const date = (value: unknown) => intl.formatDate(String(value), { dateStyle: 'medium' });
  const columns: TableColumnDefinition<Row>[] = [
    createTableColumn<Row>({ columnId: 'name', renderHeaderCell: () => t('boardTransfer.column.name'), renderCell: (b) => b.name, compare: (a, b) => a.name.localeCompare(b.name) }),
    createTableColumn<Row>({
      columnId: 'kg',
      renderHeaderCell: () => t('boardTransfer.column.knowledgeGraph'),
      renderCell: (b) => b.knowledgeGraph.name,
      compare: (a, b) => a.knowledgeGraph.name.localeCompare(b.knowledgeGraph.name),
    }),
    createTableColumn<Row>({ columnId: 'sharing', renderHeaderCell: () => t('boardTransfer.column.sharing'), renderCell: sharing, compare: (a, b) => sharing(a).localeCompare(sharing(b)) }),
    createTableColumn<Row>({
      columnId: 'createdOn',
      renderHeaderCell: () => t('boardTransfer.column.createdOn'),
      renderCell: (b) => date(b.createdOn),
      compare: (a, b) => String(a.createdOn).localeCompare(String(b.createdOn)),
    }),
    createTableColumn<Row>({
      columnId: 'lastModified',
      renderHeaderCell: () => t('boardTransfer.column.lastModified'),
      renderCell: (b) => date(b.lastModified),
      compare: (a, b) => String(a.lastModified).localeCompare(String(b.lastModified)),
    }),
  ];

  if (boards.length === 0) return <Body1 className={styles.empty}>{t('boardTransfer.noBoards')}</Body1>;
  return (
    <>
      <SelectableGrid label={t('boardTransfer.gridLabel')} items={boards} columns={columns} selected={selected} onSelectionChange={onSelectionChange} />
      {hasNext && (
        <div className={styles.more}>
          <Button disabled={isLoadingNext} onClick={() => loadNext(BOARD_TRANSFER_PAGE_SIZE)}>
            {t('boardTransfer.loadMore', { shown: boards.length, total: data.boards.totalCount })}
          </Button>
        </div>
      )}
    </>
  );
}
