import type { Annotation, Declaration, Diagnostic, Leading, ListValue, Statement, Value, VklFile } from './ast.js';
import { isDeclKind, languages } from './ast.js';
import { Tk, kindOf, tokenize, type Token } from './tokens.js';
import { unescapeString } from './strings.js';
import { createLocator } from './locator.js';

export type ParseResult = { file: VklFile; diagnostics: Diagnostic[] };

// Kinds that start a file-level declaration; one of these at column 1 inside a block means a '}' is missing.
const topLevelStarts: ReadonlySet<string> = new Set([
  'database', 'schema', 'table', 'virtual_table', 'storage', 'class', 'function', 'rule', 'macro',
  'question_template', 'vocabulary', 'ontology', 'definition', 'cooccurrence', 'variable', 'evolution',
  'discovery_category', 'ground_truth', 'board', 'agent', 'static_note',
  'db', 'kb', 'onto', 'var', 'wb', 'qb', 'disc', 'gt',
]);
const languageSet: ReadonlySet<string> = new Set(languages);
const MAX_DEPTH = 200;
// Shared by every node without trivia or annotations: most nodes, so this saves an allocation each. Never mutated.
const NONE = Object.freeze([]) as unknown as never[];

type QName = { path: string[]; offset: number; end: number; quotedFirst: boolean };

const describe = (t: Token): string => {
  switch (kindOf(t)) {
    case Tk.Eof: return 'end of file';
    case Tk.Newline: return 'end of line';
    case Tk.String: case Tk.Triple: case Tk.BadString: case Tk.BadTriple: return 'a string';
    case Tk.Number: return `number ${t.image}`;
    default: return `'${t.image.length > 20 ? t.image.slice(0, 20) + '…' : t.image}'`;
  }
};

/** Parses VKL text into a syntax tree and diagnostics; never throws, whatever the input. */
export function parse(text: string): ParseResult {
  const { tokens, errors } = tokenize(text);
  const p = new Parser(text, tokens);
  for (const e of errors) p.error(e.offset, e.length, e.message);
  let file: VklFile;
  try {
    file = p.parseFile();
  } catch (e) {
    // Last line of defence for the editor: a parser bug must not take the server down. Fuzzing looks for these.
    p.error(0, 0, `Internal parser error: ${e instanceof Error ? e.message : String(e)}`);
    file = { type: 'file', statements: [], closing: [], end: text.length };
  }
  p.diagnostics.sort((a, b) => a.offset - b.offset);
  return { file, diagnostics: p.diagnostics };
}

class Parser {
  readonly diagnostics: Diagnostic[] = [];
  private i = 0;
  private depth = 0;
  private readonly locate: (offset: number) => { line: number; column: number };

  constructor(private readonly text: string, private readonly toks: Token[]) {
    this.locate = createLocator(text);
  }

  error(offset: number, length: number, message: string): void {
    const { line, column } = this.locate(offset);
    this.diagnostics.push({ severity: 'error', message, offset, length: Math.max(0, length), line, column });
  }

  private errorAt(t: Token, message: string): void {
    this.error(t.startOffset, t.image.length, message);
  }

  private get cur(): Token {
    return this.toks[this.i];
  }

  // A method, not the getter, so TypeScript does not narrow the kind across `this.i++`.
  private kind(): Tk {
    return kindOf(this.toks[this.i]);
  }

  private peek(n: number): Token {
    const j = this.i + n;
    return j < this.toks.length ? this.toks[j] : this.toks[this.toks.length - 1];
  }

  parseFile(): VklFile {
    const { statements, closing } = this.parseStatements(null);
    return { type: 'file', statements, closing, end: this.text.length };
  }

  private atLineStart(t: Token): boolean {
    const o = t.startOffset;
    if (o === 0) return true;
    const c = this.text.charCodeAt(o - 1);
    return c === 10 || c === 13;
  }

  private isTopLevelStart(t: Token): boolean {
    return kindOf(t) === Tk.Ident && this.atLineStart(t) && topLevelStarts.has(t.image);
  }

  /** Reads comments, blank lines and separators before a statement. */
  private trivia(first: boolean): Leading {
    // Most statements have no trivia; the array is only allocated when needed.
    let out: Leading | null = null;
    let nl = 0;
    for (;;) {
      const t = this.toks[this.i];
      const k = kindOf(t);
      if (k === Tk.Newline) {
        nl++;
        if (nl === 2 && (out !== null || !first)) (out ??= []).push('');
      } else if (k === Tk.LineComment || k === Tk.BlockComment) {
        (out ??= []).push(t.image);
        nl = 0;
      } else if (k === Tk.BadComment) {
        this.errorAt(t, 'Unterminated comment: expected \'*/\'');
        (out ??= []).push(t.image + '*/');
        nl = 0;
      } else if (k !== Tk.Semi) return out ?? NONE;
      this.i++;
    }
  }

