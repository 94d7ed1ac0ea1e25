import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitAsPromise } from '../../app/relay/commitAsPromise.js';
import type { DeleteInvitationsMutation } from './__generated__/DeleteInvitationsMutation.graphql.js';

/** Deletes invitations by id; the deleted ones leave the given connections, failures come back with their reason. */
export function useDeleteInvitationsMutation() {
  const [commit, isInFlight] = useMutation<DeleteInvitationsMutation>(graphql`
    mutation DeleteInvitationsMutation($ids: [ID!]!, $connections: [ID!]!) {
      deleteInvitations(input: { ids: $ids }) {
        __typename
        ... on DeleteInvitationsSuccess {
          deletedCount
          deletedIds @deleteEdge(connections: $connections)
          failedCount
          failures {
            itemId
            message
          }
        }
        ... on ValidationError {
          message
        }
        ... on PermissionDeniedError {
          message
        }
      }
    }
  `);
  const remove = useCallback(
    async (ids: readonly string[], connections: readonly string[]) =>
      (await commitAsPromise(commit, { variables: { ids: [...ids], connections: [...connections] } })).deleteInvitations,
    [commit],
  );
  return [remove, isInFlight] as const;
}
