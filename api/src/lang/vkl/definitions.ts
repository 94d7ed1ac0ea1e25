import type { DeclKind, Declaration, Statement, Value, VklFile } from './ast.js';
import { isLayer } from './ast.js';
import { attributeKindList, kindInfo, propertyInfo, refProperties, vqlProperties } from './kinds.js';

export type SyncPolicy = 'ignore' | 'replace' | 'merge';

/** One named declaration, as the editor and concept tree see it (spec 04 §4). */
export type Definition = {
  vklQualifiedIdentifier: string;
  vklIdentifier: string;
  vklType: DeclKind;
  /** Character offset of the name. */
  offset: number;
  /** The qualified identifier: the concept's stable id. */
  uri: string;
  /** Classes only: the declared policy (default ignore); null for other kinds. */
  syncPolicy: SyncPolicy | null;
  /** The file (path) that declares it. */
  file: string;
  /** Qualified identifier of the enclosing definition, or null. */
  parent: string | null;
  description: string | null;
  /** Classes: `extends`; variables: whether a default value is declared. */
  extends: string | null;
  hasValue: boolean;
  /** Classes: the table entities are synchronized from, or null. */
  fromTable: string | null;
};

export type Reference = { target: string; offset: number; length: number; via: string };
export type Finding = { message: string; offset: number; length: number };
export type Extract = { definitions: Definition[]; references: Reference[]; findings: Finding[] };