  private parseStatements(owner: { label: string; open: Token } | null): { statements: Statement[]; closing: Leading } {
    const statements: Statement[] = [];
    for (;;) {
      const leading = this.trivia(statements.length === 0);
      const t = this.cur;
      if (kindOf(t) === Tk.Eof) {
        if (owner) this.errorAt(t, `Expected '}' to close ${owner.label} opened at line ${this.locate(owner.open.startOffset).line}`);
        return { statements, closing: trimEnd(leading) };
      }
      if (kindOf(t) === Tk.RBrace) {
        if (owner) return { statements, closing: trimEnd(leading) };
        this.errorAt(t, "Unexpected '}': no block is open here");
        this.i++;
        continue;
      }
      if (owner && this.isTopLevelStart(t)) {
        this.errorAt(t, `Expected '}' to close ${owner.label} opened at line ${this.locate(owner.open.startOffset).line} before '${t.image}'`);
        return { statements, closing: trimEnd(leading) };
      }
      const before = this.i;
      const s = this.parseStatement(leading);
      if (s) {
        const c = this.cur;
        if (kindOf(c) === Tk.LineComment || kindOf(c) === Tk.BlockComment) {
          s.trailing = c.image;
          this.i++;
        }
        statements.push(s);
      }
      if (this.i === before) this.i++; // guarantees progress on any input
    }
  }

  private parseStatement(leading: Leading): Statement | null {
    const start = this.cur;
    let annotations: Annotation[] = NONE;
    while (this.kind() === Tk.Annotation) {
      if (annotations === NONE) annotations = [];
      annotations.push(this.parseAnnotation());
      for (let k = this.kind(); k === Tk.Newline || k === Tk.LineComment || k === Tk.BlockComment; k = this.kind()) {
        // Comments between annotations and the declaration join its leading comments (printed above the annotations).
        if (k !== Tk.Newline) leading = [...leading, this.cur.image];
        this.i++;
      }
    }
    const t = this.cur;
    if (kindOf(t) === Tk.Ident && t.image === 'import' && kindOf(this.peek(1)) === Tk.Colon && annotations.length === 0) {
      this.i += 2;
      const value = this.parseValue('import:');
      if (!value) return this.recover();
      return { type: 'import', value, leading, trailing: null, offset: t.startOffset, end: value.end };
    }
    if (kindOf(t) === Tk.Ident && kindOf(this.peek(1)) === Tk.Colon && annotations === NONE) {
      // The common case, `key: value`, without building a qualified name.
      this.i += 2;
      const value = this.parseValue(`'${t.image}:'`);
      if (!value) return this.recover();
      return { type: 'property', key: t.image, lang: null, value, leading, trailing: null, offset: t.startOffset, end: value.end };
    }
    if (kindOf(t) !== Tk.Ident && kindOf(t) !== Tk.Quoted) {
      this.errorAt(t, `Expected a property (key: value) or a declaration (kind Name { … }), found ${describe(t)}`);
      return this.recover();
    }
    const first = this.parseQName();
    if (!first) return this.recover();
    const next = this.cur;
    if (kindOf(next) === Tk.Colon) {
      if (annotations.length > 0) this.errorAt(start, 'Annotations must be followed by a declaration, not a property');
      return this.parseProperty(first, leading, start);
    }
    if (kindOf(next) === Tk.LBrace) {
      const kindOnly = first.path.length === 1 && !first.quotedFirst && isDeclKind(first.path[0]);
      const kind = kindOnly ? (first.path[0] as Declaration['kind']) : null;
      const name = kindOnly ? null : first.path;
      return this.finishDeclaration(kind, name, kindOnly ? next.startOffset : first.offset, annotations, leading, start);
    }
    if (kindOf(next) === Tk.Ident || kindOf(next) === Tk.Quoted) {
      const word = first.path[0];
      if (first.path.length !== 1 || first.quotedFirst) {
        this.errorAt(next, `Expected ':' or '{' after '${first.path.join('.')}', found ${describe(next)}`);
        return this.recover();
      }
      const name = this.parseQName();
      if (!name) return this.recover();
      if (!isDeclKind(word)) {
        this.error(first.offset, word.length, `Unknown declaration kind '${word}'`);
        this.finishDeclaration(null, name.path, name.offset, annotations, leading, start);
        return null;
      }
      return this.finishDeclaration(word, name.path, name.offset, annotations, leading, start);
    }
    this.errorAt(next, `Expected ':', '{' or a name after '${first.path.join('.')}', found ${describe(next)}`);
    return this.recover();
  }

