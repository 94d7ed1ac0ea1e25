import { describe, expect, it } from 'vitest';
import { evaluateMappings } from './evaluate.js';
import { emptyMappings, type AttributeMapping, type UserAttributeMappings } from './types.js';

const m = (value: string | null, condition: string | null = null): AttributeMapping => ({ value, condition, description: null });
const mappings = (partial: Partial<UserAttributeMappings>): UserAttributeMappings => ({ ...emptyMappings(), ...partial });

const attributes = {
  given_name: ['Ana'],
  family_name: ['Lima'],
  email: ['Ana.Lima@Example.COM'],
  department: ['sales'],
  groups: ['kg-retail', 'kg-finance', 'admins'],
  locale: ['de-de'],
  customer: ['acme'],
};

describe('evaluateMappings', () => {
  it('takes the first applicable mapping for single-valued fields and records which one', () => {
    const result = evaluateMappings(
      mappings({
        type: [m('ADMIN', '"superadmins" in groups'), m('creator', 'department == "sales"'), m('VIEWER')],
        firstName: [m('${nickname}'), m('${given_name}')],
        lastName: [m('${family_name}')],
        email: [m('${email}')],
        language: [m('${locale}')],
        tenant: [m(null, 'department == "internal"'), m('${customer}')],
      }),
      attributes,
      { usesTenants: true },
    );
    expect(result).toEqual({
      type: { value: 'CREATOR', mappingIndex: 1 },
      firstName: { value: 'Ana', mappingIndex: 1 },
      lastName: { value: 'Lima', mappingIndex: 0 },
      email: { value: 'ana.lima@example.com', mappingIndex: 0 },
      language: { value: 'de-DE', mappingIndex: 0 },
      tenant: { value: 'acme', mappingIndex: 1 },
      roles: [],
      warnings: [],
    });
  });

  it('collects every applicable role, expanding references and dropping duplicates', () => {
    const result = evaluateMappings(
      mappings({ roles: [m('Sales', 'department == "sales"'), m('Finance', 'department == "finance"'), m('${groups}', 'groups'), m('sales')] }),
      attributes,
      { usesTenants: false },
    );
    expect(result.roles).toEqual([
      { name: 'Sales', mappingIndex: 0 },
      { name: 'kg-retail', mappingIndex: 2 },
      { name: 'kg-finance', mappingIndex: 2 },
      { name: 'admins', mappingIndex: 2 },
    ]);
  });

  it('falls back to defaults without an applicable mapping; the tenant stays null without tenants', () => {
    const result = evaluateMappings(mappings({ tenant: [m('${customer}')] }), {}, { usesTenants: false, defaultLanguage: 'fr-FR' });
    expect(result).toEqual({
      type: { value: 'VIEWER', mappingIndex: null },
      firstName: { value: '', mappingIndex: null },
      lastName: { value: '', mappingIndex: null },
      email: { value: null, mappingIndex: null },
      language: { value: 'fr-FR', mappingIndex: null },
      tenant: { value: null, mappingIndex: null },
      roles: [],
      warnings: [],
    });
  });

  it('skips values that do not fit the field with a warning and tries the next mapping', () => {
    const result = evaluateMappings(
      mappings({ type: [m('${department}'), m('CREATOR')], email: [m('${given_name}'), m('${email}')], language: [m('${department}')] }),
      attributes,
      { usesTenants: false },
    );
    expect(result.type).toEqual({ value: 'CREATOR', mappingIndex: 1 });
    expect(result.email).toEqual({ value: 'ana.lima@example.com', mappingIndex: 1 });
    expect(result.language).toEqual({ value: 'en-US', mappingIndex: null });
    expect(result.warnings).toEqual([
      { attribute: 'type', index: 0, message: "'sales' is not a user type (VIEWER, CREATOR or ADMIN)." },
      { attribute: 'email', index: 0, message: "'Ana' is not an e-mail address." },
      { attribute: 'language', index: 0, message: "'sales' is not a supported language." },
    ]);
  });

  it('never applies a stored mapping whose condition does not parse', () => {
    const result = evaluateMappings(mappings({ roles: [m('Broken', 'department = "sales"')] }), attributes, { usesTenants: false });
    expect(result.roles).toEqual([]);
    expect(result.warnings).toEqual([{ attribute: 'roles', index: 0, message: "The condition is not valid: Use '==' to compare (column 12)." }]);
  });
});
