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
        type
      }
      organization {
        id
        usesTenants
        isEnterprise
      }
    }
  }
`;

/** embeddingAvailable: embedding (like SSO) is on the organization's plan (spec 01 §2.2, §9). */
export type AdminShellData = { isAdmin: boolean; usesTenants: boolean; embeddingAvailable: boolean };

/** Only super users enter the admin area; everyone else goes to the app root (spec 01 §2.2). */
export async function adminShellLoader(): Promise<AdminShellData> {
  const data = await fetchQuery<adminShellLoaderQuery>(currentEnvironment(), query, {}, { fetchPolicy: 'network-only' }).toPromise();
  if (!data?.viewer.user.isSuperUser) throw redirect('/');
  return toShellData(data);
}

const toShellData = (data: adminShellLoaderQuery['response']): AdminShellData => ({
  isAdmin: data.viewer.user.type === 'ADMIN',
  usesTenants: data.viewer.organization.usesTenants,
  embeddingAvailable: data.viewer.organization.isEnterprise,
});

/** The admin shell's data for page loaders (from the store when known). */
export async function adminShellData(): Promise<AdminShellData> {
  const data = await fetchQuery<adminShellLoaderQuery>(currentEnvironment(), query, {}, { fetchPolicy: 'store-or-network' }).toPromise();
  if (!data) throw new Error('The query returned no data');
  return toShellData(data);
}

/** Billing, Users and Model Configuration also need the Admin type (spec 01 §6); others go to /admin. */
export async function requireAdminType(): Promise<void> {
  if ((await viewerType()) !== 'ADMIN') throw redirect('/admin');
}

/** The signed-in user's type (from the store when known). */
export async function viewerType() {
  const data = await fetchQuery<adminShellLoaderQuery>(currentEnvironment(), query, {}, { fetchPolicy: 'store-or-network' }).toPromise();
  return data?.viewer.user.type;
}