  private finishDeclaration(kind: Declaration['kind'], name: string[] | null, nameOffset: number, annotations: Annotation[], leading: Leading, start: Token): Declaration | null {
    let description: string | null = null;
    const last = leading.length > 0 ? leading[leading.length - 1] : '';
    if (last.startsWith('/**') && last.length > 4) {
      description = last;
      leading = leading.slice(0, -1);
    }
    const decl: Declaration = {
      type: 'declaration', kind, name, nameOffset, annotations, description, body: null, closing: NONE,
      leading, trailing: null, offset: start.startOffset, end: this.cur.startOffset,
    };
    const t = this.cur;
    if (kindOf(t) === Tk.LBrace) {
      if (this.depth >= MAX_DEPTH) {
        this.errorAt(t, `Blocks are nested too deeply (more than ${MAX_DEPTH} levels)`);
        return this.recover();
      }
      this.i++;
      this.depth++;
      const label = `'${kind ?? ''}${kind && name ? ' ' : ''}${name ? name.join('.') : ''}'`;
      const { statements, closing } = this.parseStatements({ label, open: t });
      this.depth--;
      decl.body = statements;
      decl.closing = closing;
      const close = this.cur;
      if (kindOf(close) === Tk.RBrace) {
        this.i++;
        decl.end = close.startOffset + 1;
      } else decl.end = close.startOffset;
      return decl;
    }
    const prev = this.toks[this.i - 1];
    decl.end = prev.startOffset + prev.image.length;
    if (this.atStatementEnd()) return decl;
    this.errorAt(t, `Expected '{' or the end of the line after the name, found ${describe(t)}`);
    return this.recover();
  }

  private atStatementEnd(): boolean {
    const k = this.kind();
    return k === Tk.Newline || k === Tk.Semi || k === Tk.Eof || k === Tk.RBrace || k === Tk.LineComment || k === Tk.BlockComment;
  }

  private parseProperty(first: QName, leading: Leading, start: Token): Statement | null {
    this.i++;
    let lang: string | null = null;
    if (first.path.length > 2 || (first.path.length === 2 && !languageSet.has(first.path[1]))) {
      this.error(first.offset, first.end - first.offset, `Expected a language suffix (${languages.join(', ')}) after '${first.path[0]}.', found '${first.path.slice(1).join('.')}'`);
      this.recover();
      return null;
    }
    if (first.path.length === 2) lang = first.path[1];
    const key = first.path[0];
    const value = this.parseValue(`'${first.path.join('.')}:'`);
    if (!value) return this.recover();
    return { type: 'property', key, lang, value, leading, trailing: null, offset: start.startOffset, end: value.end };
  }

  private parseAnnotation(): Annotation {
    const t = this.cur;
    this.i++;
    const ann: Annotation = { name: t.image.slice(1), args: null, offset: t.startOffset, end: t.startOffset + t.image.length };
    if (this.kind() === Tk.LParen && this.cur.startOffset === ann.end) {
      this.i++;
      ann.args = [];
      for (;;) {
        while (this.kind() === Tk.Comma || this.kind() === Tk.Newline) this.i++;
        const c = this.cur;
        if (kindOf(c) === Tk.RParen) {
          this.i++;
          ann.end = c.startOffset + 1;
          break;
        }
        const v = this.parseValue(`'@${ann.name}('`);
        if (!v) {
          while (!this.atStatementEnd() && this.kind() !== Tk.RParen) this.i++;
          if (this.kind() === Tk.RParen) this.i++;
          break;
        }
        ann.args.push(v);
        ann.end = v.end;
      }
    }
    return ann;
  }

  private parseQName(): QName | null {
    const t = this.cur;
    const path = [identText(t)];
    let end = t.startOffset + t.image.length;
    this.i++;
    while (this.kind() === Tk.Dot) {
      const n = this.peek(1);
      if (kindOf(n) !== Tk.Ident && kindOf(n) !== Tk.Quoted) {
        this.errorAt(n, `Expected an identifier after '.', found ${describe(n)}`);
        this.i++;
        return null;
      }
      path.push(identText(n));
      end = n.startOffset + n.image.length;
      this.i += 2;
    }
    return { path, offset: t.startOffset, end, quotedFirst: kindOf(t) === Tk.Quoted };
  }

