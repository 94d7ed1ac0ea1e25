import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitAsPromise } from '../../../app/relay/commitAsPromise.js';
import type { SaveThemeInput, SaveThemeMutation } from './__generated__/SaveThemeMutation.graphql.js';

/** Saves the whole theme; the answer carries the saved theme for the editor and for the app shell. */
export function useSaveThemeMutation() {
  const [commit, isInFlight] = useMutation<SaveThemeMutation>(graphql`
    mutation SaveThemeMutation($input: SaveThemeInput!) {
      saveTheme(input: $input) {
        __typename
        ... on SaveThemeSuccess {
          theme {
            ...themeDraft_theme
            ...orgTheme_theme
          }
        }
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
  const save = useCallback(async (input: SaveThemeInput) => (await commitAsPromise(commit, { variables: { input } })).saveTheme, [commit]);
  return [save, isInFlight] as const;
}
