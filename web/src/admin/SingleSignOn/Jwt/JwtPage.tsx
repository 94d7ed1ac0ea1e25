import { Title2, makeStyles, tokens } from '@fluentui/react-components';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import { usePageView } from '../../../app/analytics/usePageView.js';
import { useT } from '../../../app/i18n/useT.js';
import type { Preloaded } from '../../../app/relay/preloadQuery.js';
import { readStoredMappings } from '../shared/storedMappings.js';
import { UpgradeNotice } from '../shared/UpgradeNotice.js';
import type { JwtPageQuery } from './__generated__/JwtPageQuery.graphql.js';
import { JwtConfigurationForm } from './JwtConfigurationForm.js';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '1100px' },
  heading: { margin: 0 },
});

const jwtPageQuery = graphql`
  query JwtPageQuery {
    viewer {
      organization {
        id
        usesTenants
      }
    }
    jwtConfiguration {
      __typename
      ... on JwtConfiguration {
        isEnabled
        parameterMode
        parameterName
        defaultParameterName
        publicKey
        jwksUrl
        signInUrl
        userAttributeMappings {
          ...storedMappings_userAttributeMappings
        }
      }
    }
  }
`;

/** Admin › Single Sign-On › JWT (spec 01 §2.9); the upgrade notice off the Enterprise plan. */
export function JwtPage() {
  const { queryRef } = useLoaderData() as Preloaded<JwtPageQuery>;
  const data = usePreloadedQuery<JwtPageQuery>(jwtPageQuery, queryRef);
  const t = useT();
  const styles = useStyles();
  usePageView('admin-sso-jwt');
  const configuration = data.jwtConfiguration;
  return (
    <div className={styles.page}>
      <Title2 as="h2" className={styles.heading}>
        {t('sso.jwt.title')}
      </Title2>
      {configuration.__typename === 'JwtConfiguration' ? (
        <JwtConfigurationForm
          stored={{ ...configuration, userAttributeMappings: readStoredMappings(configuration.userAttributeMappings) }}
          defaultParameterName={configuration.defaultParameterName}
          signInUrl={configuration.signInUrl}
          usesTenants={data.viewer.organization.usesTenants}
        />
      ) : (
        <UpgradeNotice feature="sso" />
      )}
    </div>
  );
}
