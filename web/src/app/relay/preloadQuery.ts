import { fetchQuery, loadQuery, type PreloadedQuery } from 'react-relay';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { currentEnvironment } from './environment.js';

export type Preloaded<T extends OperationType> = { queryRef: PreloadedQuery<T>; data: T['response'] };

/** For route loaders: fetches the query (the route renders once the data is there) and returns a reference for usePreloadedQuery. */
export async function preloadQuery<T extends OperationType>(
  query: GraphQLTaggedNode,
  variables: T['variables'],
): Promise<Preloaded<T>> {
  const environment = currentEnvironment();
  const data = await fetchQuery<T>(environment, query, variables, { fetchPolicy: 'network-only' }).toPromise();
  if (data === undefined) throw new Error('The query returned no data');
  const queryRef = loadQuery<T>(environment, query, variables, { fetchPolicy: 'store-or-network' });
  return { queryRef, data };
}
