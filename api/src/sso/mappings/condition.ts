// The condition language of user attribute mappings (see README.md in this folder): a pure lexer, a
// recursive-descent parser and an evaluator over the incoming attributes.
import type { IncomingAttributes } from './types.js';

export type Operand =
  | { kind: 'attribute'; name: string }
  | { kind: 'string'; value: string }
  | { kind: 'list'; values: string[] };

export type Condition =
  | { kind: 'and' | 'or'; left: Condition; right: Condition }
  | { kind: 'not'; operand: Condition }
  | { kind: 'compare'; op: '==' | '!=' | 'in' | 'not in'; left: Operand; right: Operand }
  | { kind: 'present'; attribute: string };

/** A parse failure: column is 1-based, in characters of the condition text. */
export type ConditionError = { message: string; column: number };
export type ParseResult = { ok: true; condition: Condition } | { ok: false; error: ConditionError };

type TokenKind = 'ident' | 'string' | 'op' | 'punct' | 'keyword' | 'end';
type Token = { kind: TokenKind; text: string; value: string; column: number };

const KEYWORDS = new Set(['and', 'or', 'not', 'in']);
const MAX_LENGTH = 2000;
const MAX_DEPTH = 50;

class ParseFailure extends Error {
  constructor(
    message: string,
    readonly column: number,
  ) {
    super(message);
  }
}

function describe(token: Token) {
  return token.kind === 'end' ? 'the end of the condition' : `'${token.text}'`;
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    const column = i + 1;
    if (/\s/.test(c)) {
      i++;
    } else if (c === '"' || c === "'") {
      let value = '';
      let j = i + 1;
      for (; j < text.length && text[j] !== c; j++) {
        if (text[j] === '\\' && j + 1 < text.length) j++;
        value += text[j];
      }
      if (j >= text.length) throw new ParseFailure('The text is not closed: add the closing quote', column);
      tokens.push({ kind: 'string', text: text.slice(i, j + 1), value, column });
      i = j + 1;
    } else if (c === '`') {
      const end = text.indexOf('`', i + 1);
      if (end < 0) throw new ParseFailure('The attribute name is not closed: add the closing backtick', column);
      const name = text.slice(i + 1, end);
      if (!name) throw new ParseFailure('The attribute name is empty', column);
      tokens.push({ kind: 'ident', text: text.slice(i, end + 1), value: name, column });
      i = end + 1;
    } else if (/[A-Za-z_]/.test(c)) {
      const m = /^[A-Za-z_][A-Za-z0-9_.:-]*/.exec(text.slice(i))!;
      const word = m[0];
      const lower = word.toLowerCase();
      tokens.push(KEYWORDS.has(lower) ? { kind: 'keyword', text: word, value: lower, column } : { kind: 'ident', text: word, value: word, column });
      i += word.length;
    } else if (text.startsWith('==', i) || text.startsWith('!=', i)) {
      tokens.push({ kind: 'op', text: text.slice(i, i + 2), value: text.slice(i, i + 2), column });
      i += 2;
    } else if ('()[],'.includes(c)) {
      tokens.push({ kind: 'punct', text: c, value: c, column });
      i++;
    } else if (c === '=') {
      throw new ParseFailure("Use '==' to compare", column);
    } else {
      throw new ParseFailure(`Unexpected character '${c}'`, column);
    }
  }
  tokens.push({ kind: 'end', text: '', value: '', column: text.length + 1 });
  return tokens;
}

class Parser {
  private position = 0;
  private depth = 0;
  constructor(private readonly tokens: Token[]) {}

  private get next() {
    return this.tokens[this.position];
  }
  private peek(offset: number) {
    return this.tokens[Math.min(this.position + offset, this.tokens.length - 1)];
  }
  private atEnd() {
    return this.next.kind === 'end';
  }
  private isKeyword(word: string, token = this.next) {
    return token.kind === 'keyword' && token.value === word;
  }
  private isPunct(p: string) {
    return this.next.kind === 'punct' && this.next.value === p;
  }
  private expectPunct(p: string, what: string) {
    if (!this.isPunct(p)) throw new ParseFailure(`Expected ${what} but found ${describe(this.next)}`, this.next.column);
    this.position++;
  }

  parse(): Condition {
    if (this.atEnd()) throw new ParseFailure('The condition is empty', 1);
    const condition = this.or();
    if (!this.atEnd()) throw new ParseFailure(`Expected 'and', 'or' or the end but found ${describe(this.next)}`, this.next.column);
    return condition;
  }

