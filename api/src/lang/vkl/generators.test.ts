import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { generateFromSchema, attributeKind, type SchemaDescription } from './schemaGenerator.js';
import { generateEntities } from './entitiesGenerator.js';
import { parse } from './parser.js';
import { print } from './printer.js';
import { createIndex } from './definitionIndex.js';
import { fileTypeOfPath } from './fileTypes.js';
import { readCorpus, schemaPath } from './testSupport.js';

const schema = JSON.parse(readFileSync(schemaPath, 'utf8')) as SchemaDescription;
const files = generateFromSchema(schema);
const byPath = new Map(files.map((f) => [f.path, f.text]));

describe('generateFromSchema', () => {
  it('writes database, schema, one file per table and one class per table', () => {
    expect(files).toHaveLength(2 + 2 * schema.tables.length);
    expect(schema.tables.length).toBeGreaterThanOrEqual(10);
    expect(files.map((f) => fileTypeOfPath(f.path)?.id).filter((t, i, a) => a.indexOf(t) === i)).toEqual(['database', 'schema', 'table', 'class']);
    expect(byPath.get('database/retail/database.vkl')).toBe('database retail {\n  connection: "retail"\n  dialect: postgres\n}\n');
  });

  it('produces canonical files that parse and index without warnings', () => {
    for (const f of files) {
      const r = parse(f.text);
      expect(r.diagnostics, f.path).toEqual([]);
      expect(print(r.file), f.path).toBe(f.text);
    }
    expect(createIndex(files.map((f) => [f.path, f.text])).warnings()).toEqual([]);
  });

  it('describes columns, primary and foreign keys in table files', () => {
    const orders = byPath.get('database/retail/public/order_items.vkl') ?? '';
    expect(orders).toContain('  column order_item_id {\n    identifier: "order_item_id"\n    primitive_type: "bigint"\n    is_primary_key: true\n  }');
    expect(orders).toContain('    references: db.retail.public.orders.order_id');
  });

  it('gives attributes the right kinds and turns foreign keys into relationships', () => {
    const index = createIndex(files.map((f) => [f.path, f.text]));
    const kinds = (cls: string) => Object.fromEntries(index.childDefinitions(cls).map((d) => [d.vklIdentifier, d.vklType]));
    expect(kinds('kb.Order')).toEqual({ Order_Date: 'date', Status: 'text', Channel: 'text', Total_Amount: 'money', customer: 'relationship', store: 'relationship', employee: 'relationship' });
    expect(kinds('kb.Store')).toMatchObject({ Is_Online: 'boolean', Opened_On: 'date', Geo_Point: 'location', Floor_Area: 'decimal', region: 'relationship' });
    expect(kinds('kb.Product')).toMatchObject({ Stock_Units: 'long', List_Price: 'money', Weight_Kg: 'decimal', category: 'relationship', supplier: 'relationship' });
    expect(kinds('kb.OrderItem')).toMatchObject({ Quantity: 'integer' });
    expect(kinds('kb.Employee')).toMatchObject({ manager: 'relationship' });
    const cls = byPath.get('knowledge-base/classes/Customer/class.vkl') ?? '';
    expect(cls).toContain('  name_sql: "${customers.first_name} || \' \' || ${customers.last_name}"');
    expect(cls).toContain('  relationship home_store {\n    to: kb.Store\n    sql: "${customers.home_store_id} = ${stores.store_id}"\n    tag: many_to_one\n  }');
    expect(byPath.get('knowledge-base/classes/Region/class.vkl')).toContain('  sync_policy: replace\n');
  });

  it('copes with awkward names: quotes identifiers, keeps paths inside their folder, makes names unique', () => {
    const odd: SchemaDescription = {
      connection: 'my-db', dialect: 'sqlite', schema: 'main',
      tables: [
        { name: 'order-lines', columns: [{ name: 'id', type: 'int' }, { name: 'Name', type: 'text' }, { name: 'name', type: 'text' }, { name: 'order', type: 'int' }], primaryKey: ['id'], foreignKeys: [{ columns: ['order'], references: { table: 'orders', columns: ['id'] } }] },
        { name: 'orders', columns: [{ name: 'id', type: 'int' }], primaryKey: ['id'] },
        { name: 'order', columns: [{ name: 'id', type: 'int' }], primaryKey: ['id'] },
        { name: '../escape', columns: [], primaryKey: [] },
      ],
    };
    const out = generateFromSchema(odd);
    expect(out.map((f) => f.path)).toEqual([
      'database/my-db/database.vkl', 'database/my-db/main/schema.vkl', 'database/my-db/main/order-lines.vkl', 'database/my-db/main/orders.vkl',
      'database/my-db/main/order.vkl', 'database/my-db/main/__escape.vkl', 'knowledge-base/classes/OrderLine/class.vkl',
      'knowledge-base/classes/Order/class.vkl', 'knowledge-base/classes/Order_2/class.vkl', 'knowledge-base/classes/Escape/class.vkl',
    ]);
    for (const f of out) expect(parse(f.text).diagnostics, f.path).toEqual([]);
    const index = createIndex(out.map((f) => [f.path, f.text]));
    expect(index.warnings()).toEqual([]);
    expect(index.children('kb.OrderLine').sort()).toEqual(['Name', 'Name_2', 'order']);
    expect(index.get('db.my-db.main.order-lines.id')).toHaveLength(1);
  });

  it('maps SQL types to attribute kinds', () => {
    const k = (type: string, name = 'x') => attributeKind({ name, type }).kind;
    expect([k('boolean'), k('bigint'), k('smallint'), k('numeric(5,2)'), k('numeric(5,2)', 'unit_price'), k('date'), k('timestamptz'), k('geography'), k('uuid')])
      .toEqual(['boolean', 'long', 'integer', 'decimal', 'money', 'date', 'date', 'location', 'text']);
  });

  it('matches the db layer of the demo KG exactly', () => {
    const corpus = new Map(readCorpus());
    for (const f of files) if (f.path.startsWith('database/')) expect(corpus.get(f.path), f.path).toBe(f.text);
  });
});

