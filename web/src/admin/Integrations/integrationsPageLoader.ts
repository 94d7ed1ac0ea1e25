import { preloadQuery } from '../../app/relay/preloadQuery.js';
import IntegrationsPageQueryNode, { type IntegrationsPageQuery } from './__generated__/IntegrationsPageQuery.graphql.js';

/** Loads the viewer's API tokens before the page renders. */
export function integrationsPageLoader() {
  return preloadQuery<IntegrationsPageQuery>(IntegrationsPageQueryNode, {});
}
