import { describe, it, expect } from 'vitest';
import * as vkl from './index.js';
import { readCorpus } from './testSupport.js';

describe('public API', () => {
  it('covers a studio round: parse, print, index, update, complete, search, document, generate', () => {
    const corpus = readCorpus();
    const index = vkl.createIndex(corpus);
    const { file, diagnostics } = vkl.parse('class Gift {\n  text Wrapping\n}\n');
    expect(diagnostics).toEqual([]);
    vkl.updateFile(index, vkl.filePath('class', 'Gift'), vkl.print(file));
    expect(index.get('kb.Gift.Wrapping')[0]).toMatchObject({ vklType: 'text', file: 'knowledge-base/classes/Gift/class.vkl' });
    expect(vkl.complete(index, { text: 'kb.Gift.', offset: 8 }).map((s) => s.label)).toEqual(['Wrapping']);
    const table = vkl.createSearchTable(index.definitions(), [...index.files.keys()]);
    expect(vkl.search(table, 'wrapping')[0]).toMatchObject({ vklId: 'kb.Gift.Wrapping' });
    expect(vkl.documentation('class').url).toBe('/docs/vkl#kind-class');
    expect(vkl.topConcepts(index).some((c) => c.uri === 'kb.Gift')).toBe(true);
    expect(vkl.fileTypes).toHaveLength(24);
    const entities = vkl.generateEntities({ classQid: 'kb.Gift', policy: 'replace', rows: [{ key: '1', name: 'Box' }] });
    expect(vkl.fileTypeOfPath('knowledge-base/classes/Gift/entities.vkl', entities)?.id).toBe('synced_entities');
    expect(vkl.isDeclKind('widget') && vkl.isLayer('kb')).toBe(true);
  });
});
