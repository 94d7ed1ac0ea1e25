import type { Declaration, Statement, VklFile } from './ast.js';
import { parse } from './parser.js';
import { print } from './printer.js';
import { toIdentifier } from './naming.js';
import { SYNCED_HEADER } from './fileTypes.js';

export type EntityRow = { key: string; name: string };
export type EntitiesInput = {
  /** The class, e.g. `kb.Customer`. */
  classQid: string;
  policy: 'replace' | 'merge';
  rows: EntityRow[];
  /** The current entities file, if any: merge keeps its hand-written content; both policies keep its identifiers. */
  existing?: string;
};

const at = { offset: 0, end: 0 };

/** Writes a class's entities file from (key, name) rows under the replace or merge policy of spec 04 §7. */
export function generateEntities(input: EntitiesInput): string {
  const rows = dedupe(input.rows);
  const block = input.existing ? findBlock(parse(input.existing).file.statements, [], input.classQid) : [];
  const old = entitiesByKey(block);
  const taken = new Set<string>();
  for (const d of old.values()) if (d.name) taken.add(d.name.join('.'));
  const body: Statement[] = [];
  const inDb = new Set(rows.map((r) => r.key));
  if (input.policy === 'merge') {
    // Everything written by hand stays, in place; only the @stale marks change.
    for (const s of block) {
      const key = s.type === 'declaration' ? keyOf(s) : null;
      if (s.type === 'declaration' && key !== null) {
        const stale = s.annotations.some((a) => a.name === 'stale');
        if (!inDb.has(key) && !stale) s.annotations = [...s.annotations, { name: 'stale', args: null, ...at }];
        if (inDb.has(key) && stale) s.annotations = s.annotations.filter((a) => a.name !== 'stale');
      }
      body.push(s);
    }
  }
  for (const row of rows) {
    if (input.policy === 'merge' && old.has(row.key)) continue;
    const kept = old.get(row.key);
    const id = kept?.name ? kept.name.join('.') : uniqueId(row, taken);
    taken.add(id);
    body.push(entity(id, row));
  }
  const path = input.classQid.split('.');
  const file: VklFile = {
    type: 'file',
    statements: [{ type: 'declaration', kind: null, name: path, nameOffset: 0, annotations: [], description: null, body, closing: [], leading: [SYNCED_HEADER], trailing: null, ...at }],
    closing: [],
    end: 0,
  };
  return print(file);
}

function dedupe(rows: EntityRow[]): EntityRow[] {
  const seen = new Set<string>();
  const out: EntityRow[] = [];
  for (const r of rows) {
    if (seen.has(r.key)) continue;
    seen.add(r.key);
    out.push(r);
  }
  return out.sort((a, b) => a.key.localeCompare(b.key, 'en', { numeric: true }));
}

function uniqueId(row: EntityRow, taken: Set<string>): string {
  const key = toIdentifier(row.key).replace(/^_/, '') || 'key';
  const base = toIdentifier(row.name) || 'E_' + key;
  if (!taken.has(base)) return base;
  const withKey = base + '_' + key;
  if (!taken.has(withKey)) return withKey;
  let n = 2;
  while (taken.has(`${withKey}_${n}`)) n++;
  return `${withKey}_${n}`;
}

function entity(id: string, row: EntityRow): Declaration {
  const prop = (key: string, value: string): Statement => ({ type: 'property', key, lang: null, value: { type: 'string', value, triple: false, ...at }, leading: [], trailing: null, ...at });
  return {
    type: 'declaration', kind: 'entity', name: [id], nameOffset: 0, annotations: [], description: null,
    body: [prop('name', row.name), prop('sql', row.key)], closing: [], leading: [], trailing: null, ...at,
  };
}

function keyOf(d: Declaration): string | null {
  if (d.kind !== 'entity' || !d.body) return null;
  for (const b of d.body) {
    if (b.type !== 'property' || b.key !== 'sql') continue;
    if (b.value.type === 'string') return b.value.value;
    if (b.value.type === 'number') return b.value.raw;
  }
  return null;
}

function entitiesByKey(block: Statement[]): Map<string, Declaration> {
  const out = new Map<string, Declaration>();
  for (const s of block) {
    const key = s.type === 'declaration' ? keyOf(s) : null;
    if (key !== null && s.type === 'declaration' && !out.has(key)) out.set(key, s);
  }
  return out;
}

/** The statements inside the class's block (`kb.Customer { … }`, possibly nested), or none. */
function findBlock(statements: Statement[], prefix: string[], classQid: string): Statement[] {
  for (const s of statements) {
    if (s.type !== 'declaration' || !s.body || s.kind === 'entity') continue;
    const path = s.name ? [...prefix, ...s.name] : prefix;
    if (path.join('.') === classQid) return s.body;
    const inner = findBlock(s.body, path, classQid);
    if (inner.length) return inner;
  }
  return [];
}
