import { describe, it, expect } from 'vitest';
import { parse } from './parser.js';
import { createIndex } from './definitionIndex.js';
import { readCorpus } from './testSupport.js';

describe('demo KG corpus', () => {
  const corpus = readCorpus();

  it('parses every file with zero diagnostics', () => {
    expect(corpus.length).toBeGreaterThan(40);
    for (const [path, text] of corpus) expect(parse(text).diagnostics, path).toEqual([]);
  });

  it('indexes without any warning and covers the content the studio shows', () => {
    const index = createIndex(corpus);
    expect(index.warnings()).toEqual([]);
    const count = (t: string) => [...index.definitions()].filter((d) => d.vklType === t).length;
    expect(count('class')).toBeGreaterThanOrEqual(10);
    for (const t of ['relationship', 'measure', 'rule', 'board', 'widget', 'discovery_question', 'ground_truth', 'variable', 'entity', 'function', 'agent']) expect(count(t), t).toBeGreaterThan(0);
  });
});
