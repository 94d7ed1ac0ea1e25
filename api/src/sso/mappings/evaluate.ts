// Applies user attribute mappings to what an identity provider sent. Pure: no database, no I/O.
import { z } from 'zod';
import { evaluateCondition, parseCondition } from './condition.js';
import { parseTemplate, renderTemplate, renderTemplateAll } from './template.js';
import type { IncomingAttributes, MappedAttribute, UserAttributeMappings } from './types.js';
import { languageOf, userTypeOf, type MappedUserType } from './validation.js';

export type OrgMappingContext = { usesTenants: boolean; defaultLanguage?: string };

/** A resulting field and the index of the mapping that produced it (null: the default applied). */
export type MappedField<T> = { value: T; mappingIndex: number | null };
export type MappedRole = { name: string; mappingIndex: number };
export type MappingWarning = { attribute: MappedAttribute; index: number; message: string };

export type MappingResult = {
  type: MappedField<MappedUserType>;
  firstName: MappedField<string>;
  lastName: MappedField<string>;
  email: MappedField<string | null>;
  language: MappedField<string>;
  /** A tenant's externalId; always null when the organization does not use tenants. */
  tenant: MappedField<string | null>;
  roles: MappedRole[];
  /** Mappings whose condition held but whose value could not be used, and why. */
  warnings: MappingWarning[];
};

const emailSchema = z.email();

type Candidate = { index: number; values: string[] };

/** The mappings of one attribute whose condition holds, in order, with their rendered values. */
function* applicable(
  attribute: MappedAttribute,
  mappings: UserAttributeMappings,
  attributes: IncomingAttributes,
  warnings: MappingWarning[],
): Generator<Candidate> {
  const list = mappings[attribute] ?? [];
  for (let index = 0; index < list.length; index++) {
    const mapping = list[index];
    if (mapping.condition !== null) {
      const parsed = parseCondition(mapping.condition);
      if (!parsed.ok) {
        warnings.push({ attribute, index, message: `The condition is not valid: ${parsed.error.message} (column ${parsed.error.column}).` });
        continue;
      }
      if (!evaluateCondition(parsed.condition, attributes)) continue;
    }
    if (mapping.value === null) {
      yield { index, values: [] };
      continue;
    }
    const template = parseTemplate(mapping.value);
    if (!template.ok) {
      warnings.push({ attribute, index, message: `The value is not valid: ${template.error.message}.` });
      continue;
    }
    const values = attribute === 'roles' ? renderTemplateAll(template.parts, attributes) : [renderTemplate(template.parts, attributes)].filter((v) => v !== null);
    if (values.length === 0) continue; // a referenced attribute is missing: try the next mapping
    yield { index, values: values.map((v) => v.trim()) };
  }
}

/** The first applicable mapping whose value the check accepts; a rejected value is a warning and the next one is tried. */
function first<T>(
  attribute: MappedAttribute,
  mappings: UserAttributeMappings,
  attributes: IncomingAttributes,
  warnings: MappingWarning[],
  fallback: T,
  check: (value: string | null) => { ok: true; value: T } | { ok: false; message: string },
): MappedField<T> {
  for (const candidate of applicable(attribute, mappings, attributes, warnings)) {
    const result = check(candidate.values[0] ?? null);
    if (result.ok) return { value: result.value, mappingIndex: candidate.index };
    warnings.push({ attribute, index: candidate.index, message: result.message });
  }
  return { value: fallback, mappingIndex: null };
}

const text = (max: number) => (value: string | null) =>
  value !== null && value.length <= max ? { ok: true as const, value } : { ok: false as const, message: `The value must have at most ${max} characters.` };

/**
 * The user fields the mappings give for these attributes. Single-valued fields take the first mapping whose
 * condition holds (and whose referenced attributes are present); roles take every such mapping.
 */
export function evaluateMappings(mappings: UserAttributeMappings, attributes: IncomingAttributes, org: OrgMappingContext): MappingResult {
  const warnings: MappingWarning[] = [];
  const type = first<MappedUserType>('type', mappings, attributes, warnings, 'VIEWER', (v) => {
    const t = v === null ? null : userTypeOf(v);
    return t ? { ok: true, value: t } : { ok: false, message: `'${v ?? ''}' is not a user type (VIEWER, CREATOR or ADMIN).` };
  });
  const firstName = first('firstName', mappings, attributes, warnings, '', text(100));
  const lastName = first('lastName', mappings, attributes, warnings, '', text(100));
  const email = first<string | null>('email', mappings, attributes, warnings, null, (v) => {
    const e = v?.toLowerCase() ?? '';
    return emailSchema.safeParse(e).success && e.length <= 320 ? { ok: true, value: e } : { ok: false, message: `'${v ?? ''}' is not an e-mail address.` };
  });
  const language = first('language', mappings, attributes, warnings, org.defaultLanguage ?? 'en-US', (v) => {
    const l = v === null ? null : languageOf(v);
    return l ? { ok: true, value: l } : { ok: false, message: `'${v ?? ''}' is not a supported language.` };
  });
  const tenant: MappedField<string | null> = org.usesTenants
    ? first<string | null>('tenant', mappings, attributes, warnings, null, (v) => ({ ok: true, value: v === '' ? null : v }))
    : { value: null, mappingIndex: null };

  const roles: MappedRole[] = [];
  const seen = new Set<string>();
  for (const candidate of applicable('roles', mappings, attributes, warnings)) {
    for (const name of candidate.values) {
      const key = name.toLowerCase();
      if (!name || seen.has(key)) continue;
      seen.add(key);
      roles.push({ name, mappingIndex: candidate.index });
    }
  }
  return { type, firstName, lastName, email, language, tenant, roles, warnings };
}