  private or(): Condition {
    let left = this.and();
    while (this.isKeyword('or')) {
      this.position++;
      left = { kind: 'or', left, right: this.and() };
    }
    return left;
  }

  private and(): Condition {
    let left = this.unary();
    while (this.isKeyword('and')) {
      this.position++;
      left = { kind: 'and', left, right: this.unary() };
    }
    return left;
  }

  private unary(): Condition {
    if (++this.depth > MAX_DEPTH) throw new ParseFailure('The condition is nested too deeply', this.next.column);
    try {
      if (this.isKeyword('not')) {
        this.position++;
        return { kind: 'not', operand: this.unary() };
      }
      if (this.isPunct('(')) {
        this.position++;
        const inner = this.or();
        this.expectPunct(')', "')'");
        return inner;
      }
      return this.comparison();
    } finally {
      this.depth--;
    }
  }

  private comparison(): Condition {
    const start = this.next;
    const left = this.operand();
    let op: '==' | '!=' | 'in' | 'not in' | null = null;
    if (this.next.kind === 'op') op = this.next.value as '==' | '!=';
    else if (this.isKeyword('in')) op = 'in';
    else if (this.isKeyword('not') && this.isKeyword('in', this.peek(1))) op = 'not in';
    if (!op) {
      if (left.kind === 'attribute') return { kind: 'present', attribute: left.name };
      throw new ParseFailure(`Expected '==', '!=', 'in' or 'not in' after ${describe(start)} but found ${describe(this.next)}`, this.next.column);
    }
    this.position += op === 'not in' ? 2 : 1;
    const rightToken = this.next;
    const right = this.operand();
    if ((op === '==' || op === '!=') && (left.kind === 'list' || right.kind === 'list')) {
      throw new ParseFailure(`A list cannot be compared with '${op}': use 'in'`, left.kind === 'list' ? start.column : rightToken.column);
    }
    if ((op === 'in' || op === 'not in') && right.kind === 'string') {
      throw new ParseFailure(`Expected an attribute or a list after '${op}' but found ${describe(rightToken)}`, rightToken.column);
    }
    return { kind: 'compare', op, left, right };
  }

  private operand(): Operand {
    const token = this.next;
    if (token.kind === 'ident') {
      this.position++;
      return { kind: 'attribute', name: token.value };
    }
    if (token.kind === 'string') {
      this.position++;
      return { kind: 'string', value: token.value };
    }
    if (this.isPunct('[')) {
      this.position++;
      const values: string[] = [];
      while (!this.isPunct(']')) {
        if (this.next.kind !== 'string') throw new ParseFailure(`Expected a quoted text in the list but found ${describe(this.next)}`, this.next.column);
        values.push(this.next.value);
        this.position++;
        if (!this.isPunct(',')) break;
        this.position++;
      }
      this.expectPunct(']', "',' or ']'");
      return { kind: 'list', values };
    }
    throw new ParseFailure(`Expected an attribute name, a quoted text or a list but found ${describe(token)}`, token.column);
  }
}

/** Parses a condition; never throws. */
export function parseCondition(text: string): ParseResult {
  if (text.length > MAX_LENGTH) return { ok: false, error: { message: `The condition must not exceed ${MAX_LENGTH} characters`, column: MAX_LENGTH + 1 } };
  try {
    return { ok: true, condition: new Parser(tokenize(text)).parse() };
  } catch (e) {
    if (e instanceof ParseFailure) return { ok: false, error: { message: e.message, column: e.column } };
    throw e;
  }
}

const valuesOf = (operand: Operand, attributes: IncomingAttributes): string[] =>
  operand.kind === 'attribute' ? (attributes[operand.name] ?? []) : operand.kind === 'string' ? [operand.value] : operand.values;

/** Whether the condition holds: a comparison holds when any value on the left matches any on the right. */
export function evaluateCondition(condition: Condition, attributes: IncomingAttributes): boolean {
  switch (condition.kind) {
    case 'and':
      return evaluateCondition(condition.left, attributes) && evaluateCondition(condition.right, attributes);
    case 'or':
      return evaluateCondition(condition.left, attributes) || evaluateCondition(condition.right, attributes);
    case 'not':
      return !evaluateCondition(condition.operand, attributes);
    case 'present':
      return (attributes[condition.attribute] ?? []).some((v) => v !== '');
    case 'compare': {
      const right = new Set(valuesOf(condition.right, attributes));
      const any = valuesOf(condition.left, attributes).some((v) => right.has(v));
      return condition.op === '==' || condition.op === 'in' ? any : !any;
    }
  }
}
