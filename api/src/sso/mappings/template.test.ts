import { describe, expect, it } from 'vitest';
import { parseTemplate, renderTemplate, renderTemplateAll } from './template.js';

const parts = (value: string) => {
  const parsed = parseTemplate(value);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.parts;
};

describe('value templates', () => {
  it('replaces references with the first non-empty value', () => {
    expect(renderTemplate(parts('${givenName} ${sn}'), { givenName: ['', 'Ana'], sn: ['Lima'] })).toBe('Ana Lima');
    expect(renderTemplate(parts('${ http://x/claims/mail }'), { 'http://x/claims/mail': ['a@b.test'] })).toBe('a@b.test');
    expect(renderTemplate(parts('Sales'), {})).toBe('Sales');
    expect(renderTemplate(parts('costs $${not a reference}'), {})).toBe('costs ${not a reference}');
  });

  it('gives null when a referenced attribute is missing or empty', () => {
    expect(renderTemplate(parts('${givenName}'), {})).toBeNull();
    expect(renderTemplate(parts('x-${a}'), { a: [''] })).toBeNull();
  });

  it('expands a single reference to every value for multi-valued targets', () => {
    expect(renderTemplateAll(parts('team-${groups}'), { groups: ['a', '', 'b'] })).toEqual(['team-a', 'team-b']);
    expect(renderTemplateAll(parts('${a}-${b}'), { a: ['1', '2'], b: ['x'] })).toEqual(['1-x']);
    expect(renderTemplateAll(parts('Fixed'), {})).toEqual(['Fixed']);
    expect(renderTemplateAll(parts('${groups}'), {})).toEqual([]);
  });

  it('reports unclosed and empty references with their column', () => {
    expect(parseTemplate('ab ${name')).toEqual({ ok: false, error: { message: "The reference is not closed: add '}'", column: 4 } });
    expect(parseTemplate('${ }')).toEqual({ ok: false, error: { message: 'The reference names no attribute', column: 1 } });
  });
});
