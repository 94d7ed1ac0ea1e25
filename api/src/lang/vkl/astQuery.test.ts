import { describe, it, expect } from 'vitest';
import { parse } from './parser.js';
import { declarationsOf, isDeclarationOf, property, propertyText } from './astQuery.js';
import { allKinds } from './testSupport.js';

describe('AST queries', () => {
  const { file } = parse(allKinds);

  it('finds declarations of a kind at any depth, typed by kind', () => {
    expect(declarationsOf(file, 'widget').map((w) => w.name?.join('.'))).toEqual(['stock']);
    expect(declarationsOf(file, 'column').map((c) => c.kind)).toEqual(['column']);
    expect(file.statements.filter((s) => isDeclarationOf(s, 'class'))).toHaveLength(1);
  });

  it('reads properties by key and language', () => {
    const [item] = declarationsOf(file, 'class');
    expect(propertyText(item, 'name', 'de')).toBe('Artikel');
    expect(propertyText(item, 'sync_policy')).toBe('merge');
    expect(propertyText(item, 'from_table')).toBe('db.shop.public.items');
    expect(propertyText(item, 'synonym')).toBeUndefined();
    expect(property(item, 'synonym')?.value.type).toBe('list');
    const [v] = declarationsOf(file, 'variable');
    expect(propertyText(v, 'default')).toBe('100');
    expect(propertyText(declarationsOf(file, 'column')[0], 'is_primary_key')).toBe('true');
  });
});
