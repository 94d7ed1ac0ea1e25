import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitAsPromise } from '../../app/relay/commitAsPromise.js';
import type { CreateApiTokenInput, CreateApiTokenMutation } from './__generated__/CreateApiTokenMutation.graphql.js';

/** Creates a personal API token and prepends it to the given connections; the secret is in the result only. */
export function useCreateApiTokenMutation() {
  const [commit, isInFlight] = useMutation<CreateApiTokenMutation>(graphql`
    mutation CreateApiTokenMutation($input: CreateApiTokenInput!, $connections: [ID!]!) {
      createApiToken(input: $input) {
        __typename
        ... on CreateApiTokenSuccess {
          secret
          apiToken @prependNode(connections: $connections, edgeTypeName: "ViewerApiTokensConnectionEdge") {
            id
            ...ApiTokenRow_apiToken
          }
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
  const create = useCallback(
    async (input: CreateApiTokenInput, connections: readonly string[]) =>
      (await commitAsPromise(commit, { variables: { input, connections: [...connections] } })).createApiToken,
    [commit],
  );
  return [create, isInFlight] as const;
}
