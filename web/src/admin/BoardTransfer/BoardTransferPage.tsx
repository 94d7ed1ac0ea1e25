import { useCallback, useId, useRef, useState } from 'react';
import { Body1, Button, Spinner, Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowSwapRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { fetchQuery, graphql, usePreloadedQuery, useQueryLoader, useRelayEnvironment } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import { useTrackEventMutation } from '../../app/analytics/TrackEventMutation.js';
import { usePageView } from '../../app/analytics/usePageView.js';
import { useT } from '../../app/i18n/useT.js';
import type { Preloaded } from '../../app/relay/preloadQuery.js';
import { ConfirmDialog } from '../../components/ConfirmDialog/ConfirmDialog.js';
import { useLoader } from '../../components/Loader/LoaderProvider.js';
import { useNotify } from '../../components/Toasts/ToastProvider.js';
import type { BoardTransferBoardsQuery } from './__generated__/BoardTransferBoardsQuery.graphql.js';
import type { BoardTransferPageQuery } from './__generated__/BoardTransferPageQuery.graphql.js';
import { BoardTransferBoards, boardTransferBoardsQuery } from './BoardTransferBoards.js';
import { useTransferBoardsMutation } from './TransferBoardsMutation.js';
import { canTransfer, targetUsers, transferProblem } from './transferRules.js';
import { UserPicker } from './UserPicker.js';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '1200px' },
  heading: { margin: 0 },
  pickers: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, '> *': { minWidth: '280px', flexGrow: 1 } },
  toolbar: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  hint: { color: tokens.colorNeutralForeground3 },
  error: { color: tokens.colorPaletteRedForeground1 },
  muted: { color: tokens.colorNeutralForeground3, padding: `${tokens.spacingVerticalM} 0` },
});

