import { describe, it, expect } from 'vitest';
import { createIndex } from './definitionIndex.js';
import { updateFile } from './updateFile.js';
import { declKinds } from './ast.js';
import { conceptChildren, topConcepts } from './concepts.js';
import { allKinds, readCorpus } from './testSupport.js';

const messages = (index: ReturnType<typeof createIndex>) => index.warnings().map((w) => `${w.uri}:${w.line}:${w.column} ${w.message}`);

describe('definition index', () => {
  it('indexes a definition for every named declaration kind', () => {
    const index = createIndex([['all.vkl', allKinds]]);
    const types = new Set([...index.definitions()].map((d) => d.vklType));
    for (const k of declKinds) if (k !== 'evolution' && k !== 'synonyms') expect(types.has(k), k).toBe(true);
    const country = index.get('kb.Item.Color')[0];
    expect(country).toMatchObject({ vklIdentifier: 'Color', vklType: 'text', uri: 'kb.Item.Color', file: 'all.vkl', parent: 'kb.Item', syncPolicy: null });
    expect(country.offset).toBe(allKinds.indexOf('Color {'));
    expect(index.get('kb.Item')[0]).toMatchObject({ syncPolicy: 'merge', description: 'Things we sell.' });
    expect(index.get('db.shop.public.items.id')[0].vklType).toBe('column');
    expect(index.get('db.shop.public.mine')[0].vklType).toBe('virtual_table');
    expect(index.get('var.limit_rows')[0]).toMatchObject({ vklType: 'variable', hasValue: true });
    expect(index.get('disc.shopping.stock.how_many')[0].vklType).toBe('discovery_question');
    expect(index.get('board.overview.stock')[0].vklType).toBe('widget');
    expect(index.get('qb.helper')[0].vklType).toBe('agent');
    expect(index.get('wb.hours')[0].vklType).toBe('static_note');
    expect(index.get('gt.stock_total')[0].vklType).toBe('ground_truth');
    expect(index.get('onto.extra.Size.Centimetre')[0].vklType).toBe('unit');
  });

  it('treats a dotted declaration as nesting: kb.Order { … } adds to kb { Order { … } }', () => {
    const index = createIndex([
      ['a.vkl', 'kb {\n  class Order {\n    text Status\n  }\n}\n'],
      ['b.vkl', 'kb.Order {\n  measure Count {\n    sql: "count(*)"\n  }\n}\n'],
      ['c.vkl', 'database shop {\n  public {\n    items {\n      id {\n        primitive_type: "int"\n      }\n    }\n  }\n}\n'],
    ]);
    expect(index.get('kb.Order.Status')[0]).toMatchObject({ vklType: 'text', parent: 'kb.Order', file: 'a.vkl' });
    expect(index.get('kb.Order.Count')[0]).toMatchObject({ vklType: 'measure', parent: 'kb.Order', file: 'b.vkl' });
    expect(['db.shop.public', 'db.shop.public.items', 'db.shop.public.items.id'].map((q) => index.get(q)[0]?.vklType)).toEqual(['schema', 'table', 'column']);
    expect(index.warnings()).toEqual([]);
  });

  it('lists children of any qualified identifier, layers at the root', () => {
    const index = createIndex([['all.vkl', allKinds]]);
    expect(index.children('').sort()).toEqual(['board', 'db', 'disc', 'gt', 'kb', 'onto', 'qb', 'var', 'wb']);
    expect(index.children('kb.Item')).toContain('Old_Thing');
    expect(index.children('db.shop')).toEqual(['public']);
  });

  it('warns about duplicates naming both files', () => {
    const index = createIndex([['a.vkl', 'class A {}\n'], ['b.vkl', 'class A {}\n']]);
    expect(messages(index)).toEqual([
      'a.vkl:1:7 Duplicate definition of kb.A in a.vkl and b.vkl',
      'b.vkl:1:7 Duplicate definition of kb.A in b.vkl and a.vkl',
    ]);
  });

  it('warns about unresolved references in properties, reopenings and VQL, and about variables without values', () => {
    const index = createIndex([
      ['a.vkl', 'class A {\n  extends: kb.Nope\n  subclass S {\n    vql: "x.y = kb.Missing.Thing and kb.A.Color.Red = 1"\n  }\n  text Color\n}\nkb.Ghost {\n  entity E {}\n}\n'],
      ['v.vkl', 'variable empty {\n  type: integer\n}\nfunction f {\n  sql_select: "${var.empty} + ${var.unknown}"\n}\n'],
    ]);
    expect(messages(index)).toEqual([
      'a.vkl:2:12 Unresolved reference kb.Nope (extends)',
      'a.vkl:4:17 Unresolved reference kb.Missing.Thing (vql)',
      'a.vkl:8:1 Unresolved reference kb.Ghost (reopen)',
      'v.vkl:5:31 Variable unknown is not declared',
      'v.vkl:1:10 Variable empty has no value for this knowledge graph',
    ]);
  });

  it('reports validation findings: unknown property, misplaced kind, invalid value, kind not allowed in the file type', () => {
    const index = createIndex([
      ['knowledge-base/classes/A/class.vkl', 'class A {\n  colour: "red"\n  sync_policy: sometimes\n  widget W {}\n}\nboard B {}\n'],
    ]);
    expect(messages(index)).toEqual([
      "knowledge-base/classes/A/class.vkl:2:3 Unknown property 'colour' for 'class' (expected one of: name, synonym, description, from_table, sql, name_sql, extends, sync_policy, default_filter, for_user_role, not_for_user_role)",
      "knowledge-base/classes/A/class.vkl:3:16 Invalid value for 'sync_policy': expected one of ignore, replace, merge",
      "knowledge-base/classes/A/class.vkl:4:3 'widget' is not allowed inside 'class' (allowed: integer, long, decimal, money, text, boolean, date, location, relationship, measure, subclass, default_filter, entity)",
      "knowledge-base/classes/A/class.vkl:6:1 'board' is not allowed in this file type (allowed: class)",
    ]);
  });

  it('finds the references to a concept across files', () => {
    const index = createIndex(readCorpus());
    const refs = index.referencesTo('kb.Region').map((r) => `${r.uri} ${r.via}`);
    expect(refs).toEqual(['knowledge-base/classes/Region/entities.vkl reopen', 'knowledge-base/classes/Store/class.vkl to', 'knowledge-base/relations/customer_region.vkl to']);
    const vql = index.referencesTo('kb.Customer.Country');
    expect(vql.map((r) => r.via)).toContain('vql');
    expect(index.referencesTo('var.late_delivery_days')).toMatchObject([{ uri: 'knowledge-base/functions/days_between.vkl', via: 'sql_where' }]);
  });

  it('resolves ${TABLE.column} in SQL through the file\'s imports', () => {
    const index = createIndex([
      ['t.vkl', 'table db.x.s.orders {\n  column id\n}\n'],
      ['c.vkl', 'import: [db.x.s.orders]\n\nclass Order {\n  sql: "${orders.id} + ${orders.nope} + ${customers.id} + ${user.email} + ${tenant.id}"\n}\n'],
    ]);
    expect(messages(index)).toEqual([
      "c.vkl:4:41 Table customers is not imported: add it to this file's import list",
      'c.vkl:4:24 Unresolved reference db.x.s.orders.nope (sql)',
    ]);
    expect(index.referencesTo('db.x.s.orders.id')).toMatchObject([{ uri: 'c.vkl', via: 'sql' }]);
  });

  it('includes parse errors among the warnings', () => {
    const index = createIndex([['a.vkl', 'class A {\n']]);
    expect(messages(index)).toEqual(["a.vkl:2:1 Expected '}' to close 'class A' opened at line 1"]);
  });

  it('updates one file incrementally and keeps the last good definitions while a file does not parse', () => {
    const index = createIndex([['a.vkl', 'class A {\n  text X\n}\n'], ['b.vkl', 'class B {}\n']]);
    const before = index.files.get('b.vkl');
    updateFile(index, 'a.vkl', 'class A {\n  text Y\n}\n');
    expect(index.get('kb.A.X')).toEqual([]);
    expect(index.get('kb.A.Y')).toHaveLength(1);
    expect(index.files.get('b.vkl')).toBe(before);
    updateFile(index, 'a.vkl', 'class A {\n  text Z {\n');
    expect(index.get('kb.A.Y')).toHaveLength(1);
    expect(index.get('kb.A.Z')).toEqual([]);
    expect(index.files.get('a.vkl')?.diagnostics.length).toBeGreaterThan(0);
    updateFile(index, 'a.vkl', 'class A {\n  text Z\n}\n');
    expect(index.get('kb.A.Y')).toEqual([]);
    expect(index.get('kb.A.Z')).toHaveLength(1);
    index.removeFile('a.vkl');
    expect(index.get('kb.A')).toEqual([]);
    expect(index.children('kb')).toEqual(['B']);
  });

  it('keeps partial definitions of a file that never parsed cleanly', () => {
    const index = createIndex([['a.vkl', 'class A {\n  text X\n']]);
    expect(index.get('kb.A.X')).toHaveLength(1);
  });
});

