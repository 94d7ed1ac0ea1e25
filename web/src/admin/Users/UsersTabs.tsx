import { useEffect, useState } from 'react';
import { Body1, Button, Tab, TabList, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular, PersonAddRegular } from '@fluentui/react-icons';
import { graphql, usePaginationFragment } from 'react-relay';
import { useT } from '../../app/i18n/useT.js';
import { ConfirmDialog } from '../../components/ConfirmDialog/ConfirmDialog.js';
import { useLoader } from '../../components/Loader/LoaderProvider.js';
import { useNotify } from '../../components/Toasts/ToastProvider.js';
import type { UsersTabs_invitations$key } from './__generated__/UsersTabs_invitations.graphql.js';
import type { UsersTabs_users$key } from './__generated__/UsersTabs_users.graphql.js';
import type { UsersTabsInvitationsPaginationQuery } from './__generated__/UsersTabsInvitationsPaginationQuery.graphql.js';
import type { UsersTabsUsersPaginationQuery } from './__generated__/UsersTabsUsersPaginationQuery.graphql.js';
import { deleteErrorToast, deleteOutcomeToasts, type BulkOutcome, type DeletableKind, type OutcomeToast } from './deleteOutcome.js';
import { useDeleteInvitationsMutation } from './DeleteInvitationsMutation.js';
import { useDeleteUsersMutation } from './DeleteUsersMutation.js';
import { InvitationsGrid } from './InvitationsGrid.js';
import { InviteUsersDialog } from './InviteUsersDialog.js';
import { hasUserSlots, type Quotas, type UpcomingPlan } from './inviteRules.js';
import { UsersGrid } from './UsersGrid.js';

/** Grid page size (spec 01 §9). */
export const USERS_PAGE_SIZE = 100;
/** Rows per request: the server's query cost limit multiplies every field by it. */
export const USERS_FETCH_SIZE = 20;

const useStyles = makeStyles({
  toolbar: { display: 'flex', gap: tokens.spacingHorizontalS, margin: `${tokens.spacingVerticalM} 0` },
  empty: { color: tokens.colorNeutralForeground3, padding: `${tokens.spacingVerticalM} 0` },
  more: { display: 'flex', justifyContent: 'center', paddingTop: tokens.spacingVerticalM },
});

type Props = {
  query: UsersTabs_users$key & UsersTabs_invitations$key;
  usesTenants: boolean;
  quotas: Quotas;
  upcoming: UpcomingPlan | null;
  /** SAML or JWT sign-in is on: users get access at the identity provider, so inviting is disabled (spec 01 §5). */
  singleSignOn?: boolean;
  onChanged: () => void;
};

