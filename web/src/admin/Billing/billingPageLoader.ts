import { preloadQuery } from '../../app/relay/preloadQuery.js';
import { requireAdminType } from '../AdminShell/adminShellLoader.js';
import BillingPageQueryNode, { type BillingPageQuery } from './__generated__/BillingPageQuery.graphql.js';

/** Billing needs the Admin type (spec 01 §6); loads the contact paths before the page renders. */
export async function billingPageLoader() {
  await requireAdminType();
  return preloadQuery<BillingPageQuery>(BillingPageQueryNode, {});
}
