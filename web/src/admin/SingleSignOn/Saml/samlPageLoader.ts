import { preloadQuery } from '../../../app/relay/preloadQuery.js';
import SamlPageQueryNode, { type SamlPageQuery } from './__generated__/SamlPageQuery.graphql.js';

/** Loads the SAML configuration (or that it is not on the plan) and the roles the test result names. */
export function samlPageLoader() {
  return preloadQuery<SamlPageQuery>(SamlPageQueryNode, {});
}