describe('concept tree', () => {
  const index = createIndex(readCorpus());

  it('lists the top categories with counts', () => {
    const top = topConcepts(index);
    const order = top.find((c) => c.uri === 'kb.Order');
    expect(order).toMatchObject({ type: 'class', shortUri: 'Order', vklType: 'class', attributeCount: 4, childClassCount: 1, syncPolicy: 'ignore', isSynchronizable: false, file: { path: 'knowledge-base/classes/Order/class.vkl' }, entitiesFile: null });
    expect(top.find((c) => c.uri === 'kb.Store')).toMatchObject({ syncPolicy: 'replace', isSynchronizable: true, entitiesFile: { path: 'knowledge-base/classes/Store/entities.vkl' } });
    expect(top.find((c) => c.uri === 'disc.sales')).toMatchObject({ type: 'discovery-category', topicCount: 2, questionCount: 3 });
    expect(new Set(top.map((c) => c.type))).toEqual(new Set(['class', 'function', 'variable', 'discovery-category', 'ground-truth', 'board', 'agent']));
  });

  it('loads children on expand: attributes and subclasses, topics, questions', () => {
    expect(conceptChildren(index, 'kb.Customer').map((c) => `${c.type}:${c.vklIdentifier}`)).toEqual([
      'attribute:Country', 'attribute:Email', 'attribute:First_Name', 'attribute:Is_Member', 'attribute:Last_Name', 'subclass:Member', 'attribute:Signed_Up_At',
    ]);
    const topics = conceptChildren(index, 'disc.sales');
    expect(topics.map((t) => [t.type, t.uri, t.parentCategory, t.questionCount])).toEqual([
      ['discovery-topic', 'disc.sales.products', 'disc.sales', 1],
      ['discovery-topic', 'disc.sales.revenue', 'disc.sales', 2],
    ]);
    expect(conceptChildren(index, 'disc.sales.revenue').map((q) => [q.type, q.parentTopic, q.parentCategory])).toEqual([
      ['discovery-question', 'disc.sales.revenue', 'disc.sales'],
      ['discovery-question', 'disc.sales.revenue', 'disc.sales'],
    ]);
  });

  it('shows classes that extend another as its children', () => {
    const ix = createIndex([['a.vkl', 'class Party {}\nclass Person {\n  extends: kb.Party\n}\n']]);
    expect(topConcepts(ix).map((c) => c.uri)).toEqual(['kb.Party']);
    expect(conceptChildren(ix, 'kb.Party').map((c) => [c.type, c.uri, c.parentClass])).toEqual([['class', 'kb.Person', 'kb.Party']]);
    expect(topConcepts(ix)[0].childClassCount).toBe(1);
  });
});