/** The 'Users (n)' and 'Invitations (n)' tabs, each a selectable grid with Invite and Delete. */
export function UsersTabs({ query, usesTenants, quotas, upcoming, singleSignOn = false, onChanged }: Props) {
  const users = usePaginationFragment<UsersTabsUsersPaginationQuery, UsersTabs_users$key>(
    graphql`
      fragment UsersTabs_users on Query
      @refetchable(queryName: "UsersTabsUsersPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        users(first: $count, after: $cursor) @connection(key: "UsersTabs_users") {
          __id
          totalCount
          edges {
            node {
              id
              ...UsersGrid_users
            }
          }
        }
      }
    `,
    query,
  );
  const invitations = usePaginationFragment<UsersTabsInvitationsPaginationQuery, UsersTabs_invitations$key>(
    graphql`
      fragment UsersTabs_invitations on Query
      @refetchable(queryName: "UsersTabsInvitationsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        invitations(first: $count, after: $cursor) @connection(key: "UsersTabs_invitations") {
          __id
          totalCount
          edges {
            node {
              id
              ...InvitationsGrid_invitations
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
  const [tab, setTab] = useState<DeletableKind>('user');
  const [selectedUsers, setSelectedUsers] = useState<Set<string>>(new Set());
  const [selectedInvitations, setSelectedInvitations] = useState<Set<string>>(new Set());
  const [inviting, setInviting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleteUsers, isDeletingUsers] = useDeleteUsersMutation();
  const [deleteInvitations, isDeletingInvitations] = useDeleteInvitationsMutation();

  const userNodes = users.data.users.edges.map((e) => e.node);
  const invitationNodes = invitations.data.invitations.edges.map((e) => e.node);
  const selected = tab === 'user' ? selectedUsers : selectedInvitations;
  const setSelected = tab === 'user' ? setSelectedUsers : setSelectedInvitations;
  const canInvite = hasUserSlots(quotas) && !singleSignOn;
  const [pageTarget, setPageTarget] = useState(USERS_PAGE_SIZE);
  const connection = tab === 'user' ? users : invitations;
  const loaded = tab === 'user' ? userNodes.length : invitationNodes.length;
  // A grid page holds 100 rows, fetched in requests of 20.
  useEffect(() => {
    if (connection.hasNext && !connection.isLoadingNext && loaded < pageTarget) connection.loadNext(USERS_FETCH_SIZE);
  }, [connection, loaded, pageTarget]);

  const show = (toast: OutcomeToast) => notify[toast.intent](t(toast.id, toast.values));

  const confirmDelete = async () => {
    const kind = tab;
    const ids = [...selected];
    setConfirming(false);
    try {
      const connectionId = kind === 'user' ? users.data.users.__id : invitations.data.invitations.__id;
      const result = await loader.track<Awaited<ReturnType<typeof deleteUsers>> | Awaited<ReturnType<typeof deleteInvitations>>>(
        kind === 'user' ? deleteUsers(ids, [connectionId]) : deleteInvitations(ids, [connectionId]),
      );
      if (result.__typename === 'DeleteUsersSuccess' || result.__typename === 'DeleteInvitationsSuccess') {
        deleteOutcomeToasts(kind, result as BulkOutcome).forEach(show);
        const deleted = new Set(result.deletedIds);
        setSelected((current) => new Set([...current].filter((id) => !deleted.has(id))));
        onChanged();
      } else show(deleteErrorToast(kind, 'message' in result ? result.message : ''));
    } catch (error) {
      show(deleteErrorToast(kind, (error as Error).message));
    }
  };

  const inviteButton = (
    <Button appearance="primary" icon={<PersonAddRegular />} disabled={!canInvite} onClick={() => setInviting(true)}>
      {t('users.invite')}
    </Button>
  );

  return (
    <>
      <TabList selectedValue={tab} onTabSelect={(_, data) => setTab(data.value as DeletableKind)}>
        <Tab value="user">{t('users.tab.users', { count: users.data.users.totalCount })}</Tab>
        <Tab value="invitation">{t('users.tab.invitations', { count: invitations.data.invitations.totalCount })}</Tab>
      </TabList>
      <div className={styles.toolbar}>
        {canInvite ? (
          inviteButton
        ) : (
          <Tooltip content={t(singleSignOn ? 'users.invite.singleSignOn' : 'users.invite.noSlots')} relationship="description">
            {inviteButton}
          </Tooltip>
        )}
        <Button icon={<DeleteRegular />} disabled={selected.size === 0 || isDeletingUsers || isDeletingInvitations} onClick={() => setConfirming(true)}>
          {t('users.delete')}
        </Button>
      </div>
      {tab === 'user' ? (
        userNodes.length === 0 ? (
          <Body1 className={styles.empty}>{t('users.empty')}</Body1>
        ) : (
          <UsersGrid users={userNodes} usesTenants={usesTenants} selected={selectedUsers} onSelectionChange={setSelectedUsers} />
        )
      ) : invitationNodes.length === 0 ? (
        <Body1 className={styles.empty}>{t('users.invitationsEmpty')}</Body1>
      ) : (
        <InvitationsGrid invitations={invitationNodes} usesTenants={usesTenants} selected={selectedInvitations} onSelectionChange={setSelectedInvitations} />
      )}
      {connection.hasNext && loaded >= pageTarget && (
        <div className={styles.more}>
          <Button disabled={connection.isLoadingNext} onClick={() => setPageTarget(loaded + USERS_PAGE_SIZE)}>
            {t('users.loadMore')}
          </Button>
        </div>
      )}
      <InviteUsersDialog
        open={inviting}
        quotas={quotas}
        upcoming={upcoming}
        invitationsConnectionId={invitations.data.invitations.__id}
        onClose={() => setInviting(false)}
        onInvited={() => {
          setTab('invitation');
          onChanged();
        }}
      />
      <ConfirmDialog
        open={confirming}
        title={t(tab === 'user' ? 'users.delete.titleUsers' : 'users.delete.titleInvitations')}
        confirmLabel={t('users.delete')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(false)}
      >
        {t(tab === 'user' ? 'users.delete.questionUsers' : 'users.delete.questionInvitations', { count: selected.size })}
      </ConfirmDialog>
    </>
  );
}