  private parseValue(after: string): Value | null {
    const t = this.cur;
    const offset = t.startOffset;
    const end = offset + t.image.length;
    switch (kindOf(t)) {
      case Tk.String: {
        this.i++;
        const { value, badEscape } = unescapeString(t.image.slice(1, -1));
        if (badEscape >= 0) this.error(offset + 1 + badEscape, 2, 'Unknown escape: expected \\", \\\\, \\n, \\r or \\t');
        return { type: 'string', value, triple: false, offset, end };
      }
      case Tk.BadString: {
        this.i++;
        this.errorAt(t, "Unterminated string: expected '\"' before the end of the line");
        const body = t.image.endsWith('\\') ? t.image.slice(1, -1) : t.image.slice(1);
        return { type: 'string', value: unescapeString(body).value, triple: false, offset, end };
      }
      case Tk.Triple:
        this.i++;
        return { type: 'string', value: t.image.slice(3, -3), triple: true, offset, end };
      case Tk.BadTriple:
        this.i++;
        this.errorAt(t, 'Unterminated multi-line string: expected \'"""\'');
        // Printed back as a closed triple string only when that reads back the same.
        return { type: 'string', value: t.image.slice(3), triple: !t.image.endsWith('"') || t.image.length === 3, offset, end };
      case Tk.Number:
        this.i++;
        return { type: 'number', raw: t.image, offset, end };
      case Tk.Ident:
      case Tk.Quoted: {
        if (kindOf(t) === Tk.Ident && (t.image === 'true' || t.image === 'false')) {
          this.i++;
          return { type: 'boolean', value: t.image === 'true', offset, end };
        }
        const q = this.parseQName();
        return q ? { type: 'ref', path: q.path, offset, end: q.end } : null;
      }
      case Tk.LBracket:
        return this.parseList();
      default:
        this.errorAt(t, `Expected a value (string, number, true, false, identifier or [list]) after ${after}, found ${describe(t)}`);
        return null;
    }
  }

  private parseList(): Value | null {
    const open = this.cur;
    this.i++;
    const items: Value[] = [];
    // Comments before each item (and before ']'); only allocated when a list holds comments.
    let comments: string[][] | undefined;
    let pending: string[] | null = null;
    const list = (end: number): ListValue => {
      if (pending) (comments ??= Array.from({ length: items.length }, () => []))[items.length] = pending;
      if (comments) for (let j = 0; j <= items.length; j++) comments[j] ??= [];
      return comments ? { type: 'list', items, comments, offset: open.startOffset, end } : { type: 'list', items, offset: open.startOffset, end };
    };
    for (;;) {
      let t = this.cur;
      for (let k = kindOf(t); k === Tk.Comma || k === Tk.Newline || k === Tk.LineComment || k === Tk.BlockComment; k = kindOf(t)) {
        if (k === Tk.LineComment || k === Tk.BlockComment) (pending ??= []).push(t.image);
        t = this.toks[++this.i];
      }
      if (kindOf(t) === Tk.RBracket) {
        this.i++;
        return list(t.startOffset + 1);
      }
      const startsProperty = (kindOf(t) === Tk.Ident || kindOf(t) === Tk.Quoted) && kindOf(this.peek(1)) === Tk.Colon;
      if (kindOf(t) === Tk.Eof || kindOf(t) === Tk.RBrace || startsProperty || (this.depth > 0 && this.isTopLevelStart(t))) {
        this.errorAt(t, `Expected ']' to close the list opened at line ${this.locate(open.startOffset).line}, found ${describe(t)}`);
        return list(t.startOffset);
      }
      if (this.depth >= MAX_DEPTH) {
        this.errorAt(t, `Lists are nested too deeply (more than ${MAX_DEPTH} levels)`);
        return null;
      }
      this.depth++;
      const v = this.parseValue("'[' or ','");
      this.depth--;
      if (!v) {
        if (this.kind() !== Tk.Eof) this.i++;
        continue;
      }
      if (pending) {
        (comments ??= Array.from({ length: items.length }, () => []))[items.length] = pending;
        pending = null;
      }
      items.push(v);
    }
  }

  /** Skips the rest of a broken statement (a balanced block included) so the next one parses. */
  private recover(): null {
    let nest = 0;
    for (;;) {
      const t = this.cur;
      if (kindOf(t) === Tk.Eof) return null;
      if (nest === 0 && (kindOf(t) === Tk.Newline || kindOf(t) === Tk.Semi || kindOf(t) === Tk.RBrace)) return null;
      if (kindOf(t) === Tk.LBrace) nest++;
      else if (kindOf(t) === Tk.RBrace) nest--;
      else if (nest > 0 && this.isTopLevelStart(t)) return null;
      this.i++;
    }
  }
}

function identText(t: Token): string {
  return kindOf(t) === Tk.Quoted ? t.image.slice(1, -1) : t.image;
}

function trimEnd(leading: Leading): Leading {
  let n = leading.length;
  while (n > 0 && leading[n - 1] === '') n--;
  return n === leading.length ? leading : n === 0 ? NONE : leading.slice(0, n);
}
