import { useCallback } from 'react';
import { Title2, makeStyles, tokens } from '@fluentui/react-components';
import { fetchQuery, graphql, usePreloadedQuery, useRelayEnvironment } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import { usePageView } from '../../app/analytics/usePageView.js';
import { useT } from '../../app/i18n/useT.js';
import type { Preloaded } from '../../app/relay/preloadQuery.js';
import UsersPageQueryNode, { type UsersPageQuery } from './__generated__/UsersPageQuery.graphql.js';
import { QuotaBanner } from './QuotaBanner.js';
import { UsersTabs } from './UsersTabs.js';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '1200px' },
  heading: { margin: 0 },
});

// The loader preloads this query; the page reads it through the generated node.
export const usersPageQuery = graphql`
  query UsersPageQuery {
    viewer {
      user {
        id
        type
      }
      organization {
        id
        usesTenants
        isSingleSignOnEnabled
        plan {
          ...QuotaBanner_plan
          quantities {
            user {
              isUnlimited
              remaining
            }
            viewer {
              isUnlimited
              remaining
            }
            creator {
              isUnlimited
              remaining
            }
          }
          upcoming {
            planName
            startDate
            quantities {
              user {
                isUnlimited
                remaining
              }
              viewer {
                isUnlimited
                remaining
              }
              creator {
                isUnlimited
                remaining
              }
            }
          }
        }
      }
    }
    ...UsersTabs_users
    ...UsersTabs_invitations
  }
`;

/** Users and invitations (spec 01 §2.4), at /admin/users and, for creators, /studio/users. */
export function UsersPage({ page }: { page: 'admin-users' | 'studio-users' }) {
  const { queryRef } = useLoaderData() as Preloaded<UsersPageQuery>;
  const data = usePreloadedQuery<UsersPageQuery>(UsersPageQueryNode, queryRef);
  const environment = useRelayEnvironment();
  const t = useT();
  const styles = useStyles();
  usePageView(page);
  // Counts and quotas change with every invitation or deletion: read the page again.
  const refresh = useCallback(() => {
    fetchQuery<UsersPageQuery>(environment, UsersPageQueryNode, {}, { fetchPolicy: 'network-only' }).subscribe({});
  }, [environment]);
  const { organization } = data.viewer;
  return (
    <div className={styles.page}>
      <Title2 as="h2" className={styles.heading}>
        {t('users.title')}
      </Title2>
      <QuotaBanner plan={organization.plan} />
      <UsersTabs
        query={data}
        usesTenants={organization.usesTenants}
        quotas={organization.plan.quantities}
        upcoming={organization.plan.upcoming ?? null}
        singleSignOn={organization.isSingleSignOnEnabled}
        onChanged={refresh}
      />
    </div>
  );
}

