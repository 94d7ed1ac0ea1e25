import { Title2, makeStyles, tokens } from '@fluentui/react-components';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import { usePageView } from '../../app/analytics/usePageView.js';
import { useT } from '../../app/i18n/useT.js';
import type { Preloaded } from '../../app/relay/preloadQuery.js';
import type { RolesPageQuery } from './__generated__/RolesPageQuery.graphql.js';
import { RolesPanel } from './RolesPanel.js';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '1200px' },
  heading: { margin: 0 },
});

const rolesPageQuery = graphql`
  query RolesPageQuery {
    ...RolesPanel_query
    ...RoleDialog_query
  }
`;

/** Admin › Roles (spec 01 §2.6). */
export function RolesPage() {
  const { queryRef } = useLoaderData() as Preloaded<RolesPageQuery>;
  const data = usePreloadedQuery<RolesPageQuery>(rolesPageQuery, queryRef);
  const t = useT();
  const styles = useStyles();
  usePageView('admin-roles');
  return (
    <div className={styles.page}>
      <Title2 as="h2" className={styles.heading}>
        {t('roles.title')}
      </Title2>
      <RolesPanel query={data} />
    </div>
  );
}
