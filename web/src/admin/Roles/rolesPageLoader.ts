import { preloadQuery } from '../../app/relay/preloadQuery.js';
import RolesPageQueryNode, { type RolesPageQuery } from './__generated__/RolesPageQuery.graphql.js';

/** Loads the roles and the users to assign before the page renders. */
export function rolesPageLoader() {
  return preloadQuery<RolesPageQuery>(RolesPageQueryNode, {});
}
