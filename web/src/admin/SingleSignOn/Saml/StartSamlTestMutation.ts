import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitAsPromise } from '../../../app/relay/commitAsPromise.js';
import type { StartSamlTestInput, StartSamlTestMutation } from './__generated__/StartSamlTestMutation.graphql.js';

/** Stores the draft configuration for a test and answers the popup URL. */
export function useStartSamlTestMutation() {
  const [commit, isInFlight] = useMutation<StartSamlTestMutation>(graphql`
    mutation StartSamlTestMutation($input: StartSamlTestInput!) {
      startSamlTest(input: $input) {
        __typename
        ... on StartSamlTestSuccess {
          testId
          testUrl
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
  const start = useCallback(async (input: StartSamlTestInput) => (await commitAsPromise(commit, { variables: { input } })).startSamlTest, [commit]);
  return [start, isInFlight] as const;
}
