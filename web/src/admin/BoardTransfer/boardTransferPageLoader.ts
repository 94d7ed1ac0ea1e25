import { preloadQuery } from '../../app/relay/preloadQuery.js';
import BoardTransferPageQueryNode, { type BoardTransferPageQuery } from './__generated__/BoardTransferPageQuery.graphql.js';

/** Loads the users of both pickers before the page renders. */
export function boardTransferPageLoader() {
  return preloadQuery<BoardTransferPageQuery>(BoardTransferPageQueryNode, {});
}
