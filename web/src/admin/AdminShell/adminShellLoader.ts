import { fetchQuery, graphql } from 'react-relay';
import { redirect } from 'react-router-dom';
import { currentEnvironment } from '../../app/relay/environment.js';
import type { adminShellLoaderQuery } from './__generated__/adminShellLoaderQuery.graphql.js';

const query = graphql`
  query adminShellLoaderQuery {
    viewer {
      user {
        id
        isSuperUser
      }
    }
  }
`;

/** Only super users enter the admin area; everyone else goes to the app root (spec 01 §2.2). */
export async function adminShellLoader() {
  const data = await fetchQuery<adminShellLoaderQuery>(currentEnvironment(), query, {}, { fetchPolicy: 'network-only' }).toPromise();
  if (!data?.viewer.user.isSuperUser) throw redirect('/');
  return null;
}
