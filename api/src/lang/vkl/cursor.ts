import type { Annotation, Diagnostic, ListValue, Value } from './ast.js';
import { Tk, kindOf, type Token } from './tokens.js';
import { unescapeString } from './strings.js';
import { createLocator } from './locator.js';

// Kinds that start a file-level declaration; one of these at column 1 inside a block means a '}' is missing.
const topLevelStarts: ReadonlySet<string> = new Set([
  'database', 'schema', 'table', 'virtual_table', 'storage', 'class', 'function', 'rule', 'macro',
  'question_template', 'vocabulary', 'ontology', 'definition', 'cooccurrence', 'variable', 'evolution',
  'discovery_category', 'ground_truth', 'board', 'agent', 'static_note',
  'db', 'kb', 'onto', 'var', 'wb', 'qb', 'disc', 'gt',
]);
export const MAX_DEPTH = 200;
// Shared by every node without trivia or annotations: most nodes, so this saves an allocation each. Never mutated.
export const NONE = Object.freeze([]) as unknown as never[];

export type QName = { path: string[]; offset: number; end: number; quotedFirst: boolean };

export const describe = (t: Token): string => {
  switch (kindOf(t)) {
    case Tk.Eof: return 'end of file';
    case Tk.Newline: return 'end of line';
    case Tk.String: case Tk.Triple: case Tk.BadString: case Tk.BadTriple: return 'a string';
    case Tk.Number: return `number ${t.image}`;
    default: return `'${t.image.length > 20 ? t.image.slice(0, 20) + '…' : t.image}'`;
  }
};

/** Token position, diagnostics and the parsing of names and values; the statement grammar builds on it (parser.ts). */
export class Cursor {
  readonly diagnostics: Diagnostic[] = [];
  protected i = 0;
  protected depth = 0;
  protected readonly locate: (offset: number) => { line: number; column: number };

  constructor(protected readonly text: string, protected readonly toks: Token[]) {
    this.locate = createLocator(text);
  }

  error(offset: number, length: number, message: string): void {
    const { line, column } = this.locate(offset);
    this.diagnostics.push({ severity: 'error', message, offset, length: Math.max(0, length), line, column });
  }

  protected errorAt(t: Token, message: string): void {
    this.error(t.startOffset, t.image.length, message);
  }

  protected get cur(): Token {
    return this.toks[this.i];
  }

  // A method, not the getter, so TypeScript does not narrow the kind across `this.i++`.
  protected kind(): Tk {
    return kindOf(this.toks[this.i]);
  }

  protected peek(n: number): Token {
    const j = this.i + n;
    return j < this.toks.length ? this.toks[j] : this.toks[this.toks.length - 1];
  }

  protected atLineStart(t: Token): boolean {
    const o = t.startOffset;
    if (o === 0) return true;
    const c = this.text.charCodeAt(o - 1);
    return c === 10 || c === 13;
  }

  protected isTopLevelStart(t: Token): boolean {
    return kindOf(t) === Tk.Ident && this.atLineStart(t) && topLevelStarts.has(t.image);
  }

  protected atStatementEnd(): boolean {
    const k = this.kind();
    return k === Tk.Newline || k === Tk.Semi || k === Tk.Eof || k === Tk.RBrace || k === Tk.LineComment || k === Tk.BlockComment;
  }

  protected parseAnnotation(): Annotation {
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

  protected parseQName(): QName | null {
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

  /** `after` names what precedes the value in an error message; `isKey` wraps it as `'key:'` (built only on error). */
  protected parseValue(after: string, isKey = false): Value | null {
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
        this.errorAt(t, `Expected a value (string, number, true, false, identifier or [list]) after ${isKey ? `'${after}:'` : after}, found ${describe(t)}`);
        return null;
    }
  }

  protected parseList(): Value | null {
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
}

function identText(t: Token): string {
  return kindOf(t) === Tk.Quoted ? t.image.slice(1, -1) : t.image;
}
