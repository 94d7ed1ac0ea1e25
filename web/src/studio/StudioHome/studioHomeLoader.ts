import { fetchQuery, graphql } from 'react-relay';
import { currentEnvironment } from '../../app/relay/environment.js';
import { preloadQuery } from '../../app/relay/preloadQuery.js';
import StudioHomeQueryNode, { type StudioHomeQuery } from './__generated__/StudioHomeQuery.graphql.js';
import type { studioHomeLoaderQuery } from './__generated__/studioHomeLoaderQuery.graphql.js';

const accessQuery = graphql`
  query studioHomeLoaderQuery {
    viewer {
      user {
        id
        type
      }
    }
  }
`;

/** Viewers get the notice only; creators and admins also get their graphs and quota. */
export async function studioHomeLoader() {
  const access = await fetchQuery<studioHomeLoaderQuery>(currentEnvironment(), accessQuery, {}, { fetchPolicy: 'store-or-network' }).toPromise();
  const canUseStudio = access?.viewer.user.type !== 'VIEWER';
  return preloadQuery<StudioHomeQuery>(StudioHomeQueryNode, { canUseStudio });
}
