import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitAsPromise } from '../../app/relay/commitAsPromise.js';
import type { ConfigureSlackIntegrationMutation } from './__generated__/ConfigureSlackIntegrationMutation.graphql.js';

/** Posts a test message to the Slack incoming webhook and stores its URL. */
export function useConfigureSlackIntegrationMutation() {
  const [commit, isInFlight] = useMutation<ConfigureSlackIntegrationMutation>(graphql`
    mutation ConfigureSlackIntegrationMutation($webhookUrl: String!) {
      configureSlackIntegration(input: { webhookUrl: $webhookUrl }) {
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
    async (secret: string) => (await commitAsPromise(commit, { variables: { webhookUrl: secret } })).configureSlackIntegration,
    [commit],
  );
  return [configure, isInFlight] as const;
}
