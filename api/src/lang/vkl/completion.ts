import type { DeclKind, Declaration, Statement, VklFile } from './ast.js';
import { declKinds, isDeclKind, layers } from './ast.js';
import type { DefinitionIndex } from './definitionIndex.js';
import { isAttributeKind, type Definition } from './definitions.js';
import { documentation, documentationMarkdown } from './docs.js';
import { fileTypeOfPath } from './fileTypes.js';
import { kindInfo, propertyInfo, refProperties } from './kinds.js';
import { parse } from './parser.js';
import { printIdentifier } from './strings.js';

export type SuggestionKind = 'layer' | 'namespace' | 'class' | 'attribute' | 'relationship' | 'entity' | 'definition' | 'keyword' | 'property' | 'value';

/** One autocomplete suggestion (spec 03 §3). */
export type Suggestion = {
  label: string;
  completion: string;
  isSnippet: boolean;
  kind: SuggestionKind;
  documentation: { url: string | null; markdown: string };
};

export type CompletionRequest = { text: string; offset: number; uri?: string; ast?: VklFile };

const identChar = /[A-Za-z0-9_]/;
const topKinds: readonly DeclKind[] = declKinds.filter((k) => k === 'class' || !Object.values(kindInfo).some((i) => i.children.includes(k)));

/** Suggestions at `offset`: children of the qualified identifier before a dot, else keywords, properties or values for the position. */
export function complete(index: DefinitionIndex, req: CompletionRequest): Suggestion[] {
  const { text } = req;
  const offset = Math.max(0, Math.min(req.offset, text.length));
  let s = offset;
  while (s > 0 && identChar.test(text[s - 1])) s--;
  const partial = text.slice(s, offset);
  if (s > 0 && text[s - 1] === '.') {
    const qualifier = qualifierBefore(text, s - 1);
    if (qualifier === null) return [];
    return dotted(index, resolveVariable(text, qualifier), partial);
  }
  const lineStart = text.lastIndexOf('\n', s - 1) + 1;
  const before = text.slice(lineStart, s);
  const valueOf = /^\s*([A-Za-z_][A-Za-z0-9_]*)(?:\.[a-z]{2})?\s*:\s*\[?\s*$/.exec(before);
  if (valueOf) return values(valueOf[1], partial);
  if (!/^\s*(@[A-Za-z_]\w*(\([^)]*\))?\s+)*$/.test(before)) return [];
  // The index already holds the tree when the editor's text is the saved text.
  const saved = req.uri ? index.files.get(req.uri) : undefined;
  // Only the text before the cursor decides which blocks are open, so a large file is parsed up to the cursor only.
  const ast = req.ast ?? (saved?.ast && saved.text === text ? saved.ast : parse(text.slice(0, offset)).file);
  const kind = enclosingKind(ast.statements, offset, text);
  return statementStarts(kind, req.uri, partial);
}

/** The dotted identifier ending just before `dot` (backticked segments allowed), or null. */
function qualifierBefore(text: string, dot: number): string | null {
  const parts: string[] = [];
  let e = dot;
  for (;;) {
    let s = e;
    if (s > 0 && text[s - 1] === '`') {
      const open = text.lastIndexOf('`', s - 2);
      if (open < 0) return null;
      parts.unshift(text.slice(open + 1, s - 1));
      s = open;
    } else {
      while (s > 0 && identChar.test(text[s - 1])) s--;
      if (s === e) return null;
      parts.unshift(text.slice(s, e));
    }
    if (s > 0 && text[s - 1] === '.') e = s - 1;
    else return parts.join('.');
  }
}

/** In VQL, `o.` after `var o: kb.Order` means the class. */
function resolveVariable(text: string, qualifier: string): string {
  if (qualifier.includes('.') || (layers as readonly string[]).includes(qualifier)) return qualifier;
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(qualifier)) return qualifier;
  const m = new RegExp(`\\bvar\\s+${qualifier}\\s*:\\s*([A-Za-z_][\\w.]*)`).exec(text);
  return m ? m[1] : qualifier;
}

function kindOfDefinition(d: Definition | undefined): SuggestionKind {
  if (!d) return 'namespace';
  if (d.vklType === 'class' || d.vklType === 'subclass') return 'class';
  if (isAttributeKind(d.vklType)) return 'attribute';
  if (d.vklType === 'relationship') return 'relationship';
  if (d.vklType === 'entity') return 'entity';
  return 'definition';
}

