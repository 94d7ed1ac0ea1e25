import type { Diagnostic, VklFile } from './ast.js';
import { parse } from './parser.js';
import { extract, isAttributeKind, type Definition, type Extract } from './definitions.js';
import { fileTypeOfPath, type FileType } from './fileTypes.js';
import { createLocator } from './locator.js';

export type IndexedFile = {
  uri: string;
  text: string;
  /** The tree, kept for files up to KEEP_AST_CHARS (large generated files are re-parsed on demand). */
  ast: VklFile | null;
  fileType: FileType | null;
  /** Parse errors of the current text. */
  diagnostics: Diagnostic[];
  /** What the index uses: the current extract, or the last one that parsed cleanly. */
  extract: Extract;
};

export type Warning = Diagnostic & { uri: string };

// Trees cost several times their text in memory; big entities files are rarely edited by hand.
const KEEP_AST_CHARS = 64 * 1024;

/**
 * The definition index of a KG (spec 04 §4): definitions by qualified identifier and by parent,
 * updated one file at a time; warnings are computed on demand and cached until the next update.
 */
export class DefinitionIndex {
  readonly files = new Map<string, IndexedFile>();
  private readonly byQid = new Map<string, Definition[]>();
  // parent qualified identifier → child segment → number of definitions under it (prefixes included)
  private readonly childNames = new Map<string, Map<string, number>>();
  private cachedWarnings: Warning[] | null = null;

  /** Parses `text` and replaces the file's entries; a file with parse errors keeps its last clean definitions. */
  updateFile(uri: string, text: string): IndexedFile {
    const { file, diagnostics } = parse(text);
    const fileType = fileTypeOfPath(uri, text);
    const previous = this.files.get(uri);
    let ex = extract(file, uri, fileType?.kinds);
    if (diagnostics.length > 0 && previous) ex = previous.extract;
    if (previous) this.unregister(previous.extract);
    this.register(ex);
    const entry: IndexedFile = { uri, text, ast: text.length <= KEEP_AST_CHARS ? file : null, fileType, diagnostics, extract: ex };
    this.files.set(uri, entry);
    this.cachedWarnings = null;
    return entry;
  }

  removeFile(uri: string): void {
    const previous = this.files.get(uri);
    if (!previous) return;
    this.unregister(previous.extract);
    this.files.delete(uri);
    this.cachedWarnings = null;
  }

  /** Definitions with this qualified identifier (more than one means a duplicate). */
  get(qid: string): readonly Definition[] {
    return this.byQid.get(qid) ?? [];
  }

  /** All definitions, in no particular order. */
  *definitions(): Iterable<Definition> {
    for (const defs of this.byQid.values()) yield* defs;
  }

  /** Child segments directly under a qualified identifier ('' lists the layers in use). */
  children(qid: string): string[] {
    const m = this.childNames.get(qid);
    return m ? [...m.keys()] : [];
  }

  /** Definitions whose parent is `qid`. */
  childDefinitions(qid: string): Definition[] {
    const out: Definition[] = [];
    for (const name of this.children(qid)) for (const d of this.get(qid ? qid + '.' + name : name)) if (d.parent === qid) out.push(d);
    return out;
  }

  /** Where a qualified identifier is referred to (properties, reopenings, VQL and SQL strings), across all files. */
  referencesTo(qid: string): Array<{ uri: string; offset: number; length: number; via: string }> {
    const out: Array<{ uri: string; offset: number; length: number; via: string }> = [];
    for (const f of this.files.values()) {
      for (const r of f.extract.references) if (r.target === qid || r.target.startsWith(qid + '.')) out.push({ uri: f.uri, offset: r.offset, length: r.length, via: r.via });
    }
    return out;
  }

  /** Parse errors, validation findings, duplicates, unresolved references and variables without values. */
  warnings(): Warning[] {
    if (this.cachedWarnings) return this.cachedWarnings;
    const out: Warning[] = [];
    for (const f of this.files.values()) {
      for (const d of f.diagnostics) out.push({ ...d, uri: f.uri });
      const locate = createLocator(f.text);
      const add = (offset: number, length: number, message: string) => out.push({ severity: 'warning', message, offset, length, ...locate(offset), uri: f.uri });
      if (f.extract.findings.length) for (const x of f.extract.findings) add(x.offset, x.length, x.message);
      for (const r of f.extract.references) {
        if (this.resolves(r.target)) continue;
        add(r.offset, r.length, r.target.startsWith('var.') ? `Variable ${r.target.slice(4)} is not declared` : `Unresolved reference ${r.target} (${r.via})`);
      }
      for (const d of f.extract.definitions) {
        const same = this.byQid.get(d.vklQualifiedIdentifier);
        if (same && same.length > 1) {
          const others = same.filter((o) => o !== d).map((o) => o.file);
          add(d.offset, d.vklIdentifier.length, `Duplicate definition of ${d.vklQualifiedIdentifier} in ${[d.file, ...others].join(' and ')}`);
        }
        if (d.vklType === 'variable' && !d.hasValue) add(d.offset, d.vklIdentifier.length, `Variable ${d.vklIdentifier} has no value for this knowledge graph`);
      }
    }
    this.cachedWarnings = out;
    return out;
  }

  /** Whether a reference names something: a definition, a built-in ontology concept, or a value of a text attribute. */
  resolves(target: string): boolean {
    if (this.byQid.has(target) || target.startsWith('onto.')) return true;
    let cut = target.lastIndexOf('.');
    while (cut > 0) {
      const prefix = target.slice(0, cut);
      const defs = this.byQid.get(prefix);
      if (defs) return defs.some((d) => isAttributeKind(d.vklType));
      cut = prefix.lastIndexOf('.');
    }
    return false;
  }

  private register(ex: Extract): void {
    for (const d of ex.definitions) {
      const list = this.byQid.get(d.vklQualifiedIdentifier);
      if (list) list.push(d);
      else this.byQid.set(d.vklQualifiedIdentifier, [d]);
      this.walkPrefixes(d.vklQualifiedIdentifier, 1);
    }
  }

  private unregister(ex: Extract): void {
    for (const d of ex.definitions) {
      const list = this.byQid.get(d.vklQualifiedIdentifier);
      if (!list) continue;
      const i = list.indexOf(d);
      if (i >= 0) list.splice(i, 1);
      if (list.length === 0) this.byQid.delete(d.vklQualifiedIdentifier);
      this.walkPrefixes(d.vklQualifiedIdentifier, -1);
    }
  }

  private walkPrefixes(qid: string, delta: number): void {
    let parent = '';
    let start = 0;
    for (;;) {
      const dot = qid.indexOf('.', start);
      const seg = dot < 0 ? qid.slice(start) : qid.slice(start, dot);
      let m = this.childNames.get(parent);
      if (!m) this.childNames.set(parent, (m = new Map()));
      const n = (m.get(seg) ?? 0) + delta;
      if (n <= 0) m.delete(seg);
      else m.set(seg, n);
      if (dot < 0) return;
      parent = qid.slice(0, dot);
      start = dot + 1;
    }
  }
}

/** Builds an index from files (path → text). */
export function createIndex(files: Iterable<[string, string]> = []): DefinitionIndex {
  const index = new DefinitionIndex();
  for (const [uri, text] of files) index.updateFile(uri, text);
  return index;
}
