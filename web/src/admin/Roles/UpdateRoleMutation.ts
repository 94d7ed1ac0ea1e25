import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitAsPromise } from '../../app/relay/commitAsPromise.js';
import type { UpdateRoleInput, UpdateRoleMutation } from './__generated__/UpdateRoleMutation.graphql.js';

/** Updates a role's name and description and sets its users; the row updates through the Role record. */
export function useUpdateRoleMutation() {
  const [commit, isInFlight] = useMutation<UpdateRoleMutation>(graphql`
    mutation UpdateRoleMutation($input: UpdateRoleInput!) {
      updateRole(input: $input) {
        __typename
        ... on UpdateRoleSuccess {
          role {
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
        ... on NotFoundError {
          message
        }
        ... on PermissionDeniedError {
          message
        }
      }
    }
  `);
  const update = useCallback(async (input: UpdateRoleInput) => (await commitAsPromise(commit, { variables: { input } })).updateRole, [commit]);
  return [update, isInFlight] as const;
}
