import { Body1, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import { usePageView } from '../../app/analytics/usePageView.js';
import { useT } from '../../app/i18n/useT.js';
import type { Preloaded } from '../../app/relay/preloadQuery.js';
import type { TenantsPageQuery } from './__generated__/TenantsPageQuery.graphql.js';
import { TenantsPanel } from './TenantsPanel.js';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '1200px' },
  heading: { margin: 0 },
});

// The loader reads usesTenants from this query to send other organizations to /admin.
const tenantsPageQuery = graphql`
  query TenantsPageQuery {
    viewer {
      organization {
        id
        usesTenants
      }
    }
    ...TenantsPanel_query
  }
`;

/** Admin › Embedded › Tenants (spec 02 §2.10), for organizations that use tenants. */
export function TenantsPage() {
  const { queryRef } = useLoaderData() as Preloaded<TenantsPageQuery>;
  const data = usePreloadedQuery<TenantsPageQuery>(tenantsPageQuery, queryRef);
  const t = useT();
  const styles = useStyles();
  usePageView('admin-tenants');
  return (
    <div className={styles.page}>
      <Title2 as="h2" className={styles.heading}>
        {t('tenants.title')}
      </Title2>
      <Body1>{t('tenants.intro')}</Body1>
      <TenantsPanel query={data} />
    </div>
  );
}
