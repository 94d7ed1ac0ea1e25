import { describe, expect, it } from 'vitest';
import { moveRow, sameMappings, toInput, toRows, validateRows, visibleAttributes } from './userAttributeMappings.js';

const stored = {
  tenant: [{ value: null, condition: 'not customer', description: null }],
  type: [{ value: 'CREATOR', condition: '"studio" in groups', description: 'Studio group' }],
  firstName: [{ value: '${givenName}', condition: null, description: null }],
  roles: [
    { value: 'kg-${groups}', condition: null, description: null },
    { value: 'Sales', condition: 'department == "sales"', description: null },
  ],
};

describe('user attribute mapping rows', () => {
  it('hides tenant without tenants', () => {
    expect(visibleAttributes(false)).toEqual(['type', 'firstName', 'lastName', 'email', 'language', 'roles']);
    expect(visibleAttributes(true)[0]).toBe('tenant');
  });

  it('round-trips stored mappings; blank tenant value and blank descriptions become null', () => {
    const rows = toRows(stored);
    expect(rows.lastName).toEqual([]);
    expect(toInput(rows, true)).toEqual({
      tenant: [{ value: null, condition: 'not customer', description: null }],
      type: [{ value: 'CREATOR', condition: '"studio" in groups', description: 'Studio group' }],
      firstName: [{ value: '${givenName}', condition: null, description: null }],
      lastName: [],
      email: [],
      language: [],
      roles: [
        { value: 'kg-${groups}', condition: null, description: null },
        { value: 'Sales', condition: 'department == "sales"', description: null },
      ],
    });
    expect(toInput(rows, false).tenant).toEqual([]);
  });

  it('requires a value except for tenant, and a condition that is null or not empty', () => {
    const rows = toRows(stored);
    rows.tenant[0].condition = '';
    rows.type[0].value = '  ';
    rows.roles[1].condition = '   ';
    expect(validateRows(rows, true)).toEqual([
      { path: 'userAttributeMappings.tenant.0.condition', problem: 'conditionEmpty' },
      { path: 'userAttributeMappings.type.0.value', problem: 'valueRequired' },
      { path: 'userAttributeMappings.roles.1.condition', problem: 'conditionEmpty' },
    ]);
    // Tenant rows are not checked (nor sent) when the organization has no tenants.
    expect(validateRows(rows, false).map((p) => p.path)).toEqual(['userAttributeMappings.type.0.value', 'userAttributeMappings.roles.1.condition']);
  });

  it('moves rows within bounds', () => {
    expect(moveRow(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveRow(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveRow(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveRow(['a', 'b', 'c'], 2, 5)).toEqual(['a', 'b', 'c']);
  });

  it('compares what would be sent, not the row keys', () => {
    expect(sameMappings(toRows(stored), toRows(stored), true)).toBe(true);
    const changed = toRows(stored);
    changed.roles = moveRow(changed.roles, 1, 0);
    expect(sameMappings(toRows(stored), changed, true)).toBe(false);
  });
});
