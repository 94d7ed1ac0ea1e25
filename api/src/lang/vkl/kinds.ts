import type { DeclKind, Layer } from './ast.js';

// One table drives parsing hints, validation, completion and documentation, so they cannot drift apart.

export type KindInfo = {
  layer: Layer;
  doc: string;
  /** Property names this kind accepts. */
  props: readonly string[];
  /** Kinds allowed directly inside. */
  children: readonly DeclKind[];
  /** Kind assumed for a child written without a kind keyword. */
  implied?: DeclKind;
  /** The name refers to an existing concept instead of defining one (`synonyms kb.Customer`). */
  nameIsReference?: boolean;
};

const common = ['for_user_role', 'not_for_user_role'] as const;
const labels = ['name', 'synonym', 'description'] as const;
const attributeProps = ['sql', ...labels, ...common];
const attributeKinds = ['integer', 'long', 'decimal', 'money', 'text', 'boolean', 'date', 'location'] as const;

export const attributeKindList: readonly DeclKind[] = attributeKinds;

const attr = (doc: string, extra: string[] = []): KindInfo => ({ layer: 'kb', doc, props: [...attributeProps, ...extra], children: [] });

export const kindInfo: Record<DeclKind, KindInfo> = {
  database: { layer: 'db', doc: 'A database connection: its `connection` name and SQL `dialect`.', props: ['connection', 'dialect', 'description', ...common], children: ['schema'], implied: 'schema' },
  schema: { layer: 'db', doc: 'A schema inside a database.', props: ['identifier', 'description', ...common], children: ['table', 'virtual_table'], implied: 'table' },
  table: { layer: 'db', doc: 'A table of a schema; `identifier` is its name in the database.', props: ['identifier', 'description', ...common], children: ['column'], implied: 'column' },
  column: { layer: 'db', doc: 'A column of a table with its `primitive_type` and whether it `is_primary_key`.', props: ['identifier', 'primitive_type', 'is_primary_key', 'references', 'description', ...common], children: [] },
  virtual_table: { layer: 'db', doc: 'A table defined by a SQL query (`virtual_table_sql`); may use `${user.email}` and `${tenant.id}` for row-level security.', props: ['virtual_table_sql', 'description', ...common], children: ['column'], implied: 'column' },
  storage: { layer: 'db', doc: 'Where product-managed uploads live.', props: ['location', 'description'], children: [] },
  class: { layer: 'kb', doc: 'A class of things the KG knows about, backed by a table (`from_table`) with a key (`sql`) and a name (`name_sql`).', props: [...labels, 'from_table', 'sql', 'name_sql', 'extends', 'sync_policy', 'default_filter', ...common], children: [...attributeKinds, 'relationship', 'measure', 'subclass', 'default_filter', 'entity'] },
  integer: attr('A whole-number attribute.'),
  long: attr('A 64-bit whole-number attribute.'),
  decimal: attr('A decimal-number attribute.'),
  money: attr('An amount of money; `unit` names its currency (`onto.Currency.USD`).', ['unit']),
  text: attr('A text attribute; its values can be referred to as entities of the attribute.'),
  boolean: attr('A yes/no attribute; `negated` is the wording of its negation.', ['negated']),
  date: attr('A date or timestamp attribute; `granularity` is its finest time unit.', ['granularity']),
  location: attr('A geographic attribute.'),
  relationship: { layer: 'kb', doc: 'A link to another class (`to`) through a SQL condition (`sql`), with an optional `join` and a cardinality `tag`.', props: [...labels, 'to', 'sql', 'join', 'tag', ...common], children: [] },
  measure: { layer: 'kb', doc: 'An aggregated figure of a class (`sql` with an aggregate), optionally with a `unit`.', props: [...labels, 'sql', 'unit', 'format', ...common], children: [] },
  subclass: { layer: 'kb', doc: 'A named subset of a class defined by a VQL filter (`vql`).', props: [...labels, 'vql', ...common], children: [] },
  default_filter: { layer: 'kb', doc: 'A VQL filter applied to every query over the class unless the query constrains the same attribute.', props: ['vql', 'description', ...common], children: [] },
  entity: { layer: 'kb', doc: 'One known instance of a class: its `name`, `synonym`s and key value (`sql`).', props: [...labels, 'sql', ...common], children: [] },
  function: { layer: 'kb', doc: 'A computation with `arguments` and a `return` type, compiled from `sql_select` / `sql_where` (`$1`, `$2` are the arguments).', props: [...labels, 'arguments', 'return', 'sql_select', 'sql_where', ...common], children: [] },
  rule: { layer: 'kb', doc: 'A rewriting rule: its `kind` (default_filter, definition, rewriting) and `rule_pattern` (VQL with annotations).', props: ['kind', 'rule_pattern', 'comment', 'description', ...common], children: [] },
  macro: { layer: 'kb', doc: 'A macro of the question grammar: a `pattern` and the VQL it expands to.', props: ['pattern', 'vql', 'description'], children: [] },
  question_template: { layer: 'kb', doc: 'A template of questions (`text` per language) and its VQL.', props: ['text', 'vql', 'description'], children: [] },
  vocabulary: { layer: 'kb', doc: 'Extra words for concepts, as `synonyms` blocks.', props: ['description'], children: ['synonyms'], implied: 'synonyms' },
  synonyms: { layer: 'kb', doc: 'The `synonym` list of one existing concept (the name).', props: ['synonym'], children: [], nameIsReference: true },
  ontology: { layer: 'onto', doc: 'Extra ontology concepts and units.', props: ['description'], children: ['concept', 'unit'] },
  concept: { layer: 'onto', doc: 'An ontology concept.', props: [...labels], children: ['concept', 'unit'] },
  unit: { layer: 'onto', doc: 'A unit of measure with its `symbol`.', props: [...labels, 'symbol'], children: [] },
  definition: { layer: 'kb', doc: 'A named VQL expression (`vql`) reusable in other VQL.', props: [...labels, 'vql', ...common], children: [] },
  cooccurrence: { layer: 'kb', doc: 'Classes (or entities) that occur together: `classes` or `entities`.', props: ['classes', 'entities', 'description'], children: [] },
  variable: { layer: 'var', doc: 'A KG variable with a `type`, `description` and `default`; tenant copies assign values.', props: ['type', 'description', 'default'], children: [] },
  evolution: { layer: 'kb', doc: 'A rename (`from` → `to`) so saved answers survive it.', props: ['from', 'to', 'description'], children: [] },
  discovery_category: { layer: 'disc', doc: 'A category of discovery questions.', props: ['name', 'description'], children: ['discovery_topic'], implied: 'discovery_topic' },
  discovery_topic: { layer: 'disc', doc: 'A topic inside a discovery category.', props: ['name', 'description'], children: ['discovery_question'], implied: 'discovery_question' },
  discovery_question: { layer: 'disc', doc: 'A suggested question (`text` per language) with an optional `vql`.', props: ['text', 'vql'], children: [] },
  ground_truth: { layer: 'gt', doc: 'A question (`question` per language) and its expected interpretation (`vql`).', props: ['question', 'vql', 'description'], children: [] },
  board: { layer: 'board', doc: 'A board of `widget`s.', props: ['name', 'description', ...common], children: ['widget'], implied: 'widget' },
  widget: { layer: 'board', doc: 'A chart on a board: `title`, `chart` type and `vql`.', props: ['title', 'chart', 'vql', 'description'], children: [] },
  agent: { layer: 'qb', doc: 'An agent: `name`, `instructions` (markdown) and `kg_scope`.', props: ['name', 'instructions', 'kg_scope', 'description', ...common], children: [] },
  static_note: { layer: 'wb', doc: 'A note that gives answers context (`note_content`).', props: ['name', 'note_content', ...common], children: [] },
};

