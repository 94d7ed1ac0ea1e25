import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../locales.js';
import { enUS } from './en-US.js';
import { catalogues } from './index.js';

// The web project runs from the repository root (tests/vitest.config.ts).
const srcDir = join(process.cwd(), 'web', 'src');
const reference = Object.keys(enUS).sort();

type AstElement = { type: number; value?: unknown; options?: Record<string, { value: AstElement[] }>; children?: AstElement[] };

/** The argument names a message uses, from its parsed ICU syntax tree (literal text ignored). */
function placeholders(message: string, locale: string): string[] {
  const names = new Set<string>();
  const walk = (elements: AstElement[]) => {
    for (const element of elements) {
      if (element.type !== 0 && element.type !== 7 && typeof element.value === 'string') names.add(element.value);
      Object.values(element.options ?? {}).forEach((option) => walk(option.value));
      if (element.children) walk(element.children);
    }
  };
  walk(new IntlMessageFormat(message, locale).getAst() as unknown as AstElement[]);
  return [...names].sort();
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__generated__' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !path.includes('catalogues') ? [path] : [];
  });
}

describe('translation catalogues', () => {
  it('has a catalogue for every supported locale', () => {
    expect(Object.keys(catalogues).sort()).toEqual([...SUPPORTED_LOCALES].sort());
  });

  it.each(SUPPORTED_LOCALES)('%s has exactly the keys of en-US, none empty', (locale) => {
    const catalogue = catalogues[locale] as Record<string, string>;
    const keys = Object.keys(catalogue).sort();
    expect(reference.filter((k) => !keys.includes(k)), 'missing keys').toEqual([]);
    expect(keys.filter((k) => !reference.includes(k)), 'unknown keys').toEqual([]);
    expect(keys.filter((k) => !catalogue[k]?.trim()), 'empty messages').toEqual([]);
  });

  it.each(SUPPORTED_LOCALES)('%s messages parse and use the placeholders of en-US', (locale) => {
    const catalogue = catalogues[locale] as Record<string, string>;
    for (const key of reference) {
      expect(() => new IntlMessageFormat(catalogue[key], locale), key).not.toThrow();
      expect(placeholders(catalogue[key], locale), key).toEqual(placeholders((enUS as Record<string, string>)[key], 'en-US'));
    }
  });

  it('knows every message id the source code uses', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(srcDir)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/(?:\bt\(|formatMessage\(\{\s*id:\s*|label:\s*)'([a-z][\w]*(?:\.[\w]+)+)'/g)) used.add(match[1]);
    }
    expect(used.size).toBeGreaterThan(20);
    expect([...used].filter((id) => !(id in enUS))).toEqual([]);
  });
});