const attributeKinds: ReadonlySet<string> = new Set(attributeKindList);
export const isAttributeKind = (k: string): boolean => attributeKinds.has(k);
const vqlRef = /\b(?:kb|db|var|disc|gt|board|wb|qb)(?:\.(?:[A-Za-z_][A-Za-z0-9_]*|`[^`\n]+`))+/g;
// `${var.name}`, `${TABLE.column}` (TABLE imported by the file), and `${user.…}` / `${tenant.…}` (bound at run time).
const sqlPlaceholder = /\$\{([A-Za-z_][A-Za-z0-9_]*)\.([A-Za-z_][A-Za-z0-9_]*)/g;
const runtimeScopes: ReadonlySet<string> = new Set(['user', 'tenant']);

type Ctx = { path: string; out: Extract; allowedTop: readonly DeclKind[] | null; tables: Map<string, string> };

/** Collects definitions, references and per-kind validation findings of one parsed file. */
export function extract(file: VklFile, path: string, allowedTopKinds?: readonly DeclKind[]): Extract {
  const out: Extract = { definitions: [], references: [], findings: [] };
  const tables = new Map<string, string>();
  for (const s of file.statements) {
    if (s.type !== 'import') continue;
    const items = s.value.type === 'list' ? s.value.items : [s.value];
    for (const v of items) if (v.type === 'ref' && v.path.length > 1) tables.set(v.path[v.path.length - 1], v.path.join('.'));
  }
  walk(file.statements, null, null, null, { path, out, allowedTop: allowedTopKinds ?? null, tables });
  return out;
}

function walk(statements: Statement[], parentQid: string[] | null, parentKind: DeclKind | null, parentDef: string | null, ctx: Ctx): void {
  const out = ctx.out;
  for (const s of statements) {
    if (s.type === 'import') {
      collectRefs(s.value, 'import', out);
      continue;
    }
    if (s.type === 'property') {
      checkProperty(s.key, s.value, s.offset, parentKind, out);
      if (refProperties.has(s.key) && parentKind !== null) collectRefs(s.value, s.key, out);
      if (vqlProperties.has(s.key) || s.key === 'sql' || s.key === 'virtual_table_sql' || s.key === 'sql_select' || s.key === 'sql_where') collectStringRefs(s.value, s.key, ctx);
      continue;
    }
    declaration(s, parentQid, parentKind, parentDef, ctx);
  }
}

function declaration(d: Declaration, parentQid: string[] | null, parentKind: DeclKind | null, parentDef: string | null, ctx: Ctx): void {
  const { out, allowedTop, path } = ctx;
  const kind: DeclKind | null = d.kind ?? (parentKind ? kindInfo[parentKind].implied ?? null : null);
  if (d.kind && parentKind && !kindInfo[parentKind].children.includes(d.kind)) {
    out.findings.push({ message: `'${d.kind}' is not allowed inside '${parentKind}' (allowed: ${kindInfo[parentKind].children.join(', ') || 'none'})`, offset: d.offset, length: d.kind.length });
  }
  if (d.kind && parentQid === null && allowedTop && !allowedTop.includes(d.kind)) {
    out.findings.push({ message: `'${d.kind}' is not allowed in this file type (allowed: ${allowedTop.join(', ')})`, offset: d.offset, length: d.kind.length });
  }
  let qid: string[] | null;
  if (d.name === null) qid = parentQid ?? (kind ? [kindInfo[kind].layer] : null);
  // A name that starts with a layer is absolute, wherever it is written.
  else if (isLayer(d.name[0])) qid = d.name;
  else if (parentQid === null) qid = [kind ? kindInfo[kind].layer : 'kb', ...d.name];
  else qid = [...parentQid, ...d.name];

  let def: string | null = parentDef;
  if (kind && d.name && qid) {
    const q = qid.join('.');
    if (kindInfo[kind].nameIsReference) out.references.push({ target: q, offset: d.nameOffset, length: q.length, via: kind });
    else {
      out.definitions.push(makeDefinition(d, kind, q, qid[qid.length - 1], path, parentDef));
      def = q;
    }
  } else if (!kind && d.name && qid && qid.length > 1) {
    // A reopening (`kb.Order { … }`) adds to a declaration made elsewhere, which must exist.
    out.references.push({ target: qid.join('.'), offset: d.nameOffset, length: d.name.join('.').length, via: 'reopen' });
    def = qid.join('.');
  }
  if (d.body) walk(d.body, qid, kind, def, { ...ctx, allowedTop: null });
}

function makeDefinition(d: Declaration, kind: DeclKind, q: string, ident: string, path: string, parent: string | null): Definition {
  let syncPolicy: SyncPolicy | null = kind === 'class' ? 'ignore' : null;
  let ext: string | null = null;
  let hasValue = false;
  let fromTable: string | null = null;
  for (const s of d.body ?? []) {
    if (s.type !== 'property') continue;
    if (kind === 'class' && s.key === 'sync_policy' && s.value.type === 'ref') {
      const v = s.value.path.join('.');
      if (v === 'replace' || v === 'merge' || v === 'ignore') syncPolicy = v;
    } else if (s.key === 'extends' && s.value.type === 'ref') ext = s.value.path.join('.');
    else if (s.key === 'default') hasValue = true;
    else if (s.key === 'from_table' && s.value.type === 'ref') fromTable = s.value.path.join('.');
  }
  return {
    vklQualifiedIdentifier: q, vklIdentifier: ident, vklType: kind, offset: d.nameOffset, uri: q,
    syncPolicy, file: path, parent, description: d.description ? cleanDescription(d.description) : null,
    extends: ext, hasValue, fromTable,
  };
}

/** Turns a `/** … *\/` block into plain text. */
export function cleanDescription(raw: string): string {
  return raw.slice(3, -2).split(/\r?\n/).map((l) => l.replace(/^\s*\*?\s?/, '').trimEnd()).join('\n').trim();
}

function checkProperty(key: string, value: Value, offset: number, kind: DeclKind | null, out: Extract): void {
  if (!kind) return;
  if (!kindInfo[kind].props.includes(key)) {
    out.findings.push({ message: `Unknown property '${key}' for '${kind}' (expected one of: ${kindInfo[kind].props.join(', ')})`, offset, length: key.length });
    return;
  }
  const allowed = propertyInfo[key]?.values;
  if (!allowed || key === 'type' || key === 'chart') return;
  const v = value.type === 'ref' ? value.path.join('.') : value.type === 'boolean' ? String(value.value) : null;
  if (v === null || !allowed.includes(v)) {
    out.findings.push({ message: `Invalid value for '${key}': expected one of ${allowed.join(', ')}`, offset: value.offset, length: value.end - value.offset });
  }
}

function collectRefs(v: Value, via: string, out: Extract): void {
  if (v.type === 'ref' && v.path.length > 1) out.references.push({ target: v.path.join('.'), offset: v.offset, length: v.end - v.offset, via });
  else if (v.type === 'list') for (const item of v.items) collectRefs(item, via, out);
}

function collectStringRefs(v: Value, via: string, ctx: Ctx): void {
  if (v.type === 'list') {
    for (const item of v.items) collectStringRefs(item, via, ctx);
    return;
  }
  if (v.type !== 'string') return;
  const base = v.offset + (v.triple ? 3 : 1);
  const out = ctx.out;
  if (!(via === 'sql' || via.startsWith('sql_') || via === 'virtual_table_sql')) {
    vqlRef.lastIndex = 0;
    for (let m = vqlRef.exec(v.value); m; m = vqlRef.exec(v.value)) out.references.push({ target: m[0].replace(/`/g, ''), offset: base + m.index, length: m[0].length, via });
    return;
  }
  if (v.value.indexOf('${') < 0) return;
  sqlPlaceholder.lastIndex = 0;
  for (let m = sqlPlaceholder.exec(v.value); m; m = sqlPlaceholder.exec(v.value)) {
    const [whole, scope, name] = m;
    const offset = base + m.index;
    if (scope === 'var') out.references.push({ target: 'var.' + name, offset, length: whole.length + 1, via });
    else if (runtimeScopes.has(scope)) continue;
    else {
      const table = ctx.tables.get(scope);
      if (table) out.references.push({ target: `${table}.${name}`, offset, length: whole.length + 1, via });
      else out.findings.push({ message: `Table ${scope} is not imported: add it to this file's import list`, offset, length: whole.length + 1 });
    }
  }
}
