import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitAsPromise } from '../../../app/relay/commitAsPromise.js';
import type { UpdateJwtConfigurationInput, UpdateJwtConfigurationMutation } from './__generated__/UpdateJwtConfigurationMutation.graphql.js';

/** Replaces the JWT configuration (the switch saves through it too). */
export function useUpdateJwtConfigurationMutation() {
  const [commit, isInFlight] = useMutation<UpdateJwtConfigurationMutation>(graphql`
    mutation UpdateJwtConfigurationMutation($input: UpdateJwtConfigurationInput!) {
      updateJwtConfiguration(input: $input) {
        __typename
        ... on UpdateJwtConfigurationSuccess {
          jwtConfiguration {
            isEnabled
            parameterMode
            parameterName
            publicKey
            jwksUrl
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
    async (input: UpdateJwtConfigurationInput) => (await commitAsPromise(commit, { variables: { input } })).updateJwtConfiguration,
    [commit],
  );
  return [update, isInFlight] as const;
}
