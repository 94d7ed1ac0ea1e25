import { Body1, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useCallback } from 'react';
import { fetchQuery, graphql, usePreloadedQuery, useRelayEnvironment } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import { useT } from '../../app/i18n/useT.js';
import type { Preloaded } from '../../app/relay/preloadQuery.js';
import type { IntegrationsPageQuery } from './__generated__/IntegrationsPageQuery.graphql.js';
import { usePageView } from '../../app/analytics/usePageView.js';
import { ApiTokensCard } from './ApiTokensCard.js';
import { IntegrationCards } from './IntegrationCards.js';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '1200px' },
  heading: { margin: 0 },
});

const integrationsPageQuery = graphql`
  query IntegrationsPageQuery {
    viewer {
      ...ApiTokensCard_viewer
    }
    ...IntegrationCards_query
  }
`;

/** Admin › APIs & Integrations: personal API tokens for third-party access. */
export function IntegrationsPage() {
  const { queryRef } = useLoaderData() as Preloaded<IntegrationsPageQuery>;
  const data = usePreloadedQuery<IntegrationsPageQuery>(integrationsPageQuery, queryRef);
  const t = useT();
  const styles = useStyles();
  const environment = useRelayEnvironment();
  usePageView('admin-integrations');
  // Integrations have no id: read the page again to show a new status.
  const refresh = useCallback(() => {
    fetchQuery<IntegrationsPageQuery>(environment, integrationsPageQuery, {}, { fetchPolicy: 'network-only' }).subscribe({});
  }, [environment]);
  return (
    <div className={styles.page}>
      <Title2 as="h2" className={styles.heading}>{t('admin.integrations.title')}</Title2>
      <Body1>{t('admin.integrations.intro')}</Body1>
      <IntegrationCards query={data} onChanged={refresh} />
      <ApiTokensCard viewer={data.viewer} />
    </div>
  );
}
