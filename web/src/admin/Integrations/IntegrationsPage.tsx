import { Body1, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import { useT } from '../../app/i18n/useT.js';
import type { Preloaded } from '../../app/relay/preloadQuery.js';
import type { IntegrationsPageQuery } from './__generated__/IntegrationsPageQuery.graphql.js';
import { ApiTokensCard } from './ApiTokensCard.js';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '1200px' },
  heading: { margin: 0 },
});

const integrationsPageQuery = graphql`
  query IntegrationsPageQuery {
    viewer {
      ...ApiTokensCard_viewer
    }
  }
`;

/** Admin › APIs & Integrations: personal API tokens for third-party access. */
export function IntegrationsPage() {
  const { queryRef } = useLoaderData() as Preloaded<IntegrationsPageQuery>;
  const data = usePreloadedQuery<IntegrationsPageQuery>(integrationsPageQuery, queryRef);
  const t = useT();
  const styles = useStyles();
  return (
    <div className={styles.page}>
      <Title2 as="h2" className={styles.heading}>{t('admin.integrations.title')}</Title2>
      <Body1>{t('admin.integrations.intro')}</Body1>
      <ApiTokensCard viewer={data.viewer} />
    </div>
  );
}
