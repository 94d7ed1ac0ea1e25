import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitAsPromise } from '../../app/relay/commitAsPromise.js';
import type { SignInInput, SignInMutation } from './__generated__/SignInMutation.graphql.js';

/** Signs in with email and password; resolves with the SignInResult union. */
export function useSignInMutation() {
  const [commit, isInFlight] = useMutation<SignInMutation>(graphql`
    mutation SignInMutation($input: SignInInput!) {
      signIn(input: $input) {
        __typename
        ... on SignInSuccess {
          viewer {
            user {
              id
              language
            }
          }
        }
        ... on InvalidCredentialsError {
          message
        }
        ... on ValidationError {
          message
          fieldErrors {
            path
            message
          }
        }
      }
    }
  `);
  const signIn = useCallback(async (input: SignInInput) => (await commitAsPromise(commit, { variables: { input } })).signIn, [commit]);
  return [signIn, isInFlight] as const;
}
