// The VKL syntax tree. Every node carries `offset` (first character) and `end` (one past the last).

export type Diagnostic = {
  severity: 'error' | 'warning';
  message: string;
  offset: number;
  length: number;
  line: number; // 1-based
  column: number; // 1-based
};

export type StringValue = { type: 'string'; value: string; triple: boolean; offset: number; end: number };
export type NumberValue = { type: 'number'; raw: string; offset: number; end: number };
export type BooleanValue = { type: 'boolean'; value: boolean; offset: number; end: number };
/** A (possibly dotted) identifier such as `kb.Order.Amount`; parts are unquoted. */
export type RefValue = { type: 'ref'; path: string[]; offset: number; end: number };
/** `comments[i]` are the comments before item i, `comments[items.length]` those before `]`; absent when there are none. */
export type ListValue = { type: 'list'; items: Value[]; comments?: string[][]; offset: number; end: number };
export type Value = StringValue | NumberValue | BooleanValue | RefValue | ListValue;

export type Annotation = { name: string; args: Value[] | null; offset: number; end: number };

/**
 * Trivia before a statement: comment texts exactly as written, and '' for a blank line
 * (runs of blank lines collapse into one).
 */
export type Leading = string[];

type StatementBase = {
  leading: Leading;
  /** A comment on the same line, after the statement. */
  trailing: string | null;
  offset: number;
  end: number;
};

export type Import = StatementBase & { type: 'import'; value: Value };

export type Property = StatementBase & {
  type: 'property';
  key: string;
  /** Language suffix of a localised property (`name.en`), or null. */
  lang: string | null;
  value: Value;
};

export type Declaration = StatementBase & {
  type: 'declaration';
  /** The kind keyword, or null when implied by the parent (or a reopening such as `kb.Order { … }`). */
  kind: DeclKind | null;
  /** Dotted name; null for anonymous declarations (`evolution { … }`). */
  name: string[] | null;
  nameOffset: number;
  annotations: Annotation[];
  /** The text of a `/** … *\/` block directly before the declaration, as written. */
  description: string | null;
  /** null when written without braces (`text Country`). */
  body: Statement[] | null;
  /** Comments after the last statement of the body. */
  closing: Leading;
};

export type Statement = Import | Property | Declaration;

export type VklFile = { type: 'file'; statements: Statement[]; closing: Leading; end: number };

export const declKinds = [
  'database', 'schema', 'table', 'column', 'virtual_table', 'storage',
  'class', 'integer', 'long', 'decimal', 'money', 'text', 'boolean', 'date', 'location',
  'relationship', 'measure', 'subclass', 'default_filter', 'entity',
  'function', 'rule', 'macro', 'question_template', 'vocabulary', 'synonyms',
  'ontology', 'concept', 'unit', 'definition', 'cooccurrence', 'variable', 'evolution',
  'discovery_category', 'discovery_topic', 'discovery_question', 'ground_truth',
  'board', 'widget', 'agent', 'static_note',
] as const;

/** Every declaration kind keyword of spec 04 §3. */
export type DeclKind = (typeof declKinds)[number];

const kindSet: ReadonlySet<string> = new Set(declKinds);
export function isDeclKind(word: string): word is DeclKind {
  return kindSet.has(word);
}

export const languages = ['de', 'en', 'fr', 'it', 'pt'] as const;
export type Language = (typeof languages)[number];

export const layers = ['db', 'kb', 'onto', 'var', 'wb', 'qb', 'disc', 'gt', 'board'] as const;
export type Layer = (typeof layers)[number];
const layerSet: ReadonlySet<string> = new Set(layers);
export function isLayer(word: string): word is Layer {
  return layerSet.has(word);
}