export type PropertyInfo = { doc: string; values?: readonly string[] };

export const propertyInfo: Record<string, PropertyInfo> = {
  import: { doc: 'Qualified identifiers of tables or concepts this file uses.' },
  name: { doc: 'Display name; localise with a language suffix (`name.de`).' },
  synonym: { doc: 'Other words for the concept; a string or a list, localisable (`synonym.fr`).' },
  description: { doc: 'A description shown in search and documentation.' },
  for_user_role: { doc: 'Only users with this role (or one of these roles) can see or query the concept.' },
  not_for_user_role: { doc: 'Users with this role (or one of these roles) cannot see or query the concept.' },
  connection: { doc: 'The connection name of the database.' },
  dialect: { doc: 'The SQL dialect of the database.', values: ['postgres', 'duckdb', 'sqlite'] },
  identifier: { doc: 'The name of the schema, table or column in the database.' },
  primitive_type: { doc: 'The SQL type of a column.' },
  is_primary_key: { doc: 'Whether the column is (part of) the primary key.', values: ['true', 'false'] },
  references: { doc: 'The column a foreign key points to.' },
  virtual_table_sql: { doc: 'The SQL query that defines a virtual table.' },
  location: { doc: 'Where uploads are stored.' },
  from_table: { doc: 'The table a class reads its rows from.' },
  sql: { doc: 'A SQL expression: the key of a class or entity, the column of an attribute, the condition of a relationship, the aggregate of a measure.' },
  name_sql: { doc: 'The SQL expression giving an entity\'s name.' },
  extends: { doc: 'The parent class.' },
  sync_policy: { doc: 'How entities are synchronized from the database.', values: ['ignore', 'replace', 'merge'] },
  default_filter: { doc: 'One VQL filter or a list applied to every query over the class.' },
  unit: { doc: 'The unit or currency of a value (`onto.Currency.USD`).' },
  negated: { doc: 'The wording of a boolean attribute\'s negation.' },
  granularity: { doc: 'The finest time unit of a date.', values: ['minute', 'hour', 'day', 'week', 'month', 'quarter', 'year'] },
  to: { doc: 'The target class of a relationship, or the new name in an evolution.' },
  join: { doc: 'An extra table joined to reach the target of a relationship.' },
  tag: { doc: 'The cardinality of a relationship.', values: ['many_to_one', 'one_to_one', 'one_to_many', 'many_to_many'] },
  format: { doc: 'How a measure is displayed.' },
  vql: { doc: 'A VQL query or expression.' },
  arguments: { doc: 'The argument types of a function.' },
  return: { doc: 'The return type of a function.' },
  sql_select: { doc: 'The SQL of a function in a select list; `$1`, `$2` are the arguments.' },
  sql_where: { doc: 'The SQL of a function in a condition; `$1`, `$2` are the arguments.' },
  kind: { doc: 'The kind of a rule.', values: ['default_filter', 'definition', 'rewriting'] },
  rule_pattern: { doc: 'The VQL pattern of a rule, with annotations such as `@add_if_not_exists`, `@remove`, `@replace`/`@with`, `@missing`, `@or`.' },
  comment: { doc: 'A note about a rule for its authors.' },
  pattern: { doc: 'The words a macro matches.' },
  text: { doc: 'The text of a question, per language.' },
  symbol: { doc: 'The symbol of a unit.' },
  classes: { doc: 'Classes that occur together.' },
  entities: { doc: 'Entities that occur together.' },
  type: { doc: 'The data type of a variable.', values: ['integer', 'long', 'decimal', 'money', 'text', 'boolean', 'date'] },
  default: { doc: 'The value of a variable when a tenant copy does not assign one.' },
  from: { doc: 'The old qualified identifier in an evolution.' },
  question: { doc: 'The question of a ground-truth entry, per language.' },
  title: { doc: 'The title of a widget.' },
  chart: { doc: 'The chart type of a widget.', values: ['table', 'bar', 'line', 'pie', 'kpi', 'area', 'scatter', 'map'] },
  instructions: { doc: 'Markdown instructions for an agent.' },
  kg_scope: { doc: 'The concepts an agent may use.' },
  note_content: { doc: 'The text of a note.' },
};

/** Properties whose string value is VQL (scanned for references). */
export const vqlProperties: ReadonlySet<string> = new Set(['vql', 'rule_pattern', 'default_filter']);
/** Properties whose value is a reference to a concept. */
export const refProperties: ReadonlySet<string> = new Set(['extends', 'to', 'from_table', 'unit', 'join', 'references', 'kg_scope', 'classes', 'entities']);
