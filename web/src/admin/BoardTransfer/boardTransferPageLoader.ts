import { fetchQuery, loadQuery } from 'react-relay';
import type { Environment } from 'relay-runtime';
import { currentEnvironment } from '../../app/relay/environment.js';
import type { Preloaded } from '../../app/relay/preloadQuery.js';
import BoardTransferPageQueryNode, { type BoardTransferPageQuery } from './__generated__/BoardTransferPageQuery.graphql.js';

/** Enough for 5000 users; the pickers list the users fetched until then. */
const MAX_PAGES = 50;

/** Loads every user of both pickers, page by page into one connection, before the page renders. */
export function boardTransferPageLoader(): Promise<Preloaded<BoardTransferPageQuery>> {
  return loadAllUsers(currentEnvironment());
}

/** Fetches the pages one after another (the connection appends them), then a reference reading them all. */
export async function loadAllUsers(environment: Environment): Promise<Preloaded<BoardTransferPageQuery>> {
  let cursor: string | null = null;
  let first: BoardTransferPageQuery['response'] | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const data: BoardTransferPageQuery['response'] | undefined = await fetchQuery<BoardTransferPageQuery>(
      environment,
      BoardTransferPageQueryNode,
      { cursor },
      { fetchPolicy: 'network-only' },
    ).toPromise();
    if (data === undefined) throw new Error('The query returned no data');
    first ??= data;
    if (!data.users.pageInfo.hasNextPage || !data.users.pageInfo.endCursor) break;
    cursor = data.users.pageInfo.endCursor;
  }
  // The first page's variables read the whole connection from the store.
  const queryRef = loadQuery<BoardTransferPageQuery>(environment, BoardTransferPageQueryNode, { cursor: null }, { fetchPolicy: 'store-or-network' });
  return { queryRef, data: first! };
}
