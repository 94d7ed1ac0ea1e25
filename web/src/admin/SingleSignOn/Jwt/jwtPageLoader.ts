import { preloadQuery } from '../../../app/relay/preloadQuery.js';
import JwtPageQueryNode, { type JwtPageQuery } from './__generated__/JwtPageQuery.graphql.js';

/** Loads the JWT configuration, or that it is not on the plan. */
export function jwtPageLoader() {
  return preloadQuery<JwtPageQuery>(JwtPageQueryNode, {});
}
