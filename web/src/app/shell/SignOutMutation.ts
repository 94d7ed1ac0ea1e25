import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitAsPromise } from '../relay/commitAsPromise.js';
import type { SignOutMutation } from './__generated__/SignOutMutation.graphql.js';

/** Ends the current session on the server. */
export function useSignOutMutation() {
  const [commit, isInFlight] = useMutation<SignOutMutation>(graphql`
    mutation SignOutMutation {
      signOut {
        __typename
      }
    }
  `);
  const signOut = useCallback(() => commitAsPromise(commit, { variables: {} }), [commit]);
  return [signOut, isInFlight] as const;
}
