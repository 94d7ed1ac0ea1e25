import { declKinds, layers } from './ast.js';
import { kindInfo, propertyInfo } from './kinds.js';
import { fileTypes } from './fileTypes.js';

/** A documentation entry (spec 03 §3): short html and a link into Meridian's language reference. */
export type DocumentationEntry = { html: string; url: string | null };
export const NO_DOCUMENTATION = 'No documentation available';
export const REFERENCE_URL = '/docs/vkl';

const keywordDocs: Record<string, string> = {
  import: 'Lists the tables and concepts a file uses: `import: [db.retail.public.orders]`.',
  true: 'The boolean literal true.',
  false: 'The boolean literal false.',
};
const layerDocs: Record<string, string> = {
  db: 'Databases, schemas, tables and columns: `db.<connection>.<schema>.<table>.<column>`.',
  kb: 'The knowledge base: classes, attributes, relationships, measures, functions, rules, entities.',
  onto: 'The built-in ontology: `onto.ID`, `onto.Currency.USD`, `onto.Percentage`, units.',
  var: 'The variables of the KG; tenant copies assign their values.',
  wb: 'Notes that give answers context.',
  qb: 'Agents.',
  disc: 'Discovery categories, topics and questions.',
  gt: 'Ground truth: questions and their expected interpretations.',
  board: 'Boards and their widgets.',
};
const annotationDocs: Record<string, string> = {
  hidden: 'Hides a declaration from question answering and search.',
  deprecated: 'Marks a declaration as deprecated; the argument says what to use instead.',
  stale: 'Set by merge synchronization on an entity whose key left the table.',
  add_if_not_exists: 'In a rule pattern: adds the constraints unless the query already has them.',
  remove: 'In a rule pattern: removes the matched constraints.',
  replace: 'In a rule pattern: replaces the matched constraints by those of the following `@with`.',
  with: 'In a rule pattern: what `@replace` puts in place of the match.',
  missing: 'In a rule pattern: the rule applies only when this part is absent.',
  or: 'In a rule pattern: matches either the part before or the part after.',
};

export const escapeHtml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** Inline markdown of the catalogue (only `code`) to html. */
const inline = (s: string): string => escapeHtml(s).replace(/`([^`]+)`/g, '<code>$1</code>');

type CatalogueItem = { word: string; group: 'keyword' | 'kind' | 'property' | 'layer' | 'annotation'; text: string; anchor: string };

/** Every documented word: keywords, declaration kinds, property names, layers and annotations. */
export const catalogue: readonly CatalogueItem[] = [
  ...Object.entries(keywordDocs).map(([word, text]) => ({ word, group: 'keyword' as const, text, anchor: `keyword-${word}` })),
  ...declKinds.map((word) => ({ word, group: 'kind' as const, text: kindInfo[word].doc, anchor: `kind-${word}` })),
  ...Object.entries(propertyInfo).filter(([w]) => w !== 'import').map(([word, p]) => ({
    word, group: 'property' as const, anchor: `property-${word}`,
    text: p.doc + (p.values ? ` Values: ${p.values.map((v) => '`' + v + '`').join(', ')}.` : ''),
  })),
  ...layers.map((word) => ({ word, group: 'layer' as const, text: layerDocs[word], anchor: `layer-${word}` })),
  ...Object.entries(annotationDocs).map(([word, text]) => ({ word: '@' + word, group: 'annotation' as const, text, anchor: `annotation-${word}` })),
];

// A word can be both a kind and a property (`default_filter`, `text`); kinds win, as in the editor.
const byWord = new Map<string, CatalogueItem>();
for (const item of catalogue) if (!byWord.has(item.word)) byWord.set(item.word, item);

/** The entry for a keyword, kind, property, layer or `@annotation`; 'No documentation available' otherwise. */
export function documentation(word: string): DocumentationEntry {
  const item = byWord.get(word);
  if (!item) return { html: `<p>${NO_DOCUMENTATION}</p>`, url: null };
  return { html: `<p><strong>${escapeHtml(item.word)}</strong> — ${inline(item.text)}</p>`, url: `${REFERENCE_URL}#${item.anchor}` };
}

/** The catalogue text (markdown) of a word, or null. */
export function documentationMarkdown(word: string): string | null {
  return byWord.get(word)?.text ?? null;
}

/** The word under the cursor (identifier, `@annotation`), for the documentation sidebar. */
export function wordAt(text: string, offset: number): string {
  const isWord = (c: string) => /[A-Za-z0-9_@]/.test(c);
  let s = Math.min(offset, text.length);
  let e = s;
  while (s > 0 && isWord(text[s - 1])) s--;
  while (e < text.length && isWord(text[e])) e++;
  return text.slice(s, e);
}

/** Renders the whole language reference as one HTML document, from the same catalogue. */
export function renderReference(): string {
  const section = (title: string, group: CatalogueItem['group'], extra?: (w: string) => string) =>
    `<section><h2>${title}</h2><dl>` +
    catalogue.filter((c) => c.group === group).map((c) => `<dt id="${c.anchor}"><code>${escapeHtml(c.word)}</code></dt><dd>${inline(c.text)}${extra ? extra(c.word) : ''}</dd>`).join('') +
    '</dl></section>';
  const kindExtra = (w: string) => {
    const k = kindInfo[w as keyof typeof kindInfo];
    const props = k.props.map((p) => `<a href="#property-${p}"><code>${p}</code></a>`).join(', ');
    const kids = k.children.map((c) => `<a href="#kind-${c}"><code>${c}</code></a>`).join(', ');
    return `<br>Layer <code>${k.layer}</code>. Properties: ${props || 'none'}.${kids ? ` Inside: ${kids}.` : ''}`;
  };
  const files = '<section><h2>File types</h2><table><tr><th>Type</th><th>Path</th><th>Kinds</th></tr>' +
    fileTypes.map((t) => `<tr id="file-${t.id}"><td>${escapeHtml(t.label)}</td><td><code>${escapeHtml(t.path)}</code></td><td>${t.kinds.join(', ')}</td></tr>`).join('') + '</table></section>';
  const lexical = '<section><h2 id="lexical">Lexical rules</h2><p>Comments: <code>//</code>, <code>#</code> and <code>/* */</code>; a <code>/** */</code> block before a declaration is its description. ' +
    'Identifiers are letters, digits and <code>_</code>; other names go in backticks. Strings <code>"…"</code> (escapes <code>\\"</code>, <code>\\\\</code>, <code>\\n</code>) and <code>"""…"""</code>; numbers; lists <code>[a, b]</code>. Statements end at a newline or <code>;</code>.</p></section>';
  return '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>VKL language reference</title></head><body><h1>VKL language reference</h1>' +
    lexical + section('Keywords', 'keyword') + section('Layers', 'layer') + section('Declaration kinds', 'kind', kindExtra) +
    section('Properties', 'property') + section('Annotations', 'annotation') + files + '</body></html>';
}