const rows = [
  { key: '2', name: 'Zürich "HQ"' },
  { key: '1', name: 'Downtown' },
  { key: '3', name: '東京' },
  { key: '4', name: 'Line\nbreak \\ back' },
  { key: '5', name: 'Downtown' },
];

describe('generateEntities', () => {
  it('writes a synced entities file with unique, readable identifiers (replace)', () => {
    const text = generateEntities({ classQid: 'kb.Store', policy: 'replace', rows });
    expect(text).toBe(`// Synchronized entities: this file is rewritten by Meridian synchronization.
kb.Store {
  entity Downtown {
    name: "Downtown"
    sql: "1"
  }
  entity Zurich_HQ {
    name: "Zürich \\"HQ\\""
    sql: "2"
  }
  entity E_3 {
    name: "東京"
    sql: "3"
  }
  entity Line_break_back {
    name: "Line\\nbreak \\\\ back"
    sql: "4"
  }
  entity Downtown_5 {
    name: "Downtown"
    sql: "5"
  }
}
`);
    expect(fileTypeOfPath('knowledge-base/classes/Store/entities.vkl', text)?.id).toBe('synced_entities');
  });

  it('round-trips quotes, newlines and non-Latin text exactly', () => {
    const text = generateEntities({ classQid: 'kb.Store', policy: 'replace', rows });
    const index = createIndex([['e.vkl', text], ['c.vkl', 'class Store {}\n']]);
    expect(index.warnings()).toEqual([]);
    const names = parse(text).diagnostics;
    expect(names).toEqual([]);
    const values = text.match(/name: (".*")/g)?.map((l) => JSON.parse(l.slice(6)) as string);
    expect(values?.sort()).toEqual(rows.map((r) => r.name).sort());
  });

  it('replace drops vanished keys but keeps identifiers stable across runs', () => {
    const first = generateEntities({ classQid: 'kb.Store', policy: 'replace', rows });
    const second = generateEntities({ classQid: 'kb.Store', policy: 'replace', rows: [{ key: '0', name: 'Downtown' }, ...rows.slice(1, 3), rows[4]], existing: first });
    expect(second).toContain('entity Downtown_5 {\n    name: "Downtown"\n    sql: "5"');
    expect(second).toContain('entity Downtown_0 {');
    expect(second).not.toContain('Zurich_HQ');
    expect(generateEntities({ classQid: 'kb.Store', policy: 'replace', rows: [...rows].reverse() })).toBe(first);
  });

  it('merge keeps hand-written synonyms and entities, adds new keys and marks vanished keys @stale', () => {
    const existing = `// Synchronized entities: this file is rewritten by Meridian synchronization.
kb.Store {
  // written by an author
  entity Downtown {
    name: "Downtown flagship"
    synonym.en: ["the big one"]
    sql: "1"
  }
  entity Zurich_HQ {
    name: "Zürich \\"HQ\\""
    sql: "2"
  }
  entity Hand_Made {
    name: "No key"
  }
  @stale entity Old {
    sql: "9"
  }
}
`;
    const merged = generateEntities({ classQid: 'kb.Store', policy: 'merge', rows: [rows[1], { key: '9', name: 'Old' }, { key: '7', name: 'New one' }], existing });
    expect(merged).toBe(`// Synchronized entities: this file is rewritten by Meridian synchronization.
kb.Store {
  // written by an author
  entity Downtown {
    name: "Downtown flagship"
    synonym.en: ["the big one"]
    sql: "1"
  }
  @stale entity Zurich_HQ {
    name: "Zürich \\"HQ\\""
    sql: "2"
  }
  entity Hand_Made {
    name: "No key"
  }
  entity Old {
    sql: "9"
  }
  entity New_one {
    name: "New one"
    sql: "7"
  }
}
`);
    expect(generateEntities({ classQid: 'kb.Store', policy: 'merge', rows: [rows[1], { key: '9', name: 'Old' }, { key: '7', name: 'New one' }], existing: merged })).toBe(merged);
  });
});
