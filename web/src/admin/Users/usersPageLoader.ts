import { redirect } from 'react-router-dom';
import { preloadQuery } from '../../app/relay/preloadQuery.js';
import { requireAdminType, viewerType } from '../AdminShell/adminShellLoader.js';
import UsersPageQueryNode, { type UsersPageQuery } from './__generated__/UsersPageQuery.graphql.js';

/** Loads users, invitations and quotas before the page renders. */
export function usersPageLoader() {
  return preloadQuery<UsersPageQuery>(UsersPageQueryNode, {});
}

/** /admin/users needs the Admin type (spec 01 §6). */
export async function adminUsersPageLoader() {
  await requireAdminType();
  return usersPageLoader();
}

/** /studio/users is for creators (and admins); viewers go to the Studio home. */
export async function studioUsersPageLoader() {
  if ((await viewerType()) === 'VIEWER') throw redirect('/studio');
  return usersPageLoader();
}
