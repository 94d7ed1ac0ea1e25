import { describe, it, expect } from 'vitest';
import { parse } from './parser.js';
import { declKinds, type Declaration, type Statement } from './ast.js';
import { allKinds } from './testSupport.js';

const decls = (statements: Statement[]): Declaration[] =>
  statements.flatMap((s) => (s.type === 'declaration' ? [s, ...decls(s.body ?? [])] : []));
const messages = (text: string) => parse(text).diagnostics.map((d) => `${d.line}:${d.column} ${d.message}`);

describe('parse', () => {
  it('parses a file using every declaration kind without diagnostics', () => {
    const { file, diagnostics } = parse(allKinds);
    expect(diagnostics).toEqual([]);
    const kinds = new Set(decls(file.statements).map((d) => d.kind));
    for (const k of declKinds) expect(kinds.has(k), k).toBe(true);
  });

  it('records names, offsets, annotations, descriptions and localised properties', () => {
    const { file } = parse(allKinds);
    const item = decls(file.statements).find((d) => d.kind === 'class');
    expect(item?.name).toEqual(['Item']);
    expect(item?.nameOffset).toBe(allKinds.indexOf('Item {'));
    expect(item?.description).toBe('/** Things we sell. */');
    expect(item?.annotations.map((a) => [a.name, a.args?.map((v) => v.type === 'string' && v.value)])).toEqual([['deprecated', ['use Product']]]);
    const nameDe = item?.body?.find((s) => s.type === 'property' && s.lang === 'de');
    expect(nameDe).toMatchObject({ key: 'name', lang: 'de', value: { type: 'string', value: 'Artikel' } });
    expect(nameDe?.offset).toBe(allKinds.indexOf('name.de'));
    const stale = decls(file.statements).find((d) => d.kind === 'entity');
    expect(stale?.annotations[0].name).toBe('stale');
    const evolution = decls(file.statements).find((d) => d.kind === 'evolution');
    expect(evolution?.name).toBeNull();
  });

  it('reads every kind of value', () => {
    const { file, diagnostics } = parse('a: "x\\"y\\\\z\\n\\tq"\nb: -3.5\nc: true\nd: kb.`2024 Revenue`.x\ne: [1, "two"\n  three]\nf: """multi\nline"""\ng: []\n');
    expect(diagnostics).toEqual([]);
    const v = file.statements.map((s) => (s.type === 'property' ? s.value : null));
    expect(v[0]).toMatchObject({ type: 'string', value: 'x"y\\z\n\tq', triple: false });
    expect(v[1]).toMatchObject({ type: 'number', raw: '-3.5' });
    expect(v[2]).toMatchObject({ type: 'boolean', value: true });
    expect(v[3]).toMatchObject({ type: 'ref', path: ['kb', '2024 Revenue', 'x'] });
    expect(v[4]).toMatchObject({ type: 'list', items: [{ raw: '1' }, { value: 'two' }, { path: ['three'] }] });
    expect(v[5]).toMatchObject({ type: 'string', value: 'multi\nline', triple: true });
    expect(v[6]).toMatchObject({ type: 'list', items: [] });
  });

  it('treats a kind word before braces as an anonymous declaration and other names as implied kinds', () => {
    const { file } = parse('evolution { from: kb.A }\nkb.Order { entity X {} }\n`class` {}\ntext Country\n');
    const [a, b, c, d] = file.statements as Declaration[];
    expect([a.kind, a.name]).toEqual(['evolution', null]);
    expect([b.kind, b.name]).toEqual([null, ['kb', 'Order']]);
    expect([c.kind, c.name]).toEqual([null, ['class']]);
    expect([d.kind, d.name, d.body]).toEqual(['text', ['Country'], null]);
  });

  it('accepts semicolons and several properties on one line', () => {
    const { file, diagnostics } = parse('evolution { from: kb.A  to: kb.B }; x: 1; y: 2\n');
    expect(diagnostics).toEqual([]);
    expect(file.statements).toHaveLength(3);
    expect((file.statements[0] as Declaration).body).toHaveLength(2);
  });

  it('keeps comments as leading, trailing and closing trivia', () => {
    const { file } = parse('// head\n\n# one\nclass A { // after brace\n  x: 1 // tail\n  /* end */\n}\n// last\n');
    const a = file.statements[0] as Declaration;
    expect(a.leading).toEqual(['// head', '', '# one']);
    expect(a.body?.[0]).toMatchObject({ leading: ['// after brace'], trailing: '// tail' });
    expect(a.closing).toEqual(['/* end */']);
    expect(file.closing).toEqual(['// last']);
  });
});

