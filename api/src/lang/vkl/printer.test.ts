import { describe, it, expect } from 'vitest';
import { parse } from './parser.js';
import { print } from './printer.js';
import { allKinds, readCorpus, stripOffsets } from './testSupport.js';

const roundTrip = (text: string) => {
  const first = parse(text).file;
  const again = parse(print(first)).file;
  expect(stripOffsets(again)).toEqual(stripOffsets(first));
};

describe('print', () => {
  it('returns a canonical file byte for byte', () => {
    expect(print(parse(allKinds).file)).toBe(allKinds);
  });

  it('returns every demo KG file byte for byte', () => {
    for (const [path, text] of readCorpus()) expect(print(parse(text).file), path).toBe(text);
  });

  it('formats messy input canonically and keeps its comments', () => {
    const messy = '// top\nclass   A{name:"a";  synonym : [ "x" ,\n "y" ]   # tail\n\n\n  text B{sql:"b"}   /* after */\n// closing\n}';
    expect(print(parse(messy).file)).toBe(
      '// top\nclass A {\n  name: "a"\n  synonym: ["x", "y"] # tail\n\n  text B {\n    sql: "b"\n  } /* after */\n  // closing\n}\n',
    );
    roundTrip(messy);
  });

  it('keeps comments inside lists and between annotations and a declaration', () => {
    const text = 'x: [\n  "a", // first\n  # before b\n  "b"\n  /* end */\n]\n@hidden\n// why hidden\n/** Doc. */\nclass A {}\n';
    const { file, diagnostics } = parse(text);
    expect(diagnostics).toEqual([]);
    expect(print(file)).toBe('x: [\n  "a"\n  // first\n  # before b\n  "b"\n  /* end */\n]\n// why hidden\n/** Doc. */\n@hidden class A {}\n');
    roundTrip(text);
    roundTrip('y: [ // only a comment\n]\n');
  });

  it('escapes strings and quotes identifiers so they read back the same', () => {
    const text = 'x: "quote \\" backslash \\\\ newline \\n tab \\t cr \\r 東京"\ny: kb.`true`.`2024 Revenue`.`import`\n`class` {}\n';
    expect(print(parse(text).file)).toBe(text);
    roundTrip(text);
  });

  it('breaks long lists one item per line', () => {
    const text = 'x: [' + Array.from({ length: 12 }, (_, i) => `"item number ${i}"`).join(', ') + ']\n';
    const out = print(parse(text).file);
    expect(out.split('\n')).toHaveLength(15);
    expect(out.startsWith('x: [\n  "item number 0"\n')).toBe(true);
    roundTrip(text);
  });

  it('prints empty, body-less and anonymous declarations', () => {
    const text = 'class A {}\ntext B\nevolution {\n  from: kb.A\n}\n@hidden @deprecated("x", 2) board C {}\n';
    expect(print(parse(text).file)).toBe(text);
  });

  it('satisfies parse(print(ast)) = ast for the corpus and the all-kinds file', () => {
    roundTrip(allKinds);
    for (const [, text] of readCorpus()) roundTrip(text);
  });
});