// The source picker lists deleted users and admins too; the target list leaves deleted users out. The loader
// fetches every page into the connection (pages of 100 keep the query under the server's cost limit).
const boardTransferPageQuery = graphql`
  query BoardTransferPageQuery($cursor: String) {
    users(first: 100, after: $cursor, includeAdmins: true, includeDeleted: true) @connection(key: "BoardTransferPage_users") {
      edges {
        node {
          id
          firstName
          lastName
          email
          isDeleted
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;

/** Admin › Board Transfer: move boards of a source user to a target user (spec 01 §2.7, §4, §5). */
export function BoardTransferPage() {
  const { queryRef } = useLoaderData() as Preloaded<BoardTransferPageQuery>;
  const data = usePreloadedQuery<BoardTransferPageQuery>(boardTransferPageQuery, queryRef);
  const environment = useRelayEnvironment();
  const intl = useIntl();
  const t = useT();
  const styles = useStyles();
  const notify = useNotify();
  const loader = useLoader();
  const track = useTrackEventMutation();
  const hintId = useId();
  usePageView('admin-board-transfer');
  const [boardsRef, loadBoards, disposeBoards] = useQueryLoader<BoardTransferBoardsQuery>(boardTransferBoardsQuery);
  const [transfer, isTransferring] = useTransferBoardsMutation();
  const [sourceId, setSourceId] = useState<string | null>(null);
  const [targetId, setTargetId] = useState<string | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [isLoading, setLoading] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [serverProblem, setServerProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const latestLoad = useRef(0);

  const users = data.users.edges.map((e) => e.node);
  const state = { sourceId, targetId, selectedCount: selected.size, isLoading };
  const problem = transferProblem(state);
  const message = serverProblem ?? (problem ? t(problem) : null);
  const nameOf = (id: string | null) => {
    const u = users.find((user) => user.id === id);
    return u ? `${u.firstName} ${u.lastName}`.trim() || u.email : '';
  };

  // Only the answer for the latest source user counts when the source changes quickly.
  const load = useCallback(
    async (ownerId: string) => {
      const ticket = ++latestLoad.current;
      const variables = { ownerId, languageId: intl.locale };
      setLoading(true);
      try {
        await fetchQuery<BoardTransferBoardsQuery>(environment, boardTransferBoardsQuery, variables, { fetchPolicy: 'network-only' }).toPromise();
        if (ticket === latestLoad.current) loadBoards(variables, { fetchPolicy: 'store-or-network' });
      } catch {
        if (ticket === latestLoad.current) {
          disposeBoards();
          notify.error(t('boardTransfer.loadFailed'));
        }
      } finally {
        if (ticket === latestLoad.current) setLoading(false);
      }
    },
    [environment, intl.locale, loadBoards, disposeBoards, notify, t],
  );

  const changeSource = (id: string) => {
    setSourceId(id);
    setSelected(new Set());
    setAttempted(false);
    setServerProblem(null);
    void load(id);
  };
  const changeTarget = (id: string) => {
    setTargetId(id);
    setAttempted(false);
    setServerProblem(null);
  };
  const changeSelection = (ids: Set<string>) => {
    setSelected(ids);
    setAttempted(false);
    setServerProblem(null);
  };

  const requestTransfer = () => {
    if (problem) setAttempted(true);
    else setConfirming(true);
  };

  const confirmTransfer = async () => {
    setConfirming(false);
    if (!sourceId || !targetId) return;
    const boardIds = [...selected];
    try {
      const result = await loader.track(transfer({ sourceUserId: sourceId, targetUserId: targetId, boardIds }));
      if (result.__typename === 'TransferBoardsSuccess') {
        notify.success(t('boardTransfer.transferred', { count: result.transferredCount }));
        track('BOARD_TRANSFER_COMPLETED', { count: result.transferredCount });
        setSelected(new Set());
        await load(sourceId);
        return;
      }
      if (result.__typename === 'ValidationError') {
        setServerProblem(result.fieldErrors[0]?.message ?? result.message);
        setAttempted(true);
      }
      notify.error(t('boardTransfer.transferFailed'));
      track('BOARD_TRANSFER_FAILED', { count: boardIds.length, reason: result.__typename });
    } catch {
      notify.error(t('boardTransfer.unexpectedError'));
      track('BOARD_TRANSFER_ERRORED', { count: boardIds.length });
    }
  };

  return (
    <div className={styles.page}>
      <Title2 as="h2" className={styles.heading}>
        {t('boardTransfer.title')}
      </Title2>
      <Body1>{t('boardTransfer.intro')}</Body1>
      <div className={styles.pickers}>
        <UserPicker label={t('boardTransfer.sourceUser')} users={users} value={sourceId} onChange={changeSource} />
        <UserPicker label={t('boardTransfer.targetUser')} users={targetUsers(users)} value={targetId} onChange={changeTarget} />
      </div>
      <div className={styles.toolbar}>
        <Button
          appearance="primary"
          icon={<ArrowSwapRegular />}
          disabled={!canTransfer(state) || isTransferring}
          aria-describedby={hintId}
          onClick={requestTransfer}
        >
          {t('boardTransfer.transfer')}
        </Button>
        <Text id={hintId} role="status" className={attempted ? styles.error : styles.hint}>
          {message}
        </Text>
      </div>
      {isLoading ? (
        <Spinner label={t('common.loading')} />
      ) : boardsRef && sourceId ? (
        <BoardTransferBoards queryRef={boardsRef} selected={selected} onSelectionChange={changeSelection} />
      ) : (
        <Body1 className={styles.muted}>{t('boardTransfer.chooseSource')}</Body1>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('boardTransfer.confirmTitle')}
        confirmLabel={t('boardTransfer.confirm')}
        onConfirm={() => void confirmTransfer()}
        onCancel={() => setConfirming(false)}
      >
        {t('boardTransfer.confirmQuestion', { count: selected.size, source: nameOf(sourceId), target: nameOf(targetId) })}
      </ConfirmDialog>
    </div>
  );
}
