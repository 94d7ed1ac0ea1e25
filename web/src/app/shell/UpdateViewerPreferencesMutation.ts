import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitAsPromise } from '../relay/commitAsPromise.js';
import type {
  UpdateViewerPreferencesInput,
  UpdateViewerPreferencesMutation,
} from './__generated__/UpdateViewerPreferencesMutation.graphql.js';

/** Saves the viewer's preferences (the UI language); the user record updates in the store. */
export function useUpdateViewerPreferencesMutation() {
  const [commit, isInFlight] = useMutation<UpdateViewerPreferencesMutation>(graphql`
    mutation UpdateViewerPreferencesMutation($input: UpdateViewerPreferencesInput!) {
      updateViewerPreferences(input: $input) {
        __typename
        ... on UpdateViewerPreferencesSuccess {
          user {
            id
            language
          }
        }
        ... on ValidationError {
          message
        }
      }
    }
  `);
  const update = useCallback(
    async (input: UpdateViewerPreferencesInput) => (await commitAsPromise(commit, { variables: { input } })).updateViewerPreferences,
    [commit],
  );
  return [update, isInFlight] as const;
}
