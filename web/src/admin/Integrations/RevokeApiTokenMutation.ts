import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitAsPromise } from '../../app/relay/commitAsPromise.js';
import type { RevokeApiTokenInput, RevokeApiTokenMutation } from './__generated__/RevokeApiTokenMutation.graphql.js';

/** Revokes a personal API token; the row updates through the normalized ApiToken record. */
export function useRevokeApiTokenMutation() {
  const [commit, isInFlight] = useMutation<RevokeApiTokenMutation>(graphql`
    mutation RevokeApiTokenMutation($input: RevokeApiTokenInput!) {
      revokeApiToken(input: $input) {
        __typename
        ... on RevokeApiTokenSuccess {
          apiToken {
            id
            ...ApiTokenRow_apiToken
          }
        }
        ... on NotFoundError {
          message
        }
      }
    }
  `);
  const revoke = useCallback(
    async (input: RevokeApiTokenInput) => (await commitAsPromise(commit, { variables: { input } })).revokeApiToken,
    [commit],
  );
  return [revoke, isInFlight] as const;
}
