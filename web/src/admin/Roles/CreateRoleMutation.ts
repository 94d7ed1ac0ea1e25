import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitAsPromise } from '../../app/relay/commitAsPromise.js';
import type { CreateRoleInput, CreateRoleMutation } from './__generated__/CreateRoleMutation.graphql.js';

/** Creates a role with its users and appends it to the given connections. */
export function useCreateRoleMutation() {
  const [commit, isInFlight] = useMutation<CreateRoleMutation>(graphql`
    mutation CreateRoleMutation($input: CreateRoleInput!, $connections: [ID!]!) {
      createRole(input: $input) {
        __typename
        ... on CreateRoleSuccess {
          role @appendNode(connections: $connections, edgeTypeName: "QueryRolesConnectionEdge") {
            id
            name
            description
            userCount
            users {
              id
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
        ... on PermissionDeniedError {
          message
        }
      }
    }
  `);
  const create = useCallback(
    async (input: CreateRoleInput, connections: readonly string[]) =>
      (await commitAsPromise(commit, { variables: { input, connections: [...connections] } })).createRole,
    [commit],
  );
  return [create, isInFlight] as const;
}
