import { describe, it, expect } from 'vitest';
import { catalogue, documentation, renderReference, wordAt, NO_DOCUMENTATION } from './docs.js';
import { declKinds } from './ast.js';
import { kindInfo, propertyInfo } from './kinds.js';

describe('documentation', () => {
  it('has an entry for every keyword, kind and property', () => {
    const words = ['import', 'true', 'false', ...declKinds, ...Object.values(kindInfo).flatMap((k) => k.props), ...Object.keys(propertyInfo)];
    for (const w of words) {
      const d = documentation(w);
      expect(d.url, w).toMatch(/^\/docs\/vkl#[a-z_-]+$/);
      expect(d.html, w).not.toContain(NO_DOCUMENTATION);
    }
  });

  it('answers No documentation available for an unknown word', () => {
    expect(documentation('frobnicate')).toEqual({ html: '<p>No documentation available</p>', url: null });
  });

  it('renders short html with code spans and escapes', () => {
    expect(documentation('sync_policy')).toEqual({
      html: '<p><strong>sync_policy</strong> — How entities are synchronized from the database. Values: <code>ignore</code>, <code>replace</code>, <code>merge</code>.</p>',
      url: '/docs/vkl#property-sync_policy',
    });
    expect(documentation('@stale').url).toBe('/docs/vkl#annotation-stale');
    expect(documentation('kb').url).toBe('/docs/vkl#layer-kb');
  });

  it('renders the whole reference with an anchor for every catalogue entry', () => {
    const html = renderReference();
    expect(html.startsWith('<!doctype html>')).toBe(true);
    for (const c of catalogue) expect(html, c.anchor).toContain(`id="${c.anchor}"`);
    expect(html).toContain('<tr id="file-class"><td>Class</td><td><code>knowledge-base/classes/{id}/class.vkl</code></td><td>class</td></tr>');
  });

  it('finds the word under the cursor', () => {
    expect(wordAt('  sync_policy: merge', 5)).toBe('sync_policy');
    expect(wordAt('@stale entity X', 2)).toBe('@stale');
    expect(wordAt('a: "x"', 3)).toBe('');
  });
});
