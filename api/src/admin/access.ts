// Who may use the admin area (spec 01 §6, ARCHITECTURE §4). Mutations answer PermissionDeniedError; queries use
// the same rules through authScopes (FORBIDDEN).
import type { Viewer } from '../auth/viewer.js';
import { PermissionDeniedError } from '../errors.js';

export const isSuperUser = (viewer: Viewer) => viewer.user.isSuperUser;
export const isSuperAdmin = (viewer: Viewer) => viewer.user.isSuperUser && viewer.user.type === 'ADMIN';
/** Creators manage users and invitations (spec 01 §1), as do admins and super users. */
export const isUserManager = (viewer: Viewer) => viewer.user.isSuperUser || viewer.user.type === 'CREATOR' || viewer.user.type === 'ADMIN';

/** Every admin mutation: super users only. */
export function requireSuperUser(viewer: Viewer) {
  if (!isSuperUser(viewer)) throw new PermissionDeniedError('Only super users may do this.');
}

/** Billing and model configuration: super users of the Admin type. */
export function requireSuperAdmin(viewer: Viewer) {
  if (!isSuperAdmin(viewer)) throw new PermissionDeniedError('Only administrators may do this.');
}

/** Users and invitations: creators, admins and super users. */
export function requireUserManager(viewer: Viewer) {
  if (!isUserManager(viewer)) throw new PermissionDeniedError('Only creators and administrators may manage users.');
}

/** authScopes of the admin queries. */
export const superUserScopes = { superUser: true } as const;
export const superAdminScopes = { $all: { superUser: true, admin: true } } as const;
export const userManagerScopes = { creator: true } as const;
