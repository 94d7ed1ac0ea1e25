import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitAsPromise } from '../../app/relay/commitAsPromise.js';
import type { AcceptInvitationInput, AcceptInvitationMutation } from './__generated__/AcceptInvitationMutation.graphql.js';

/** Creates the invited user and signs them in (the server sets the session cookie); resolves with the result union. */
export function useAcceptInvitationMutation() {
  const [commit, isInFlight] = useMutation<AcceptInvitationMutation>(graphql`
    mutation AcceptInvitationMutation($input: AcceptInvitationInput!) {
      acceptInvitation(input: $input) {
        __typename
        ... on AcceptInvitationSuccess {
          viewer {
            user {
              id
              language
            }
          }
        }
        ... on ValidationError {
          message
          fieldErrors {
            path
            message
          }
        }
        ... on NotFoundError {
          message
        }
        ... on ConflictError {
          message
        }
      }
    }
  `);
  const accept = useCallback(
    async (input: AcceptInvitationInput) => (await commitAsPromise(commit, { variables: { input } })).acceptInvitation,
    [commit],
  );
  return [accept, isInFlight] as const;
}
