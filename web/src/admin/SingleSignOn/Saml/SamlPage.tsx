import { Title2, makeStyles, tokens } from '@fluentui/react-components';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import { usePageView } from '../../../app/analytics/usePageView.js';
import { useT } from '../../../app/i18n/useT.js';
import type { Preloaded } from '../../../app/relay/preloadQuery.js';
import { readStoredMappings } from '../shared/storedMappings.js';
import { UpgradeNotice } from '../shared/UpgradeNotice.js';
import type { SamlPageQuery } from './__generated__/SamlPageQuery.graphql.js';
import { SamlConfigurationForm } from './SamlConfigurationForm.js';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '1100px' },
  heading: { margin: 0 },
});

const samlPageQuery = graphql`
  query SamlPageQuery {
    viewer {
      user {
        id
        type
      }
      organization {
        id
        usesTenants
      }
    }
    samlConfiguration {
      __typename
      ... on SamlConfiguration {
        isEnabled
        idpMetadata
        maxAuthenticationLifetime
        serviceProvider {
          entityId
          acsUrl
          metadataDownloadUrl
        }
        userAttributeMappings {
          ...storedMappings_userAttributeMappings
        }
      }
    }
    roles(first: 100) {
      edges {
        node {
          id
          name
        }
      }
    }
  }
`;

/** Admin › Single Sign-On › SAML (spec 01 §2.8); the upgrade notice off the Enterprise plan. */
export function SamlPage() {
  const { queryRef } = useLoaderData() as Preloaded<SamlPageQuery>;
  const data = usePreloadedQuery<SamlPageQuery>(samlPageQuery, queryRef);
  const t = useT();
  const styles = useStyles();
  usePageView('admin-sso-saml');
  const configuration = data.samlConfiguration;
  return (
    <div className={styles.page}>
      <Title2 as="h2" className={styles.heading}>
        {t('sso.saml.title')}
      </Title2>
      {configuration.__typename === 'SamlConfiguration' ? (
        <SamlConfigurationForm
          stored={{ ...configuration, userAttributeMappings: readStoredMappings(configuration.userAttributeMappings) }}
          serviceProvider={configuration.serviceProvider}
          usesTenants={data.viewer.organization.usesTenants}
          isAdmin={data.viewer.user.type === 'ADMIN'}
          roleNames={new Map(data.roles.edges.map((e) => [e.node.id, e.node.name]))}
        />
      ) : (
        <UpgradeNotice feature="sso" />
      )}
    </div>
  );
}