describe('diagnostics', () => {
  const cases: Array<[string, string, string]> = [
    ['unexpected character', 'x: 1 ~\n', "1:6 Unexpected character '~'"],
    ['unterminated string', 'x: "abc\n', `1:4 Unterminated string: expected '"' before the end of the line`],
    ['unterminated multi-line string', 'x: """abc', '1:4 Unterminated multi-line string: expected \'"""\''],
    ['unterminated comment', '/* abc', "1:1 Unterminated comment: expected '*/'"],
    ['unknown escape', 'x: "a\\qb"', '1:6 Unknown escape: expected \\", \\\\, \\n, \\r or \\t'],
    ['missing value', 'x:\n', '1:3 Expected a value (string, number, true, false, identifier or [list]) after \'x:\', found end of line'],
    ['unknown kind', 'clas A {}\n', "1:1 Unknown declaration kind 'clas'"],
    ['missing colon or brace', 'class A {\n  name "x"\n}\n', "2:8 Expected ':', '{' or a name after 'name', found a string"],
    ['a dotted name followed by a name', 'kb.A B {}\n', "1:6 Expected ':' or '{' after 'kb.A', found 'B'"],
    ['junk after a declaration', 'text A 3\n', "1:8 Expected '{' or the end of the line after the name, found number 3"],
    ['dot without identifier', 'x: kb.\n', "1:7 Expected an identifier after '.', found end of line"],
    ['stray closing brace', '}\n', "1:1 Unexpected '}': no block is open here"],
    ['block not closed at end of file', 'class A {\n  x: 1\n', "3:1 Expected '}' to close 'class A' opened at line 1"],
    ['bad language suffix', 'name.xx: "a"\n', "1:1 Expected a language suffix (de, en, fr, it, pt) after 'name.', found 'xx'"],
    ['annotation before a property', '@hidden x: 1\n', '1:1 Annotations must be followed by a declaration, not a property'],
    ['list not closed', 'class A {\n  x: [1, 2\n  y: 3\n}\n', "3:3 Expected ']' to close the list opened at line 2, found 'y'"],
    ['statement starting with a value', '"x"\n', '1:1 Expected a property (key: value) or a declaration (kind Name { … }), found a string'],
  ];
  for (const [what, text, expected] of cases) {
    it(`reports ${what} with line, column and what was expected`, () => {
      expect(messages(text)).toContain(expected);
    });
  }

  it('reports a missing brace at the next top-level declaration and keeps what follows', () => {
    const text = 'class A {\n  text X {\n    sql: "x"\n\nclass B {\n  name: "b"\n}\n';
    const { file, diagnostics } = parse(text);
    expect(diagnostics.map((d) => d.message)).toContain("Expected '}' to close 'text X' opened at line 2 before 'class'");
    expect(file.statements.map((s) => (s as Declaration).name?.[0])).toEqual(['A', 'B']);
  });

  it('does not let one bad declaration hide the good ones after it', () => {
    const text = 'class A {\n  name: \n  ?? !!\n}\nclas Bad { x: 1 }\nboard C {\n  widget W {}\n}\nvariable v { default: 1 }\n';
    const { file, diagnostics } = parse(text);
    expect(diagnostics.length).toBeGreaterThanOrEqual(3);
    expect(file.statements.map((s) => (s as Declaration).name?.[0])).toEqual(['A', 'C', 'v']);
  });

  it('bounds nesting depth instead of overflowing the stack', () => {
    const deep = 'a {'.repeat(5000) + '}'.repeat(5000);
    const { diagnostics } = parse(deep);
    expect(diagnostics.some((d) => d.message.startsWith('Blocks are nested too deeply'))).toBe(true);
    const lists = 'x: ' + '['.repeat(5000) + ']'.repeat(5000);
    expect(parse(lists).diagnostics.some((d) => d.message.startsWith('Lists are nested too deeply'))).toBe(true);
  });

  it('counts lines and columns after CRLF and tabs', () => {
    expect(messages('a: 1\r\n\tb: ~\r\n')).toContain("2:5 Unexpected character '~'");
  });
});
