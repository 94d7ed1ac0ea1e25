import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitAsPromise } from '../../app/relay/commitAsPromise.js';
import type { InviteUsersInput, InviteUsersMutation } from './__generated__/InviteUsersMutation.graphql.js';

/** Invites addresses as one user type; the new invitations are prepended to the given connections. */
export function useInviteUsersMutation() {
  const [commit, isInFlight] = useMutation<InviteUsersMutation>(graphql`
    mutation InviteUsersMutation($input: InviteUsersInput!, $connections: [ID!]!) {
      inviteUsers(input: $input) {
        __typename
        ... on InviteUsersSuccess {
          upcomingPlanChangeRemoved
          invitations @prependNode(connections: $connections, edgeTypeName: "QueryInvitationsConnectionEdge") {
            id
            ...InvitationsGrid_invitations
          }
        }
        ... on ValidationError {
          message
          fieldErrors {
            path
            message
          }
        }
        ... on PlanLimitError {
          message
        }
        ... on PermissionDeniedError {
          message
        }
      }
    }
  `);
  const invite = useCallback(
    async (input: InviteUsersInput, connections: readonly string[]) =>
      (await commitAsPromise(commit, { variables: { input, connections: [...connections] } })).inviteUsers,
    [commit],
  );
  return [invite, isInFlight] as const;
}
