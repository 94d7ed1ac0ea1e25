// A synthetic KG of about a million lines, generated in memory for the benchmark.

export type SyntheticKg = { files: Map<string, string>; entitiesFile: string; classes: string[] };

const ATTRS = ['integer', 'long', 'decimal', 'money', 'text', 'boolean', 'date', 'location'] as const;

function classFile(i: number, classes: number): string {
  const lines = [`import: [db.bench.public.t${i}, db.bench.public.t${(i + 1) % classes}]`, '', `/** Synthetic class number ${i}. */`, `class C${i} {`, `  name: "Class ${i}"`, `  synonym.en: ["class ${i}", "thing ${i}"]`,
    `  from_table: db.bench.public.t${i}`, `  sql: "\${t${i}.id}"`, `  name_sql: "\${t${i}.name}"`, `  sync_policy: ${i % 3 === 0 ? 'merge' : 'replace'}`];
  for (let a = 0; a < 10; a++) {
    const kind = ATTRS[a % ATTRS.length];
    lines.push('', `  ${kind} A${a}_${i} {`, `    sql: "\${t${i}.col_${a}}"`, `    description: "Attribute ${a} of class ${i}"`, '  }');
  }
  lines.push('', `  relationship next {`, `    to: kb.C${(i + 1) % classes}`, `    sql: "\${t${i}.next_id} = \${t${(i + 1) % classes}.id}"`, '  }');
  lines.push('', `  measure Total {`, `    sql: "sum(\${t${i}.col_3})"`, '  }', '}', '');
  return lines.join('\n');
}

function tableFile(i: number): string {
  const cols = ['id', 'name', 'next_id', ...Array.from({ length: 10 }, (_, a) => `col_${a}`)];
  const lines = [`table db.bench.public.t${i} {`, `  identifier: "t${i}"`];
  for (const c of cols) lines.push(`  column ${c} {`, `    identifier: "${c}"`, `    primitive_type: "${c === 'name' ? 'text' : 'integer'}"`, ...(c === 'id' ? ['    is_primary_key: true'] : []), '  }');
  lines.push('}', '');
  return lines.join('\n');
}

function entitiesFile(cls: number, count: number): string {
  const lines = ['// Synchronized entities: this file is rewritten by Meridian synchronization.', `kb.C${cls} {`];
  for (let e = 0; e < count; e++) lines.push(`  entity E${e}_${cls} {`, `    name: "Entity ${e} of \\"class\\" ${cls} — Zürich"`, `    sql: "${e}"`, '  }');
  lines.push('}', '');
  return lines.join('\n');
}

function ruleFile(i: number, classes: number): string {
  return `rule r${i} {\n  kind: rewriting\n  rule_pattern: """\nvar x: kb.C${i % classes}\n@add_if_not_exists { x.A4_${i % classes} = "v" }\n"""\n  for_user_role: [analyst]\n}\n`;
}

function boardFile(i: number, classes: number): string {
  const lines = [`board b${i} {`, `  name: "Board ${i}"`];
  for (let w = 0; w < 4; w++) lines.push(`  widget w${w} {`, `    title: "Widget ${w}"`, '    chart: bar', `    vql: "var x: kb.C${(i + w) % classes}\\nselect(x.A4_${(i + w) % classes}, x.Total)"`, '  }');
  lines.push('}', '');
  return lines.join('\n');
}

/** Classes with attributes, large entities files, rules and boards: about `targetLines` lines. */
export function syntheticKg(targetLines = 1_000_000): SyntheticKg {
  const files = new Map<string, string>();
  const classCount = 2000;
  const classes: string[] = [];
  let lines = 0;
  const add = (path: string, text: string) => {
    files.set(path, text);
    lines += text.split('\n').length - 1;
  };
  add('database/bench/database.vkl', 'database bench {\n  connection: "bench"\n  dialect: postgres\n  schema public {}\n}\n');
  for (let i = 0; i < classCount; i++) {
    add(`database/bench/public/t${i}.vkl`, tableFile(i));
    add(`knowledge-base/classes/C${i}/class.vkl`, classFile(i, classCount));
    classes.push(`kb.C${i}`);
  }
  for (let i = 0; i < 1000; i++) add(`knowledge-base/rules/r${i}.vkl`, ruleFile(i, classCount));
  for (let i = 0; i < 500; i++) add(`boards/b${i}.vkl`, boardFile(i, classCount));
  let cls = 0;
  while (lines < targetLines) add(`knowledge-base/classes/C${cls}/entities.vkl`, entitiesFile(cls++, 1250));
  return { files, entitiesFile: 'knowledge-base/classes/C0/entities.vkl', classes };
}
