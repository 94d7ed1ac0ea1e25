import { Body1, MessageBar, MessageBarBody, MessageBarTitle, Subtitle2, Title1, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import { useT } from '../../app/i18n/useT.js';
import type { Preloaded } from '../../app/relay/preloadQuery.js';
import type { StudioHomeQuery } from './__generated__/StudioHomeQuery.graphql.js';
import { KnowledgeGraphCard } from './KnowledgeGraphCard.js';
import { QuotaAlerts } from './QuotaAlerts.js';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXXL}`,
    maxWidth: '1600px',
  },
  intro: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  heading: { margin: 0 },
  sectionTitle: { margin: `0 0 ${tokens.spacingVerticalM}` },
  grid: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'minmax(0, 1fr)',
    // spec 01 §9 breakpoints: 2 cards per row from tablet width, 4 from desktop width
    '@media (min-width: 810px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    '@media (min-width: 1440px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
  empty: {
    padding: tokens.spacingHorizontalXXL,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} dashed ${tokens.colorNeutralStroke1}`,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
});

const studioHomeQuery = graphql`
  query StudioHomeQuery($canUseStudio: Boolean!) {
    viewer {
      user {
        firstName
        type
      }
      organization @include(if: $canUseStudio) {
        ...QuotaAlerts_organization
      }
    }
    knowledgeGraphs(first: 50) @include(if: $canUseStudio) {
      edges {
        node {
          id
          isDemo
          ...KnowledgeGraphCard_knowledgeGraph
        }
      }
    }
  }
`;

/** Studio home (spec 02 §2.3): welcome, quota alerts and the organisation's knowledge graphs. */
export function StudioHome() {
  const { queryRef } = useLoaderData() as Preloaded<StudioHomeQuery>;
  const data = usePreloadedQuery<StudioHomeQuery>(studioHomeQuery, queryRef);
  const t = useT();
  const styles = useStyles();
  const { user, organization } = data.viewer;
  const graphs = (data.knowledgeGraphs?.edges ?? []).map((edge) => edge.node).filter((kg) => !kg.isDemo);

  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <Title1 as="h1" className={styles.heading}>{user.firstName ? t('studio.home.welcomeName', { name: user.firstName }) : t('studio.home.welcome')}</Title1>
        <Body1>{t('studio.home.intro')}</Body1>
      </div>
      {user.type === 'VIEWER' ? (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{t('studio.home.viewerTitle')}</MessageBarTitle>
            {t('studio.home.viewerBody')}
          </MessageBarBody>
        </MessageBar>
      ) : (
        <>
          {organization && <QuotaAlerts organization={organization} />}
          {graphs.length > 0 ? (
            <section aria-labelledby="studio-home-graphs">
              <Title3 as="h2" id="studio-home-graphs" block className={styles.sectionTitle}>
                {t('studio.home.graphsTitle')}
              </Title3>
              <div className={styles.grid}>
                {graphs.map((kg) => (
                  <KnowledgeGraphCard key={kg.id} knowledgeGraph={kg} />
                ))}
              </div>
            </section>
          ) : (
            <div className={styles.empty}>
              <Subtitle2 as="h2" className={styles.heading}>{t('studio.home.emptyTitle')}</Subtitle2>
              <Body1>{t('studio.home.emptyBody')}</Body1>
            </div>
          )}
        </>
      )}
    </div>
  );
}
