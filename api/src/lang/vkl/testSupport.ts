// Helpers shared by the VKL unit tests (not part of the public API).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const corpusRoot = fileURLToPath(new URL('../../../../prisma/seed/demo-kg/', import.meta.url));
export const schemaPath = fileURLToPath(new URL('../../../../prisma/seed/demo-kg.schema.json', import.meta.url));

/** The demo KG as (path relative to its root, text) pairs, sorted by path. */
export function readCorpus(): Array<[string, string]> {
  const walk = (dir: string): string[] =>
    readdirSync(corpusRoot + dir).flatMap((n) => (statSync(corpusRoot + dir + n).isDirectory() ? walk(dir + n + '/') : [dir + n]));
  return walk('').sort().map((p) => [p, readFileSync(corpusRoot + p, 'utf8')]);
}

/** A deep copy without position fields, for comparing trees of different texts. */
export function stripOffsets(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(stripOffsets);
  if (node && typeof node === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(node)) if (k !== 'offset' && k !== 'end' && k !== 'nameOffset') out[k] = stripOffsets(v);
    return out;
  }
  return node;
}

/** One file that uses every declaration kind, in canonical form. */
export const allKinds = `import: [db.shop.public.items]

database shop {
  connection: "shop"
  dialect: duckdb
  schema public {
    table items {
      identifier: "items"
      column id {
        identifier: "id"
        primitive_type: "integer"
        is_primary_key: true
      }
    }
    virtual_table mine {
      virtual_table_sql: "SELECT * FROM items WHERE owner = \${user.email}"
    }
  }
}
storage uploads {
  location: "s3://bucket"
}

/** Things we sell. */
@deprecated("use Product") class Item {
  name.en: "Item"
  name.de: "Artikel"
  synonym: ["thing", "article"]
  from_table: db.shop.public.items
  sql: "\${items.id}"
  name_sql: "\${items.name}"
  sync_policy: merge
  default_filter: ["i.Active = true"]
  integer Quantity {
    sql: "\${items.qty}"
  }
  long Views {
    sql: "\${items.views}"
  }
  decimal Weight {
    sql: "\${items.weight}"
  }
  money Price {
    sql: "\${items.price}"
    unit: onto.Currency.USD
  }
  text Color {
    sql: "\${items.color}"
  }
  boolean Active {
    sql: "\${items.active}"
    negated: "inactive"
  }
  date Added {
    sql: "\${items.added}"
    granularity: day
  }
  location Origin {
    sql: "\${items.origin}"
  }
  relationship owner {
    to: kb.Item
    sql: "\${items.owner_id} = \${items.id}"
    tag: one_to_one
  }
  measure Stock {
    sql: "sum(\${items.qty})"
  }
  subclass Red_Item {
    vql: "i.Color = \\"red\\""
  }
  default_filter visible {
    vql: "i.Active = true"
  }
  @stale entity Old_Thing {
    name: "Old thing"
    sql: "7"
  }
}
function twice {
  arguments: [integer]
  return: integer
  sql_select: "2 * $1"
}
rule only_active {
  kind: default_filter
  rule_pattern: """
var i: kb.Item
@add_if_not_exists { i.Active = true }
"""
}
macro top {
  pattern: "top $n"
  vql: "limit($n)"
}
question_template by_color {
  text.en: "Items by color"
  vql: "select(i.Color)"
}
vocabulary words {
  synonyms kb.Item {
    synonym.fr: "article"
  }
}
ontology extra {
  concept Size {
    unit Centimetre {
      symbol: "cm"
    }
  }
}
definition heavy {
  vql: "i.Weight > 10"
}
cooccurrence items_together {
  classes: [kb.Item, kb.Item]
}
variable limit_rows {
  type: integer
  default: 100
}
evolution {
  from: kb.Thing
  to: kb.Item
}
discovery_category shopping {
  discovery_topic stock {
    discovery_question how_many {
      text.en: "How many items are in stock?"
    }
  }
}
ground_truth stock_total {
  question.en: "Total stock"
  vql: "var i: kb.Item\\nselect(i.Stock)"
}
board overview {
  name: "Overview"
  widget stock {
    title: "Stock"
    chart: kpi
    vql: "var i: kb.Item\\nselect(i.Stock)"
  }
}
agent helper {
  name: "Helper"
  instructions: """Be brief."""
  kg_scope: [kb.Item]
}
static_note hours {
  note_content: "Open 9 to 5."
}
`;
