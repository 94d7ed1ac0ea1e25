import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitAsPromise } from '../../../app/relay/commitAsPromise.js';
import type { SaveSamlConfigurationInput, SaveSamlConfigurationMutation } from './__generated__/SaveSamlConfigurationMutation.graphql.js';

/** Replaces the SAML configuration; the page reloads afterwards when it is or was enabled. */
export function useSaveSamlConfigurationMutation() {
  const [commit, isInFlight] = useMutation<SaveSamlConfigurationMutation>(graphql`
    mutation SaveSamlConfigurationMutation($input: SaveSamlConfigurationInput!) {
      saveSamlConfiguration(input: $input) {
        __typename
        ... on SaveSamlConfigurationSuccess {
          configuration {
            isEnabled
            idpMetadata
            maxAuthenticationLifetime
          }
        }
        ... on ValidationError {
          message
          fieldErrors {
            path
            message
          }
        }
        ... on ConflictError {
          message
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
  const save = useCallback(
    async (input: SaveSamlConfigurationInput) => (await commitAsPromise(commit, { variables: { input } })).saveSamlConfiguration,
    [commit],
  );
  return [save, isInFlight] as const;
}
