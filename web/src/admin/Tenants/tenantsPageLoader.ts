import { redirect } from 'react-router-dom';
import { preloadQuery } from '../../app/relay/preloadQuery.js';
import TenantsPageQueryNode, { type TenantsPageQuery } from './__generated__/TenantsPageQuery.graphql.js';

/** Loads the tenants; organizations without tenants are sent to /admin (spec 01 §2.1). */
export async function tenantsPageLoader() {
  const preloaded = await preloadQuery<TenantsPageQuery>(TenantsPageQueryNode, {});
  if (!preloaded.data.viewer.organization.usesTenants) {
    preloaded.queryRef.dispose();
    throw redirect('/admin');
  }
  return preloaded;
}