function dotted(index: DefinitionIndex, qualifier: string, partial: string): Suggestion[] {
  const lower = partial.toLowerCase();
  const found: Array<{ key: string; s: Suggestion }> = [];
  const urls = new Map<string, string | null>();
  for (const name of index.children(qualifier)) {
    const key = name.toLowerCase();
    if (lower && !key.startsWith(lower)) continue;
    const qid = qualifier + '.' + name;
    const d = index.get(qid)[0];
    let url: string | null = null;
    if (d) {
      if (!urls.has(d.vklType)) urls.set(d.vklType, documentation(d.vklType).url);
      url = urls.get(d.vklType) ?? null;
    }
    const markdown = d ? `**${qid}** (${d.vklType})${d.description ? '\n\n' + d.description : ''}` : `**${qid}**`;
    found.push({ key, s: { label: name, completion: printIdentifier(name), isSnippet: false, kind: kindOfDefinition(d), documentation: { url, markdown } } });
  }
  // Ordinal comparison of lowercased labels: localeCompare is too slow for thousands of children.
  return found.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)).map((f) => f.s);
}

function layerSuggestions(partial: string): Suggestion[] {
  return layers.filter((l) => l.startsWith(partial)).map((l) => ({
    label: l, completion: l, isSnippet: false, kind: 'layer' as const,
    documentation: { url: documentation(l).url, markdown: documentationMarkdown(l) ?? '' },
  }));
}

function values(property: string, partial: string): Suggestion[] {
  const allowed = propertyInfo[property]?.values;
  if (allowed) {
    return allowed.filter((v) => v.startsWith(partial)).map((v) => ({
      label: v, completion: v, isSnippet: false, kind: 'value' as const,
      documentation: { url: documentation(property).url, markdown: documentationMarkdown(property) ?? '' },
    }));
  }
  return refProperties.has(property) ? layerSuggestions(partial) : [];
}

/** The effective kind of the innermost declaration whose braces contain `offset` (null at file level). */
function enclosingKind(statements: Statement[], offset: number, text: string): DeclKind | 'reopen' | null {
  let kind: DeclKind | 'reopen' | null = null;
  let list: Statement[] | null = statements;
  // A block left open at the end of a prefix ends exactly at the cursor; a closed one ends with '}'.
  const contains = (s: Declaration) => s.nameOffset < offset && (offset < s.end || (offset === s.end && text[offset - 1] !== '}'));
  while (list) {
    const inside: Declaration | undefined = list.find((s): s is Declaration => s.type === 'declaration' && s.body !== null && contains(s));
    if (!inside) break;
    const implied = impliedChild(kind);
    kind = inside.kind ?? implied ?? 'reopen';
    list = inside.body;
  }
  return kind;
}

function impliedChild(kind: DeclKind | 'reopen' | null): DeclKind | undefined {
  return kind && kind !== 'reopen' ? kindInfo[kind].implied : undefined;
}

function statementStarts(kind: DeclKind | 'reopen' | null, uri: string | undefined, partial: string): Suggestion[] {
  let kinds: readonly DeclKind[];
  let props: readonly string[];
  if (kind === null) {
    kinds = (uri && fileTypeOfPath(uri)?.kinds) || topKinds;
    props = ['import'];
  } else if (kind === 'reopen') {
    kinds = kindInfo.class.children;
    props = [];
  } else {
    kinds = kindInfo[kind].children;
    props = kindInfo[kind].props;
  }
  const out: Suggestion[] = [];
  for (const p of props) {
    if (!p.startsWith(partial)) continue;
    const d = documentation(p);
    out.push({ label: p, completion: `${p}: `, isSnippet: false, kind: 'property', documentation: { url: d.url, markdown: documentationMarkdown(p) ?? '' } });
  }
  for (const k of kinds) {
    if (!k.startsWith(partial) || !isDeclKind(k)) continue;
    const d = documentation(k);
    out.push({ label: k, completion: `${k} \${1:Name} {\n\t$0\n}`, isSnippet: true, kind: 'keyword', documentation: { url: d.url, markdown: kindInfo[k].doc } });
  }
  if (kind === null) out.push(...layerSuggestions(partial));
  return out;
}
