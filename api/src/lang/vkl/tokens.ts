import { Lexer, createToken, type IToken, type TokenType } from 'chevrotain';

// Token kinds the parser switches on; a small number keeps the switch cheap.
export enum Tk {
  Ident,
  Quoted,
  String,
  Triple,
  Number,
  Annotation,
  LBrace,
  RBrace,
  LBracket,
  RBracket,
  LParen,
  RParen,
  Colon,
  Semi,
  Comma,
  Dot,
  Newline,
  LineComment,
  BlockComment,
  BadString,
  BadTriple,
  BadComment,
  BadQuoted,
  Eof,
}

// Chevrotain's own token objects are used as-is: adding a field to a million of them would cost an allocation each.
export type Token = IToken;

const tokenTypes: TokenType[] = [];
const pending: Array<[TokenType, Tk | null]> = [];
// A typed array, not a sparse one: the EOF slot at 1023 would turn a plain array into a slow dictionary.
const kindByIdx = new Uint8Array(1024);

function tok(name: string, pattern: RegExp, k: Tk | null, startChars?: string[]): TokenType {
  const multiLine = k === Tk.Newline || k === Tk.Triple || k === Tk.BadTriple || k === Tk.BlockComment || k === Tk.BadComment;
  const t = createToken({
    name,
    pattern,
    ...(k === null ? { group: Lexer.SKIPPED } : {}),
    ...(startChars ? { start_chars_hint: startChars } : {}),
    line_breaks: multiLine,
  });
  tokenTypes.push(t);
  pending.push([t, k]);
  return t;
}

// Order matters: longer or more specific alternatives come first.
tok('Whitespace', /[ \t\f\uFEFF]+/, null, [' ', '\t', '\f', '\uFEFF']);
tok('Newline', /(?:\r?\n|\r)[ \t]*/, Tk.Newline, ['\n', '\r']);
tok('BlockComment', /\/\*[\s\S]*?\*\//, Tk.BlockComment, ['/']);
tok('BadComment', /\/\*[\s\S]*/, Tk.BadComment, ['/']);
tok('LineComment', /(?:\/\/|#)[^\n\r]*/, Tk.LineComment, ['/', '#']);
tok('Triple', /"""[\s\S]*?"""/, Tk.Triple, ['"']);
tok('BadTriple', /"""[\s\S]*/, Tk.BadTriple, ['"']);
tok('String', /"(?:[^"\\\n\r]|\\[^\n\r])*"/, Tk.String, ['"']);
tok('BadString', /"(?:[^"\\\n\r]|\\[^\n\r])*\\?/, Tk.BadString, ['"']);
tok('Quoted', /`[^`\n\r]+`/, Tk.Quoted, ['`']);
tok('BadQuoted', /`[^`\n\r]*/, Tk.BadQuoted, ['`']);
tok('Number', /-?[0-9]+(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/, Tk.Number, ['-', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
tok('Annotation', /@[A-Za-z_][A-Za-z0-9_]*/, Tk.Annotation, ['@']);
tok('Ident', /[A-Za-z_][A-Za-z0-9_]*/, Tk.Ident);
tok('LBrace', /\{/, Tk.LBrace, ['{']);
tok('RBrace', /\}/, Tk.RBrace, ['}']);
tok('LBracket', /\[/, Tk.LBracket, ['[']);
tok('RBracket', /\]/, Tk.RBracket, [']']);
tok('LParen', /\(/, Tk.LParen, ['(']);
tok('RParen', /\)/, Tk.RParen, [')']);
tok('Colon', /:/, Tk.Colon, [':']);
tok('Semi', /;/, Tk.Semi, [';']);
tok('Comma', /,/, Tk.Comma, [',']);
tok('Dot', /\./, Tk.Dot, ['.']);

const lexer = new Lexer(tokenTypes, {
  positionTracking: 'onlyOffset',
  ensureOptimizations: true,
  skipValidations: false,
});

for (const [t, k] of pending) if (k !== null) kindByIdx[t.tokenTypeIdx as number] = k;
const EOF_IDX = 1023;
kindByIdx[EOF_IDX] = Tk.Eof;

/** The parser's kind of a token. */
export function kindOf(t: Token): Tk {
  return kindByIdx[t.tokenTypeIdx];
}

export type LexError = { offset: number; length: number; message: string };

/** Splits text into tokens (whitespace dropped, newlines and comments kept); never throws. */
export function tokenize(text: string): { tokens: Token[]; errors: LexError[] } {
  const result = lexer.tokenize(text);
  const tokens = result.tokens;
  tokens.push({ image: '', startOffset: text.length, tokenTypeIdx: EOF_IDX } as Token);
  const errors: LexError[] = result.errors.map((e) => ({
    offset: e.offset,
    length: e.length,
    message: `Unexpected character '${text.substr(e.offset, 1)}'`,
  }));
  return { tokens, errors };
}
