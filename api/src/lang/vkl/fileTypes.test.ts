import { describe, it, expect } from 'vitest';
import { fileTypes, filePath, fileType, fileTypeOfPath } from './fileTypes.js';
import { parse } from './parser.js';
import { print } from './printer.js';
import { extract } from './definitions.js';
import { readCorpus } from './testSupport.js';

describe('file types', () => {
  it('has the 23 types of spec 03 plus notes', () => {
    expect(fileTypes.map((t) => t.label)).toEqual([
      'Database', 'Schema', 'Table', 'Storage', 'Class', 'Entities', 'Synced entities', 'Relation', 'Computation (function)', 'Rule',
      'Definition', 'Ontology', 'Co-occurrence declaration', 'Co-occurrence facts', 'Variables', 'Evolutions', 'Macro grammar',
      'Question template', 'Vocabulary', 'Discovery', 'Ground truth', 'Board', 'Agent', 'Notes',
    ]);
  });

  it('starts every new file from a canonical template that parses cleanly and holds only allowed kinds', () => {
    for (const t of fileTypes) {
      const id = t.id === 'table' ? 'retail.public.orders' : t.id === 'schema' ? 'retail.public' : 'Sample';
      const text = t.template(id);
      const r = parse(text);
      expect(r.diagnostics, t.id).toEqual([]);
      expect(print(r.file), t.id).toBe(text);
      const findings = extract(r.file, filePath(t.id, id), t.kinds).findings;
      expect(findings, t.id).toEqual([]);
    }
  });

  it('marks fixed identifiers', () => {
    expect(fileTypes.filter((t) => t.fixedIdentifier).map((t) => t.id)).toEqual([
      'storage', 'ontology', 'cooccurrence_declaration', 'variables', 'evolutions', 'macro_grammar', 'question_template', 'vocabulary',
    ]);
    expect(filePath('variables', 'ignored')).toBe('knowledge-base/variables.vkl');
  });

  it('maps identifiers to paths and paths back to types', () => {
    expect(filePath('class', 'Customer')).toBe('knowledge-base/classes/Customer/class.vkl');
    expect(filePath('table', 'retail.public.orders')).toBe('database/retail/public/orders.vkl');
    expect(filePath('schema', 'retail.public')).toBe('database/retail/public/schema.vkl');
    for (const t of fileTypes) {
      if (t.id === 'synced_entities') continue;
      const id = t.id === 'table' ? 'retail.public.orders' : t.id === 'schema' ? 'retail.public' : 'Sample';
      expect(fileTypeOfPath(filePath(t.id, id))?.id, t.id).toBe(t.id);
    }
    expect(fileTypeOfPath('somewhere/else.vkl')).toBeNull();
    expect(() => fileType('nope' as never)).toThrow('Unknown file type nope');
  });

  it('recognises the type of every demo KG file', () => {
    for (const [path, text] of readCorpus()) expect(fileTypeOfPath(path, text), path).not.toBeNull();
  });
});
