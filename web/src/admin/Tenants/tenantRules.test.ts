import { describe, expect, it } from 'vitest';
import { canCreateTenant, deleteTenantsErrorToast, deleteTenantsToasts, sortById, tenantName } from './tenantRules.js';

describe('tenant rules', () => {
  it('names the tenant after its ID until the name is edited', () => {
    expect(tenantName({ externalId: 'acme', name: '', nameEdited: false })).toBe('acme');
    expect(tenantName({ externalId: 'acme', name: 'Acme Corp', nameEdited: true })).toBe('Acme Corp');
    expect(tenantName({ externalId: 'acme', name: '', nameEdited: true })).toBe('');
  });

  it('allows Create only with an ID, a name that was not cleared and nothing loading', () => {
    expect(canCreateTenant({ externalId: '', name: '', nameEdited: false }, false)).toBe(false);
    expect(canCreateTenant({ externalId: '  ', name: '', nameEdited: false }, false)).toBe(false);
    expect(canCreateTenant({ externalId: 'acme', name: '', nameEdited: false }, false)).toBe(true);
    expect(canCreateTenant({ externalId: 'acme', name: '', nameEdited: true }, false)).toBe(false);
    expect(canCreateTenant({ externalId: 'acme', name: 'Acme', nameEdited: true }, true)).toBe(false);
  });

  it('orders rows by ID', () => {
    expect(sortById([{ externalId: 'globex' }, { externalId: 'acme' }, { externalId: 'b' }]).map((r) => r.externalId)).toEqual(['acme', 'b', 'globex']);
  });

  it('reports deletions with the spec’s counted messages', () => {
    expect(deleteTenantsToasts({ deletedCount: 2, failedCount: 0, failures: [] })).toEqual([{ intent: 'success', id: 'tenants.deleted', values: { count: 2 } }]);
    expect(deleteTenantsToasts({ deletedCount: 1, failedCount: 1, failures: [{ message: 'The tenant still has 1 user(s); remove them first.' }] })).toEqual([
      { intent: 'success', id: 'tenants.deleted', values: { count: 1 } },
      { intent: 'error', id: 'tenants.deleteFailedOne', values: { message: 'The tenant still has 1 user(s); remove them first.' } },
    ]);
    expect(deleteTenantsToasts({ deletedCount: 0, failedCount: 3, failures: [] })).toEqual([{ intent: 'error', id: 'tenants.deleteFailedMany', values: { count: 3 } }]);
    expect(deleteTenantsErrorToast(1, 'Denied')).toEqual({ intent: 'error', id: 'tenants.deleteFailedOne', values: { message: 'Denied' } });
    expect(deleteTenantsErrorToast(2, 'Denied')).toEqual({ intent: 'error', id: 'tenants.deleteFailedMany', values: { count: 2 } });
  });
});
