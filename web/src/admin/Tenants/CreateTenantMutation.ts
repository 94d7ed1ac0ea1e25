import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitAsPromise } from '../../app/relay/commitAsPromise.js';
import type { CreateTenantInput, CreateTenantMutation } from './__generated__/CreateTenantMutation.graphql.js';

/** Creates a tenant and appends it to the given connections. */
export function useCreateTenantMutation() {
  const [commit, isInFlight] = useMutation<CreateTenantMutation>(graphql`
    mutation CreateTenantMutation($input: CreateTenantInput!, $connections: [ID!]!) {
      createTenant(input: $input) {
        __typename
        ... on CreateTenantSuccess {
          tenant @appendNode(connections: $connections, edgeTypeName: "QueryTenantsConnectionEdge") {
            id
            externalId
            name
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
  const create = useCallback(
    async (input: CreateTenantInput, connections: readonly string[]) =>
      (await commitAsPromise(commit, { variables: { input, connections: [...connections] } })).createTenant,
    [commit],
  );
  return [create, isInFlight] as const;
}
