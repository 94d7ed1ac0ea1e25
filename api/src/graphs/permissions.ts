// Per-KG permissions (ARCHITECTURE §4): derived from user type, the super-user flag and, once access control
// lands, the KG's roles. A READ-scoped API token never carries a write permission.
import type { Viewer } from '../auth/viewer.js';

export const KG_PERMISSIONS = [
  'KgVklRead',
  'DatabaseQuery',
  'KgSync',
  'KgVklWrite',
  'KgMetadataWrite',
  'Write',
  'DatabaseSchemaImport',
  'KgDelete',
  'UpdateAccessControl',
] as const;
export type KgPermission = (typeof KG_PERMISSIONS)[number];

// Creators hold everything but deleting KGs and changing who may access them.
const CREATOR_PERMISSIONS = KG_PERMISSIONS.filter((p) => p !== 'KgDelete' && p !== 'UpdateAccessControl');
const READ_ONLY: readonly KgPermission[] = ['KgVklRead', 'DatabaseQuery'];

/** The permissions the viewer holds on a KG of the given organization. */
export function kgPermissionsFor(viewer: Viewer, kg: { orgId: string }): KgPermission[] {
  if (viewer.user.orgId !== kg.orgId) return [];
  const { type, isSuperUser } = viewer.user;
  const granted: readonly KgPermission[] =
    type === 'ADMIN' || isSuperUser ? KG_PERMISSIONS : type === 'CREATOR' ? CREATOR_PERMISSIONS : [];
  return viewer.tokenScope === 'READ' ? granted.filter((p) => READ_ONLY.includes(p)) : [...granted];
}

export const hasKgPermission = (viewer: Viewer, kg: { orgId: string }, permission: KgPermission) =>
  kgPermissionsFor(viewer, kg).includes(permission);
