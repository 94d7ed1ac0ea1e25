// Escaping rules of VKL string literals and identifiers, shared by the parser, printer and generators.

const plainIdent = /^[A-Za-z_][A-Za-z0-9_]*$/;
const keywords: ReadonlySet<string> = new Set(['import', 'true', 'false']);

/** True when `name` can be written without backticks. */
export function isPlainIdentifier(name: string): boolean {
  return plainIdent.test(name) && !keywords.has(name);
}

/** Writes one identifier segment, in backticks when needed. */
export function printIdentifier(name: string): string {
  return isPlainIdentifier(name) ? name : '`' + name + '`';
}

/** Writes a `"…"` literal that reads back as exactly `value`. */
export function quoteString(value: string): string {
  let out = '"';
  for (let i = 0; i < value.length; i++) {
    const c = value[i];
    if (c === '"') out += '\\"';
    else if (c === '\\') out += '\\\\';
    else if (c === '\n') out += '\\n';
    else if (c === '\r') out += '\\r';
    else if (c === '\t') out += '\\t';
    else out += c;
  }
  return out + '"';
}

/** Reads the body of a `"…"` literal (without its quotes); unknown escapes keep the escaped character. */
export function unescapeString(body: string): { value: string; badEscape: number } {
  if (body.indexOf('\\') < 0) return { value: body, badEscape: -1 };
  let out = '';
  let badEscape = -1;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c !== '\\' || i + 1 >= body.length) {
      out += c;
      continue;
    }
    const n = body[++i];
    if (n === 'n') out += '\n';
    else if (n === 'r') out += '\r';
    else if (n === 't') out += '\t';
    else if (n === '"' || n === '\\') out += n;
    else {
      if (badEscape < 0) badEscape = i - 1;
      out += n;
    }
  }
  return { value: out, badEscape };
}
