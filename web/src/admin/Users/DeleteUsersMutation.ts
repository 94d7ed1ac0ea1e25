import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitAsPromise } from '../../app/relay/commitAsPromise.js';
import type { DeleteUsersMutation } from './__generated__/DeleteUsersMutation.graphql.js';

/** Deletes users by id; the deleted ones leave the given connections, failures come back with their reason. */
export function useDeleteUsersMutation() {
  const [commit, isInFlight] = useMutation<DeleteUsersMutation>(graphql`
    mutation DeleteUsersMutation($ids: [ID!]!, $connections: [ID!]!) {
      deleteUsers(input: { ids: $ids }) {
        __typename
        ... on DeleteUsersSuccess {
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
      (await commitAsPromise(commit, { variables: { ids: [...ids], connections: [...connections] } })).deleteUsers,
    [commit],
  );
  return [remove, isInFlight] as const;
}
