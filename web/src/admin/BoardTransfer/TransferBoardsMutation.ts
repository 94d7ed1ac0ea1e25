import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitAsPromise } from '../../app/relay/commitAsPromise.js';
import type { TransferBoardsInput, TransferBoardsMutation } from './__generated__/TransferBoardsMutation.graphql.js';

/** Moves boards from the source user to the target user; hands back the result union. */
export function useTransferBoardsMutation() {
  const [commit, isInFlight] = useMutation<TransferBoardsMutation>(graphql`
    mutation TransferBoardsMutation($input: TransferBoardsInput!) {
      transferBoards(input: $input) {
        __typename
        ... on TransferBoardsSuccess {
          transferredCount
          boards {
            id
            owner {
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
  const transfer = useCallback(async (input: TransferBoardsInput) => (await commitAsPromise(commit, { variables: { input } })).transferBoards, [commit]);
  return [transfer, isInFlight] as const;
}
