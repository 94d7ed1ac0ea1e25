import { describe, expect, it } from 'vitest';
import { adminMenu, openParents } from './adminMenu.js';

const paths = (isAdmin: boolean) => adminMenu({ isAdmin }).flatMap((item) => [item.path, ...(item.children ?? []).map((child) => child.path)]);

describe('adminMenu', () => {
  it('shows Users and Model Configuration only to the Admin type', () => {
    expect(paths(true)).toEqual([
      '/admin/settings',
      '/admin/settings/number-format',
      '/admin/settings/theme',
      '/admin/settings/model-configuration',
      '/admin/settings/query-result-access',
      '/admin/users',
      '/admin/board-transfer',
      '/admin/roles',
      '/admin/billing',
      '/admin/integrations',
      '/admin/sso',
      '/admin/sso/saml',
      '/admin/sso/jwt',
      '/admin/embedded',
    ]);
    expect(paths(false)).not.toContain('/admin/users');
    expect(paths(false)).not.toContain('/admin/billing');
    expect(paths(false)).not.toContain('/admin/settings/model-configuration');
  });

  it('shows Embedded with Configuration when embedding is on the plan and Tenants when the organization uses tenants', () => {
    const embedded = (usesTenants: boolean, embeddingAvailable = false) =>
      adminMenu({ isAdmin: true, usesTenants, embeddingAvailable }).find((item) => item.path === '/admin/embedded');
    // Neither: the entry itself leads to the promo page.
    expect(embedded(false)).toEqual({ path: '/admin/embedded', label: 'admin.menu.embedded' });
    expect(embedded(true)?.children?.map((child) => child.path)).toEqual(['/admin/embedded/tenants']);
    expect(embedded(true, true)?.children?.map((child) => child.path)).toEqual(['/admin/embedded/configuration', '/admin/embedded/tenants']);
    expect(embedded(false, true)?.children?.map((child) => child.path)).toEqual(['/admin/embedded/configuration']);
    expect(openParents(adminMenu({ isAdmin: false, usesTenants: true }), '/admin/embedded/tenants')).toEqual(['/admin/embedded']);
  });

  it('expands the parents along the current path', () => {
    const items = adminMenu({ isAdmin: true });
    expect(openParents(items, '/admin/settings/number-format')).toEqual(['/admin/settings']);
    expect(openParents(items, '/admin/settings')).toEqual(['/admin/settings']);
    expect(openParents(items, '/admin/roles')).toEqual([]);
  });
});
