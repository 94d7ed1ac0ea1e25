import type { DeclKind } from './ast.js';

export type FileTypeId =
  | 'class' | 'relation' | 'rule' | 'macro_grammar' | 'entities' | 'computation' | 'vocabulary'
  | 'question_template' | 'discovery' | 'cooccurrence_declaration' | 'cooccurrence_facts' | 'board'
  | 'agent' | 'evolutions' | 'variables' | 'ground_truth' | 'table' | 'schema' | 'database' | 'storage'
  | 'definition' | 'ontology' | 'synced_entities' | 'notes';

export type FileType = {
  id: FileTypeId;
  label: string;
  folder: string;
  /** Path of a file of this type; `{id}` is the identifier, dots in it become folders for db files. */
  path: string;
  /** Kinds allowed at the top of the file. */
  kinds: readonly DeclKind[];
  /** The identifier of types with one file per KG (or per connection), else null. */
  fixedIdentifier: string | null;
  /** The text a new file starts with. */
  template: (identifier: string) => string;
};

/** First line of entities files written by synchronization. */
export const SYNCED_HEADER = '// Synchronized entities: this file is rewritten by Meridian synchronization.';

const named = (kind: string, extra = '') => (id: string) => `${kind} ${id} {${extra ? '\n' + extra + '\n' : ''}}\n`;
const segments = (id: string) => id.split('.');

/** The 23 file types of spec 03 §3, plus notes (spec 04 §3). */
export const fileTypes: readonly FileType[] = [
  { id: 'database', label: 'Database', folder: 'database', path: 'database/{id}/database.vkl', kinds: ['database'], fixedIdentifier: null, template: (id) => `database ${id} {\n  connection: "${id}"\n  dialect: postgres\n}\n` },
  { id: 'schema', label: 'Schema', folder: 'database', path: 'database/{id}/schema.vkl', kinds: ['schema'], fixedIdentifier: null, template: (id) => `schema db.${id} {\n  identifier: "${segments(id).pop()}"\n}\n` },
  { id: 'table', label: 'Table', folder: 'database', path: 'database/{id}.vkl', kinds: ['table', 'virtual_table'], fixedIdentifier: null, template: (id) => `table db.${id} {\n  identifier: "${segments(id).pop()}"\n}\n` },
  { id: 'storage', label: 'Storage', folder: 'database', path: 'database/storage.vkl', kinds: ['storage'], fixedIdentifier: 'storage', template: () => 'storage uploads {\n  location: "uploads"\n}\n' },
  { id: 'class', label: 'Class', folder: 'knowledge-base/classes', path: 'knowledge-base/classes/{id}/class.vkl', kinds: ['class'], fixedIdentifier: null, template: (id) => `class ${id} {\n  name: "${id}"\n  sync_policy: ignore\n}\n` },
  { id: 'entities', label: 'Entities', folder: 'knowledge-base/classes', path: 'knowledge-base/classes/{id}/entities.vkl', kinds: ['entity'], fixedIdentifier: null, template: (id) => `kb.${id} {}\n` },
  { id: 'synced_entities', label: 'Synced entities', folder: 'knowledge-base/classes', path: 'knowledge-base/classes/{id}/entities.vkl', kinds: ['entity'], fixedIdentifier: null, template: (id) => `${SYNCED_HEADER}\nkb.${id} {}\n` },
  { id: 'relation', label: 'Relation', folder: 'knowledge-base/relations', path: 'knowledge-base/relations/{id}.vkl', kinds: ['relationship'], fixedIdentifier: null, template: (id) => `import: [db.connection.schema.a, db.connection.schema.b]\n\nkb.Class {\n  relationship ${id} {\n    to: kb.Other\n    sql: "\${a.id} = \${b.a_id}"\n    tag: many_to_one\n  }\n}\n` },
  { id: 'computation', label: 'Computation (function)', folder: 'knowledge-base/functions', path: 'knowledge-base/functions/{id}.vkl', kinds: ['function'], fixedIdentifier: null, template: named('function', '  arguments: [decimal]\n  return: decimal\n  sql_select: "$1"') },
  { id: 'rule', label: 'Rule', folder: 'knowledge-base/rules', path: 'knowledge-base/rules/{id}.vkl', kinds: ['rule'], fixedIdentifier: null, template: named('rule', '  kind: rewriting\n  rule_pattern: """\n"""') },
  { id: 'definition', label: 'Definition', folder: 'knowledge-base/definitions', path: 'knowledge-base/definitions/{id}.vkl', kinds: ['definition'], fixedIdentifier: null, template: named('definition', '  vql: ""') },
  { id: 'ontology', label: 'Ontology', folder: 'knowledge-base', path: 'knowledge-base/ontology.vkl', kinds: ['ontology'], fixedIdentifier: 'ontology', template: () => 'ontology {}\n' },
  { id: 'cooccurrence_declaration', label: 'Co-occurrence declaration', folder: 'knowledge-base/cooccurrence', path: 'knowledge-base/cooccurrence/cooccurrence.vkl', kinds: ['cooccurrence'], fixedIdentifier: 'cooccurrence', template: () => 'cooccurrence pairs {\n  classes: []\n}\n' },
  { id: 'cooccurrence_facts', label: 'Co-occurrence facts', folder: 'knowledge-base/cooccurrence', path: 'knowledge-base/cooccurrence/facts/{id}.vkl', kinds: ['cooccurrence'], fixedIdentifier: null, template: named('cooccurrence', '  entities: []') },
  { id: 'variables', label: 'Variables', folder: 'knowledge-base', path: 'knowledge-base/variables.vkl', kinds: ['variable'], fixedIdentifier: 'variables', template: () => 'variable example {\n  type: text\n  description: ""\n  default: ""\n}\n' },
  { id: 'evolutions', label: 'Evolutions', folder: 'knowledge-base', path: 'knowledge-base/evolutions.vkl', kinds: ['evolution'], fixedIdentifier: 'evolutions', template: () => '// evolution {\n//   from: kb.Old_Name\n//   to: kb.New_Name\n// }\n' },
  { id: 'macro_grammar', label: 'Macro grammar', folder: 'language', path: 'language/macros.vkl', kinds: ['macro'], fixedIdentifier: 'macros', template: () => 'macro example {\n  pattern: ""\n  vql: ""\n}\n' },
  { id: 'question_template', label: 'Question template', folder: 'language', path: 'language/question_templates.vkl', kinds: ['question_template'], fixedIdentifier: 'question_templates', template: () => 'question_template example {\n  text.en: ""\n  vql: ""\n}\n' },
  { id: 'vocabulary', label: 'Vocabulary', folder: 'language', path: 'language/vocabulary.vkl', kinds: ['vocabulary'], fixedIdentifier: 'vocabulary', template: () => 'vocabulary {}\n' },
  { id: 'discovery', label: 'Discovery', folder: 'discovery', path: 'discovery/{id}.vkl', kinds: ['discovery_category'], fixedIdentifier: null, template: named('discovery_category', '  name: ""') },
  { id: 'ground_truth', label: 'Ground truth', folder: 'ground-truth', path: 'ground-truth/{id}.vkl', kinds: ['ground_truth'], fixedIdentifier: null, template: named('ground_truth', '  question.en: ""\n  vql: ""') },
  { id: 'board', label: 'Board', folder: 'boards', path: 'boards/{id}.vkl', kinds: ['board'], fixedIdentifier: null, template: named('board', '  name: ""') },
  { id: 'agent', label: 'Agent', folder: 'agents', path: 'agents/{id}.vkl', kinds: ['agent'], fixedIdentifier: null, template: named('agent', '  name: ""\n  instructions: """\n"""') },
  { id: 'notes', label: 'Notes', folder: 'notes', path: 'notes/{id}.vkl', kinds: ['static_note'], fixedIdentifier: null, template: named('static_note', '  note_content: ""') },
];

