import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitAsPromise } from '../../app/relay/commitAsPromise.js';
import type { ConfigureDbtCloudIntegrationMutation } from './__generated__/ConfigureDbtCloudIntegrationMutation.graphql.js';

/** Verifies a dbt Cloud service token with dbt Cloud and stores it. */
export function useConfigureDbtCloudIntegrationMutation() {
  const [commit, isInFlight] = useMutation<ConfigureDbtCloudIntegrationMutation>(graphql`
    mutation ConfigureDbtCloudIntegrationMutation($serviceToken: String!) {
      configureDbtCloudIntegration(input: { serviceToken: $serviceToken }) {
        __typename
        ... on ValidationError {
          message
          fieldErrors {
            path
            message
          }
        }
        ... on PermissionDeniedError {
          message
        }
      }
    }
  `);
  const configure = useCallback(
    async (secret: string) => (await commitAsPromise(commit, { variables: { serviceToken: secret } })).configureDbtCloudIntegration,
    [commit],
  );
  return [configure, isInFlight] as const;
}
