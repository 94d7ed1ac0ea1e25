import { printIdentifier, quoteString } from './strings.js';
import { attributeName, className } from './naming.js';
import type { SyncPolicy } from './definitions.js';
import { parse } from './parser.js';
import { print } from './printer.js';

export type ColumnDescription = { name: string; type: string; nullable?: boolean; description?: string };
export type ForeignKey = { columns: string[]; references: { table: string; columns: string[] } };
export type TableDescription = {
  name: string;
  description?: string;
  columns: ColumnDescription[];
  primaryKey: string[];
  foreignKeys?: ForeignKey[];
};
/** A database schema as the schema import reads it (see prisma/seed/demo-kg.schema.json). */
export type SchemaDescription = {
  connection: string;
  dialect: 'postgres' | 'duckdb' | 'sqlite';
  schema: string;
  tables: TableDescription[];
  /** Sync policy per table name; tables not listed get `ignore`. */
  syncPolicies?: Record<string, SyncPolicy>;
};
export type GeneratedFile = { path: string; text: string };

const moneyName = /(price|amount|cost|total|revenue|salary|fee|value|balance)/i;

/** The attribute kind (and extra property lines) for a column's SQL type. */
export function attributeKind(column: ColumnDescription): { kind: string; extra: string[] } {
  const t = column.type.toLowerCase();
  if (/^(bool)/.test(t)) return { kind: 'boolean', extra: [] };
  if (/^(bigint|int8|bigserial)/.test(t)) return { kind: 'long', extra: [] };
  if (/^(int|integer|smallint|int2|int4|serial|tinyint)/.test(t)) return { kind: 'integer', extra: [] };
  if (/^(numeric|decimal|real|double|float|money)/.test(t)) {
    return moneyName.test(column.name) || t === 'money' ? { kind: 'money', extra: ['unit: onto.Currency.USD'] } : { kind: 'decimal', extra: [] };
  }
  if (/^date$/.test(t)) return { kind: 'date', extra: ['granularity: day'] };
  if (/^(timestamp|datetime|time)/.test(t)) return { kind: 'date', extra: ['granularity: minute'] };
  if (/^(geography|geometry|point)/.test(t)) return { kind: 'location', extra: [] };
  return { kind: 'text', extra: [] };
}

/** The entity name expression of a table: its name column(s), else its key. */
function nameSql(t: TableDescription): string {
  const has = (c: string) => t.columns.some((x) => x.name === c);
  if (has('first_name') && has('last_name')) return `\${${t.name}.first_name} || ' ' || \${${t.name}.last_name}`;
  const col = t.columns.find((c) => c.name === 'name' || c.name === 'title') ?? t.columns.find((c) => /_name$/.test(c.name));
  return `\${${t.name}.${(col ?? { name: t.primaryKey[0] ?? t.columns[0]?.name ?? 'id' }).name}}`;
}

/** Database, schema and table files plus one class file per table, with relationships from foreign keys. */
export function generateFromSchema(input: SchemaDescription): GeneratedFile[] {
  // Optional lists may be missing in hand-written descriptions.
  const s = { ...input, tables: (input.tables ?? []).map((t) => ({ ...t, columns: t.columns ?? [], primaryKey: t.primaryKey ?? [], foreignKeys: t.foreignKeys ?? [] })) };
  const db = `db.${printIdentifier(s.connection)}.${printIdentifier(s.schema)}`;
  const conn = pathSegment(s.connection);
  const schema = pathSegment(s.schema);
  const files: GeneratedFile[] = [
    { path: `database/${conn}/database.vkl`, text: `database ${printIdentifier(s.connection)} {\n  connection: ${quoteString(s.connection)}\n  dialect: ${s.dialect}\n}\n` },
    { path: `database/${conn}/${schema}/schema.vkl`, text: `schema ${db} {\n  identifier: ${quoteString(s.schema)}\n}\n` },
  ];
  const classes = new Map<string, string>();
  const taken = new Set<string>();
  for (const t of s.tables) classes.set(t.name, unique(className(t.name), taken));
  for (const t of s.tables) files.push({ path: `database/${conn}/${schema}/${pathSegment(t.name)}.vkl`, text: tableFile(db, t) });
  for (const t of s.tables) files.push(classFile(db, t, classes, s.syncPolicies?.[t.name] ?? 'ignore'));
  // Through the printer so generated files are already in canonical form.
  return files.map((f) => ({ path: f.path, text: print(parse(f.text).file) }));
}

