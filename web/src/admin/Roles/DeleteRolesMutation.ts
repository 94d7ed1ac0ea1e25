import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitAsPromise } from '../../app/relay/commitAsPromise.js';
import type { DeleteRolesMutation } from './__generated__/DeleteRolesMutation.graphql.js';

/** Deletes roles; the deleted ones leave the given connections. */
export function useDeleteRolesMutation() {
  const [commit, isInFlight] = useMutation<DeleteRolesMutation>(graphql`
    mutation DeleteRolesMutation($ids: [ID!]!, $connections: [ID!]!) {
      deleteRoles(input: { ids: $ids }) {
        __typename
        ... on DeleteRolesSuccess {
          deletedCount
          deletedIds @deleteEdge(connections: $connections)
          failedCount
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
      (await commitAsPromise(commit, { variables: { ids: [...ids], connections: [...connections] } })).deleteRoles,
    [commit],
  );
  return [remove, isInFlight] as const;
}
