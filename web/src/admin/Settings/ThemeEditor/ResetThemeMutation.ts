import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitAsPromise } from '../../../app/relay/commitAsPromise.js';
import type { ResetThemeMutation } from './__generated__/ResetThemeMutation.graphql.js';

/** Deletes the custom theme, logos included; the answer is the default theme that applies again. */
export function useResetThemeMutation() {
  const [commit, isInFlight] = useMutation<ResetThemeMutation>(graphql`
    mutation ResetThemeMutation {
      resetTheme {
        __typename
        ... on ResetThemeSuccess {
          theme {
            ...themeDraft_theme
            ...orgTheme_theme
          }
        }
        ... on PermissionDeniedError {
          message
        }
      }
    }
  `);
  const reset = useCallback(async () => (await commitAsPromise(commit, { variables: {} })).resetTheme, [commit]);
  return [reset, isInFlight] as const;
}
