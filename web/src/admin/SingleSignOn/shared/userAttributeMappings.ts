// The form state of the user attribute mappings shared by the SAML and JWT pages (spec 01 §3, §5). Pure.

export const MAPPED_ATTRIBUTES = ['tenant', 'type', 'firstName', 'lastName', 'email', 'language', 'roles'] as const;
export type MappedAttribute = (typeof MAPPED_ATTRIBUTES)[number];

/** One mapping as the server stores it (Relay types nullable fields as possibly undefined). */
export type AttributeMapping = { readonly value?: string | null; readonly condition?: string | null; readonly description?: string | null };
/** One mapping as the mutations take it. */
export type AttributeMappingInput = { value: string | null; condition: string | null; description: string | null };
export type UserAttributeMappings = Record<MappedAttribute, readonly AttributeMapping[]>;

/** One row of the editor: `key` keeps React state with the row when rows move; condition null means "always". */
export type MappingRow = { key: string; value: string; condition: string | null; description: string };
export type MappingRows = Record<MappedAttribute, MappingRow[]>;

/** Field errors by path, e.g. `userAttributeMappings.roles.2.condition`. */
export type FieldErrors = Readonly<Record<string, string>>;

export const MAPPINGS_PATH = 'userAttributeMappings';

let nextKey = 0;
/** A fresh, page-unique row key. */
export const rowKey = () => `mapping-${++nextKey}`;

/** An empty row; a new row has no condition (applies always). */
export const emptyRow = (): MappingRow => ({ key: rowKey(), value: '', condition: null, description: '' });

/** The attributes the editor shows: tenant only when the organization uses tenants. */
export const visibleAttributes = (usesTenants: boolean): MappedAttribute[] => MAPPED_ATTRIBUTES.filter((a) => usesTenants || a !== 'tenant');

/** Editor rows from stored mappings (a missing attribute has no rows). */
export function toRows(mappings: Partial<UserAttributeMappings> | null | undefined): MappingRows {
  const rows = {} as MappingRows;
  for (const attribute of MAPPED_ATTRIBUTES) {
    rows[attribute] = (mappings?.[attribute] ?? []).map((m) => ({
      key: rowKey(),
      value: m.value ?? '',
      condition: m.condition ?? null,
      description: m.description ?? '',
    }));
  }
  return rows;
}

/**
 * The mutation input: values trimmed, conditions as typed (the server validates them); a blank tenant value is null
 * ("no tenant"); a blank description is null. Tenant mappings are dropped when the organization has no tenants.
 */
export function toInput(rows: MappingRows, usesTenants: boolean): Record<MappedAttribute, AttributeMappingInput[]> {
  const input = {} as Record<MappedAttribute, AttributeMappingInput[]>;
  for (const attribute of MAPPED_ATTRIBUTES) {
    const list = attribute === 'tenant' && !usesTenants ? [] : rows[attribute];
    input[attribute] = list.map((row) => ({
      value: attribute === 'tenant' && !row.value.trim() ? null : row.value.trim(),
      condition: row.condition,
      description: row.description.trim() ? row.description.trim() : null,
    }));
  }
  return input;
}

export type MappingProblem = 'valueRequired' | 'conditionEmpty';

/** The client rules (spec 01 §5): a value for every attribute but tenant; a condition may be null, never empty. */
export function validateRows(rows: MappingRows, usesTenants: boolean): { path: string; problem: MappingProblem }[] {
  const problems: { path: string; problem: MappingProblem }[] = [];
  for (const attribute of visibleAttributes(usesTenants)) {
    rows[attribute].forEach((row, index) => {
      const base = `${MAPPINGS_PATH}.${attribute}.${index}`;
      if (attribute !== 'tenant' && !row.value.trim()) problems.push({ path: `${base}.value`, problem: 'valueRequired' });
      if (row.condition !== null && !row.condition.trim()) problems.push({ path: `${base}.condition`, problem: 'conditionEmpty' });
    });
  }
  return problems;
}

/** The list with the row at `from` moved to `to` (clamped); the same list when nothing moves. */
export function moveRow<T>(list: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(list.length - 1, to));
  if (from === target || from < 0 || from >= list.length) return [...list];
  const next = [...list];
  const [row] = next.splice(from, 1);
  next.splice(target, 0, row);
  return next;
}

/** Whether two sets of rows would send the same input (keys ignored). */
export function sameMappings(a: MappingRows, b: MappingRows, usesTenants: boolean): boolean {
  return JSON.stringify(toInput(a, usesTenants)) === JSON.stringify(toInput(b, usesTenants));
}