/** A file or folder name that stays inside its folder. */
function pathSegment(name: string): string {
  return name.replace(/[/\\]/g, '_').replace(/^\.+/, '_') || '_';
}

function unique(name: string, taken: Set<string>): string {
  let out = name;
  for (let n = 2; taken.has(out); n++) out = `${name}_${n}`;
  taken.add(out);
  return out;
}

function tableFile(db: string, t: TableDescription): string {
  const lines = [`table ${db}.${printIdentifier(t.name)} {`, `  identifier: ${quoteString(t.name)}`];
  if (t.description) lines.push(`  description: ${quoteString(t.description)}`);
  for (const c of t.columns) {
    lines.push(`  column ${printIdentifier(c.name)} {`, `    identifier: ${quoteString(c.name)}`, `    primitive_type: ${quoteString(c.type)}`);
    if (t.primaryKey.includes(c.name)) lines.push('    is_primary_key: true');
    const fk = t.foreignKeys?.find((f) => f.columns.length === 1 && f.columns[0] === c.name);
    if (fk) lines.push(`    references: ${db}.${printIdentifier(fk.references.table)}.${printIdentifier(fk.references.columns[0])}`);
    lines.push('  }');
  }
  lines.push('}', '');
  return lines.join('\n');
}

function classFile(db: string, t: TableDescription, classes: Map<string, string>, policy: SyncPolicy): GeneratedFile {
  const cls = classes.get(t.name) ?? className(t.name);
  const members = new Set<string>();
  const fks = t.foreignKeys ?? [];
  const fkCols = new Set(fks.flatMap((f) => f.columns));
  const imports = [t.name, ...fks.map((f) => f.references.table)].filter((n, i, a) => a.indexOf(n) === i);
  const key = t.primaryKey.map((c) => `\${${t.name}.${c}}`).join(` || '-' || `) || `\${${t.name}.${t.columns[0]?.name ?? 'id'}}`;
  const lines = [
    `import: [${imports.map((n) => `${db}.${printIdentifier(n)}`).join(', ')}]`,
    '',
    `class ${cls} {`,
    `  name: ${quoteString(cls.replace(/([a-z])([A-Z])/g, '$1 $2'))}`,
  ];
  if (t.description) lines.push(`  description: ${quoteString(t.description)}`);
  lines.push(`  from_table: ${db}.${printIdentifier(t.name)}`, `  sql: ${quoteString(key)}`, `  name_sql: ${quoteString(nameSql(t))}`, `  sync_policy: ${policy}`);
  for (const c of t.columns) {
    if (t.primaryKey.includes(c.name) || fkCols.has(c.name)) continue;
    const { kind, extra } = attributeKind(c);
    lines.push('', `  ${kind} ${printIdentifier(unique(attributeName(c.name), members))} {`, `    sql: ${quoteString(`\${${t.name}.${c.name}}`)}`);
    if (c.description) lines.push(`    description: ${quoteString(c.description)}`);
    for (const e of extra) lines.push('    ' + e);
    lines.push('  }');
  }
  for (const f of fks) {
    const relName = unique(f.columns.map((c) => c.replace(/_id$/, '')).join('_'), members);
    const cond = f.columns.map((c, i) => `\${${t.name}.${c}} = \${${f.references.table}.${f.references.columns[i]}}`).join(' AND ');
    lines.push('', `  relationship ${printIdentifier(relName)} {`, `    to: kb.${printIdentifier(classes.get(f.references.table) ?? className(f.references.table))}`, `    sql: ${quoteString(cond)}`, '    tag: many_to_one', '  }');
  }
  lines.push('}', '');
  return { path: `knowledge-base/classes/${pathSegment(cls)}/class.vkl`, text: lines.join('\n') };
}
