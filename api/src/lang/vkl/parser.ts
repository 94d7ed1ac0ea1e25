import type { Annotation, Declaration, Diagnostic, Leading, Statement, VklFile } from './ast.js';
import { isDeclKind, languages } from './ast.js';
import { Tk, kindOf, tokenize, type Token } from './tokens.js';
import { Cursor, MAX_DEPTH, NONE, describe, type QName } from './cursor.js';

export type ParseResult = { file: VklFile; diagnostics: Diagnostic[] };

const languageSet: ReadonlySet<string> = new Set(languages);

/** Parses VKL text into a syntax tree and diagnostics; never throws, whatever the input. */
export function parse(text: string): ParseResult {
  try {
    const { tokens, errors } = tokenize(text);
    const p = new Parser(text, tokens);
    for (const e of errors) p.error(e.offset, e.length, e.message);
    const file = p.parseFile();
    p.diagnostics.sort((a, b) => a.offset - b.offset);
    return { file, diagnostics: p.diagnostics };
  } catch (e) {
    // Last line of defence for the editor: a bug here must not take the server down. Fuzzing looks for these.
    const message = `Internal parser error: ${e instanceof Error ? e.message : String(e)}`;
    return { file: { type: 'file', statements: [], closing: [], end: text.length }, diagnostics: [{ severity: 'error', message, offset: 0, length: 0, line: 1, column: 1 }] };
  }
}

/** The statement grammar: files, blocks, declarations, properties, and recovery after errors. */
class Parser extends Cursor {
  parseFile(): VklFile {
    const { statements, closing } = this.parseStatements(null, null);
    return { type: 'file', statements, closing, end: this.text.length };
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

  /** `owner` is the declaration whose block this is (null at file level); `open` its '{'. */
  private parseStatements(owner: Declaration | null, open: Token | null): { statements: Statement[]; closing: Leading } {
    const statements: Statement[] = [];
    for (;;) {
      const leading = this.trivia(statements.length === 0);
      const t = this.cur;
      if (kindOf(t) === Tk.Eof) {
        if (owner && open) this.errorAt(t, `Expected '}' to close ${label(owner)} opened at line ${this.locate(open.startOffset).line}`);
        return { statements, closing: trimEnd(leading) };
      }
      if (kindOf(t) === Tk.RBrace) {
        if (owner) return { statements, closing: trimEnd(leading) };
        this.errorAt(t, "Unexpected '}': no block is open here");
        this.i++;
        continue;
      }
      if (owner && open && this.isTopLevelStart(t)) {
        this.errorAt(t, `Expected '}' to close ${label(owner)} opened at line ${this.locate(open.startOffset).line} before '${t.image}'`);
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
      const value = this.parseValue('import', true);
      if (!value) return this.recover();
      return { type: 'import', value, leading, trailing: null, offset: t.startOffset, end: value.end };
    }
    if (kindOf(t) === Tk.Ident && kindOf(this.peek(1)) === Tk.Colon && annotations === NONE) {
      // The common case, `key: value`, without building a qualified name.
      this.i += 2;
      const value = this.parseValue(t.image, true);
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
      const { statements, closing } = this.parseStatements(decl, t);
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
    const value = this.parseValue(first.path.join('.'), true);
    if (!value) return this.recover();
    return { type: 'property', key, lang, value, leading, trailing: null, offset: start.startOffset, end: value.end };
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

function trimEnd(leading: Leading): Leading {
  let n = leading.length;
  while (n > 0 && leading[n - 1] === '') n--;
  return n === leading.length ? leading : n === 0 ? NONE : leading.slice(0, n);
}

/** How an error message names a declaration: 'class Customer'. Built only when an error is reported. */
function label(d: Declaration): string {
  return `'${d.kind ?? ''}${d.kind && d.name ? ' ' : ''}${d.name ? d.name.join('.') : ''}'`;
}
