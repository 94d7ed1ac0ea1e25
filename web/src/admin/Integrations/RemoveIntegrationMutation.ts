import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitAsPromise } from '../../app/relay/commitAsPromise.js';
import type { IntegrationType, RemoveIntegrationMutation } from './__generated__/RemoveIntegrationMutation.graphql.js';

/** Removes an integration and its stored secret; integrations have no id, so the page reads the list again afterwards. */
export function useRemoveIntegrationMutation() {
  const [commit, isInFlight] = useMutation<RemoveIntegrationMutation>(graphql`
    mutation RemoveIntegrationMutation($type: IntegrationType!) {
      removeIntegration(input: { type: $type }) {
        __typename
        ... on RemoveIntegrationSuccess {
          integration {
            type
            isConfigured
          }
        }
        ... on NotFoundError {
          message
        }
        ... on PermissionDeniedError {
          message
        }
      }
    }
  `);
  const remove = useCallback(
    async (type: IntegrationType) => (await commitAsPromise(commit, { variables: { type } })).removeIntegration,
    [commit],
  );
  return [remove, isInFlight] as const;
}
