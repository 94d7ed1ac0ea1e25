import { describe, it, expect } from 'vitest';
import { complete } from './completion.js';
import { createIndex } from './definitionIndex.js';
import { readCorpus } from './testSupport.js';

const index = createIndex(readCorpus());
/** Completes at the `|` in `text`. */
const at = (text: string, uri?: string) => complete(index, { text: text.replace('|', ''), offset: text.indexOf('|'), uri });
const labels = (text: string, uri?: string) => at(text, uri).map((s) => s.label);

describe('completion after a dot', () => {
  it('lists the classes of a layer', () => {
    expect(labels('to: kb.|')).toEqual(expect.arrayContaining(['Customer', 'Order', 'OrderItem', 'Product', 'Store', 'days_between']));
  });

  it('lists attributes, relationships, measures and subclasses of a class with their documentation', () => {
    const s = at('vql: "x = kb.Order.|"');
    expect(s.map((x) => x.label)).toEqual(['Channel', 'customer', 'employee', 'Online_Order', 'Order_Count', 'Order_Date', 'payments', 'Revenue', 'Status', 'store', 'Total_Amount']);
    const revenue = s.find((x) => x.label === 'Revenue');
    expect(revenue).toMatchObject({ completion: 'Revenue', isSnippet: false, kind: 'definition', documentation: { url: '/docs/vkl#kind-measure' } });
    expect(revenue?.documentation.markdown).toContain('**kb.Order.Revenue** (measure)');
    expect(s.find((x) => x.label === 'customer')?.kind).toBe('relationship');
    expect(s.find((x) => x.label === 'Status')?.kind).toBe('attribute');
  });

  it('lists entities of a class and filters by the typed prefix', () => {
    expect(labels('kb.Store.|')).toEqual(expect.arrayContaining(['Downtown_Flagship', 'E_5', 'O_Hare_Airport_Kiosk']));
    expect(at('kb.Store.Dow|').map((s) => [s.label, s.kind])).toEqual([['Downtown_Flagship', 'entity']]);
  });

  it('walks the db layer and quotes names that need backticks', () => {
    expect(labels('db.|')).toEqual(['retail', 'uploads']);
    expect(labels('db.retail.public.|')).toEqual(expect.arrayContaining(['customers', 'my_orders', 'order_items']));
    const ix = createIndex([['a.vkl', 'class `2024 Sales` {\n  text `Net Value`\n}\n']]);
    expect(complete(ix, { text: 'kb.', offset: 3 }).map((s) => s.completion)).toEqual(['`2024 Sales`']);
    expect(complete(ix, { text: 'kb.`2024 Sales`.', offset: 16 }).map((s) => s.completion)).toEqual(['`Net Value`']);
  });

  it('resolves a VQL variable to its class', () => {
    expect(labels('vql: """var c: kb.Customer\nc.|')).toContain('Country');
  });

  it('returns nothing for an unknown qualifier', () => {
    expect(at('kb.Nothing.|')).toEqual([]);
    expect(at('x: `a(b[`.|')).toEqual([]);
    expect(at('x: `unclosed.|')).toEqual([]);
  });
});

describe('keyword and property completion', () => {
  it('suggests properties and child kinds inside a class', () => {
    const s = at('class A {\n  |\n}\n');
    expect(s.filter((x) => x.kind === 'property').map((x) => x.label)).toEqual(['name', 'synonym', 'description', 'from_table', 'sql', 'name_sql', 'extends', 'sync_policy', 'default_filter', 'for_user_role', 'not_for_user_role']);
    const money = s.find((x) => x.label === 'money');
    expect(money).toMatchObject({ kind: 'keyword', isSnippet: true, completion: 'money ${1:Name} {\n\t$0\n}', documentation: { url: '/docs/vkl#kind-money' } });
    expect(s.find((x) => x.label === 'sql')).toMatchObject({ completion: 'sql: ', isSnippet: false });
  });

  it('filters by the word being typed and uses implied kinds', () => {
    expect(labels('class A {\n  text B {\n    gr|\n  }\n}\n')).toEqual([]);
    expect(labels('class A {\n  date B {\n    gr|\n  }\n}\n')).toEqual(['granularity']);
    expect(labels('board B {\n  W {\n    ch|\n  }\n}\n')).toEqual(['chart']);
  });

  it('suggests the kinds of the file type at the top of a file, plus import and layers', () => {
    expect(labels('|', 'boards/x.vkl')).toEqual(['import', 'board', 'db', 'kb', 'onto', 'var', 'wb', 'qb', 'disc', 'gt', 'board']);
    expect(labels('cl|')).toEqual(['class']);
  });

  it('suggests the allowed values of enumerated properties, and layers for references', () => {
    expect(labels('class A {\n  sync_policy: |\n}')).toEqual(['ignore', 'replace', 'merge']);
    expect(labels('class A {\n  sync_policy: m|\n}')).toEqual(['merge']);
    expect(labels('relationship r {\n  tag: |')).toEqual(['many_to_one', 'one_to_one', 'one_to_many', 'many_to_many']);
    expect(labels('class A {\n  extends: k|')).toEqual(['kb']);
  });

  it('reads the open blocks from the text before the cursor, saved or not', () => {
    const big = 'kb.Store {\n' + '  entity X {\n    sql: "1"\n  }\n'.repeat(3000) + '  \n}\n';
    const offset = big.length - 3;
    expect(complete(index, { text: big, offset }).map((x) => x.label)).toContain('money');
    expect(complete(index, { text: big.slice(0, 30) + '  entity Y {\n    \n  }\n' + big.slice(30), offset: 30 + 18 }).map((x) => x.label)).toEqual(['name', 'synonym', 'description', 'sql', 'for_user_role', 'not_for_user_role']);
    expect(labels('class A {\n  text B {}\n}\n|')).toContain('class');
    expect(labels('class A {\n  text B {}\n  |')).toContain('money');
  });

  it('offers nothing in the middle of a value', () => {
    expect(at('class A {\n  name: "abc |"\n}')).toEqual([]);
  });
});
