import type { MessageId } from '../../app/i18n/catalogues/en-US.js';

export type AdminMenuItem = { path: string; label: MessageId; children?: AdminMenuItem[] };

/** What the viewer may see of the admin menu (spec 01 §2.2, §6). */
export type AdminMenuViewer = { isAdmin: boolean; usesTenants?: boolean; embeddingAvailable?: boolean };

/** The side menu of the pages that exist: Users, Billing and Model Configuration only for the Admin type. */
export function adminMenu({ isAdmin, usesTenants = false, embeddingAvailable = false }: AdminMenuViewer): AdminMenuItem[] {
  const settings: AdminMenuItem[] = [
    { path: '/admin/settings/number-format', label: 'admin.menu.numberFormat' },
    { path: '/admin/settings/theme', label: 'admin.menu.changeTheme' },
    ...(isAdmin ? [{ path: '/admin/settings/model-configuration', label: 'admin.menu.modelConfiguration' } as const] : []),
    { path: '/admin/settings/query-result-access', label: 'admin.menu.queryResultAccess' },
  ];
  const sso: AdminMenuItem[] = [
    { path: '/admin/sso/saml', label: 'admin.menu.saml' },
    { path: '/admin/sso/jwt', label: 'admin.menu.jwt' },
  ];
  // Embedded: Configuration when embedding is on the plan, Tenants when the organization uses tenants; without
  // either, the entry opens the embedding promo page (spec 01 §2.1, §2.2).
  const embedded: AdminMenuItem[] = [
    ...(embeddingAvailable ? [{ path: '/admin/embedded/configuration', label: 'admin.menu.embeddedConfiguration' } as const] : []),
    ...(usesTenants ? [{ path: '/admin/embedded/tenants', label: 'admin.menu.tenants' } as const] : []),
  ];
  return [
    { path: '/admin/settings', label: 'admin.menu.settings', children: settings },
    ...(isAdmin ? [{ path: '/admin/users', label: 'admin.menu.users' } as const] : []),
    { path: '/admin/board-transfer', label: 'admin.menu.boardTransfer' },
    { path: '/admin/roles', label: 'admin.menu.roles' },
    ...(isAdmin ? [{ path: '/admin/billing', label: 'admin.menu.billing' } as const] : []),
    { path: '/admin/integrations', label: 'admin.menu.integrations' },
    { path: '/admin/sso', label: 'admin.menu.sso', children: sso },
    embedded.length ? { path: '/admin/embedded', label: 'admin.menu.embedded', children: embedded } : { path: '/admin/embedded', label: 'admin.menu.embedded' },
  ];
}

/** The parents to expand for a path: every item whose path is a prefix of it and has children. */
export function openParents(items: AdminMenuItem[], pathname: string): string[] {
  return items.filter((item) => item.children && (pathname === item.path || pathname.startsWith(`${item.path}/`))).map((item) => item.path);
}
