import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { parse } from './parser.js';
import { print } from './printer.js';
import { createIndex } from './definitionIndex.js';
import { complete } from './completion.js';
import { createSearchTable, search } from './search.js';
import { generateEntities } from './entitiesGenerator.js';
import { declarationsOf, propertyText } from './astQuery.js';
import { allKinds, readCorpus, stripOffsets } from './testSupport.js';

const corpus = readCorpus();
const samples = [allKinds, ...corpus.map(([, t]) => t)];
// Pieces of VKL that make random edits likely to hit interesting parser states.
const pieces = ['{', '}', '[', ']', '(', ')', ':', ';', ',', '.', '\n', '\r\n', ' ', '"', '"""', '`', '@stale', '@x(', '//', '#', '/*', '*/', '/**', '\\', 'class', 'kb.', 'entity', 'import:', 'true', '-1.5', 'name.en:', 'x', '東京', '\t', '\u0000'];

type Edit = { at: number; remove: number; insert: string };
const edit = fc.record({
  at: fc.nat(),
  remove: fc.nat({ max: 40 }),
  insert: fc.oneof(fc.constantFrom(...pieces), fc.string({ maxLength: 8 }), fc.array(fc.constantFrom(...pieces), { maxLength: 6 }).map((a) => a.join(''))),
});
const applyEdits = (text: string, edits: Edit[]) =>
  edits.reduce((t, e) => {
    const at = e.at % (t.length + 1);
    return t.slice(0, at) + e.insert + t.slice(at + e.remove);
  }, text);

/** Parses, checks the result is well-formed, and that printing it reads back the same tree. */
function check(text: string): void {
  const { file, diagnostics } = parse(text);
  for (const d of diagnostics) {
    expect(d.line).toBeGreaterThanOrEqual(1);
    expect(d.column).toBeGreaterThanOrEqual(1);
    expect(d.offset).toBeLessThanOrEqual(text.length);
    expect(d.message.length).toBeGreaterThan(0);
    expect(d.message).not.toContain('Internal parser error');
  }
  const printed = print(file);
  const again = parse(printed);
  expect(stripOffsets(again.file)).toEqual(stripOffsets(file));
  expect(print(again.file)).toBe(printed);
}

describe('fuzzing', () => {
  it('never throws on random strings, and printing what it parsed is stable', () => {
    fc.assert(fc.property(fc.string({ maxLength: 400, unit: 'binary' }), check), { numRuns: 300 });
    fc.assert(fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 120 }).map((a) => a.join('')), check), { numRuns: 400 });
  });

  it('never throws on random edits of valid files', () => {
    fc.assert(
      fc.property(fc.constantFrom(...samples), fc.array(edit, { minLength: 1, maxLength: 6 }), (text, edits) => check(applyEdits(text, edits))),
      { numRuns: 250 },
    );
  });

  it('keeps the index, completion and search working on broken files', () => {
    const index = createIndex(corpus);
    const table = createSearchTable(index.definitions(), corpus.map(([p]) => p));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: corpus.length - 1 }), fc.array(edit, { minLength: 1, maxLength: 4 }), fc.nat(), fc.string({ maxLength: 12 }), (i, edits, pos, query) => {
        const [uri, text] = corpus[i];
        const broken = applyEdits(text, edits);
        index.updateFile(uri, broken);
        expect(Array.isArray(index.warnings())).toBe(true);
        const suggestions = complete(index, { text: broken, offset: pos % (broken.length + 1), uri });
        for (const s of suggestions) expect(typeof s.label).toBe('string');
        expect(search(table, query).length).toBeLessThanOrEqual(50);
        index.updateFile(uri, text);
      }),
      { numRuns: 150 },
    );
    expect(index.warnings()).toEqual([]);
  });

  it('completes at any offset of any text without throwing', () => {
    const index = createIndex(corpus);
    const text = fc.array(fc.constantFrom(...pieces, '`', '(', '[', '.', 'kb.Order.', 'var o: kb.Order\no.', '`a(b`.', 'class A {\n  '), { maxLength: 40 }).map((a) => a.join(''));
    fc.assert(
      fc.property(text, fc.nat(), (t, pos) => {
        for (const s of complete(index, { text: t, offset: pos % (t.length + 1) })) expect(typeof s.completion).toBe('string');
      }),
      { numRuns: 400 },
    );
  });

  it('writes entities files that read back exactly, whatever the names and keys', () => {
    const row = fc.record({ key: fc.string({ maxLength: 12, unit: 'binary' }), name: fc.string({ maxLength: 20, unit: 'binary' }) });
    fc.assert(
      fc.property(fc.array(row, { maxLength: 15 }), fc.constantFrom('replace' as const, 'merge' as const), (rows, policy) => {
        const text = generateEntities({ classQid: 'kb.Thing', policy, rows });
        const { file, diagnostics } = parse(text);
        expect(diagnostics).toEqual([]);
        const read = declarationsOf(file, 'entity').map((e) => [propertyText(e, 'sql'), propertyText(e, 'name')]);
        const unique = new Map<string, string>();
        for (const r of rows) if (!unique.has(r.key)) unique.set(r.key, r.name);
        expect(new Map(read as Array<[string, string]>)).toEqual(unique);
        const ids = declarationsOf(file, 'entity').map((e) => e.name?.join('.'));
        expect(new Set(ids).size).toBe(ids.length);
        expect(generateEntities({ classQid: 'kb.Thing', policy, rows, existing: text })).toBe(text);
      }),
      { numRuns: 200 },
    );
  });

  // Their parse times are printed by bench/vkl (no timing in unit tests); here they must parse and print stably.
  it('parses large and pathological inputs into well-formed results', () => {
    const big = samples.join('\n').repeat(3);
    const broken = big.replace(/\}/g, (m, off: number) => (off % 7 === 0 ? '' : m));
    for (const text of [big, broken, '{'.repeat(50_000), '"'.repeat(50_000), '[a,'.repeat(20_000), '/*'.repeat(30_000)]) check(text);
  });
});