const byId = new Map(fileTypes.map((t) => [t.id, t]));

/** The file type with this id; throws on an unknown id (a programming error). */
export function fileType(id: FileTypeId): FileType {
  const t = byId.get(id);
  if (!t) throw new Error(`Unknown file type ${id}`);
  return t;
}

/** The path of a new file of this type; fixed types ignore `identifier`. */
export function filePath(id: FileTypeId, identifier: string): string {
  const t = fileType(id);
  const ident = t.id === 'schema' || t.id === 'table' ? identifier.split('.').join('/') : identifier;
  return t.path.replace('{id}', ident);
}

// Compiled once: the index asks for every file it parses.
const pathPatterns: ReadonlyArray<[FileType, RegExp]> = fileTypes
  .filter((t) => t.id !== 'synced_entities')
  .map((t) => [t, new RegExp('^' + t.path.replace(/[.]/g, '\\.').replace('{id}', t.id === 'table' || t.id === 'schema' ? '.+' : '[^/]+') + '$')]);

/** Guesses a file's type from its path (and, for entities, its first line). */
export function fileTypeOfPath(path: string, text?: string): FileType | null {
  const p = path.replace(/^\/+/, '');
  for (const [t, re] of pathPatterns) {
    if (!re.test(p)) continue;
    if (t.id === 'table' && (/\/(database|schema)\.vkl$/.test(p) || p === 'database/storage.vkl')) continue;
    if (t.id === 'entities' && text !== undefined && text.startsWith(SYNCED_HEADER)) return fileType('synced_entities');
    return t;
  }
  return null;
}
