import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitAsPromise } from '../../../app/relay/commitAsPromise.js';
import type {
  UpdateEmbeddingConfigurationInput,
  UpdateEmbeddingConfigurationMutation,
} from './__generated__/UpdateEmbeddingConfigurationMutation.graphql.js';

/** Replaces the embedding configuration (switch and allowed origins). */
export function useUpdateEmbeddingConfigurationMutation() {
  const [commit, isInFlight] = useMutation<UpdateEmbeddingConfigurationMutation>(graphql`
    mutation UpdateEmbeddingConfigurationMutation($input: UpdateEmbeddingConfigurationInput!) {
      updateEmbeddingConfiguration(input: $input) {
        __typename
        ... on UpdateEmbeddingConfigurationSuccess {
          embeddingConfiguration {
            isEnabled
            allowedOrigins
          }
        }
        ... on ValidationError {
          message
          fieldErrors {
            path
            message
          }
        }
        ... on FeatureNotOnPlanError {
          message
        }
        ... on PermissionDeniedError {
          message
        }
      }
    }
  `);
  const update = useCallback(
    async (input: UpdateEmbeddingConfigurationInput) => (await commitAsPromise(commit, { variables: { input } })).updateEmbeddingConfiguration,
    [commit],
  );
  return [update, isInFlight] as const;
}
