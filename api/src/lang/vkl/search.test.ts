import { describe, it, expect } from 'vitest';
import { createSearchTable, search } from './search.js';
import { createIndex } from './definitionIndex.js';
import { readCorpus } from './testSupport.js';

const corpus = readCorpus();
const index = createIndex(corpus);
const table = createSearchTable(index.definitions(), corpus.map(([p]) => p));

describe('search', () => {
  it('ranks exact, then prefix, then substring, then fuzzy matches', () => {
    const r = search(table, 'order');
    expect(r[0]).toMatchObject({ name: 'Order', type: 'class', vklId: 'kb.Order' });
    expect(r.slice(0, 3).every((x) => x.score === 1000)).toBe(true);
    const names = r.map((x) => x.name);
    expect(names.indexOf('Order')).toBeLessThan(names.indexOf('Order_Count'));
    expect(names.indexOf('Order_Count')).toBeLessThan(names.indexOf('Online_Order'));
    expect(search(table, 'rvnue').map((x) => x.name)).toContain('Revenue');
  });

  it('matches qualified ids, file paths and descriptions', () => {
    expect(search(table, 'kb.Customer.Country')[0]).toMatchObject({ vklId: 'kb.Customer.Country', filePath: 'knowledge-base/classes/Customer/class.vkl' });
    expect(search(table, 'sales_overview.vkl').map((x) => x.filePath)).toContain('boards/sales_overview.vkl');
    expect(search(table, 'share of the price')[0]).toMatchObject({ name: 'margin_rate', description: 'Margin as a share of the price.' });
  });

  it('gives nothing for blank queries and honours the limit', () => {
    expect(search(table, '   ')).toEqual([]);
    expect(search(table, 'e', 5)).toHaveLength(5);
  });

  // Its latency is printed by bench/vkl (p95 over 200,000 definitions); here only the ranking at that size.
  it('finds the exact name first among 200,000 definitions', () => {
    const defs = Array.from({ length: 200_000 }, (_, i) => ({
      vklQualifiedIdentifier: `kb.Class${i % 500}.Attr${i}`, vklIdentifier: `Attr${i}`, vklType: 'text' as const, offset: 0, uri: '', syncPolicy: null,
      file: `knowledge-base/classes/Class${i % 500}/class.vkl`, parent: null, description: i % 7 === 0 ? 'a described attribute' : null, extends: null, hasValue: false, fromTable: null,
    }));
    const big = createSearchTable(defs);
    const r = search(big, 'attr1999');
    expect(r[0].name).toBe('Attr1999');
  });
});
