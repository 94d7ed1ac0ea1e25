import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitAsPromise } from '../../app/relay/commitAsPromise.js';
import type { DeleteTenantsMutation } from './__generated__/DeleteTenantsMutation.graphql.js';

/** Deletes tenants; the deleted ones leave the given connections, refusals come back as failures. */
export function useDeleteTenantsMutation() {
  const [commit, isInFlight] = useMutation<DeleteTenantsMutation>(graphql`
    mutation DeleteTenantsMutation($ids: [ID!]!, $connections: [ID!]!) {
      deleteTenants(input: { ids: $ids }) {
        __typename
        ... on DeleteTenantsSuccess {
          deletedCount
          deletedIds @deleteEdge(connections: $connections)
          failedCount
          # Not the failure's id: it is the tenant's global id, and Relay would merge the two records.
          failures {
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
      (await commitAsPromise(commit, { variables: { ids: [...ids], connections: [...connections] } })).deleteTenants,
    [commit],
  );
  return [remove, isInFlight] as const;
}
