import type { Annotation, Declaration, Leading, Statement, Value, VklFile } from './ast.js';
import { isDeclKind } from './ast.js';
import { printIdentifier, quoteString } from './strings.js';

const INDENT = '  ';
// Lists longer than this (or holding multi-line strings) print one item per line.
const MAX_INLINE_LIST = 80;

/** Prints a syntax tree in the one canonical VKL format (2-space indent, one statement per line). */
export function print(file: VklFile): string {
  const out: string[] = [];
  printStatements(file.statements, '', out);
  printLeading(file.closing, '', out);
  return out.join('');
}

function printLeading(leading: Leading, indent: string, out: string[]): void {
  for (const item of leading) out.push(item === '' ? '\n' : indent + item + '\n');
}

function printStatements(statements: Statement[], indent: string, out: string[]): void {
  for (const s of statements) {
    printLeading(s.leading, indent, out);
    out.push(indent);
    if (s.type === 'property') {
      out.push(printIdentifier(s.key), s.lang ? '.' + s.lang : '', ': ', printValue(s.value, indent));
    } else if (s.type === 'import') {
      out.push('import: ', printValue(s.value, indent));
    } else {
      printDeclaration(s, indent, out);
    }
    if (s.trailing !== null) out.push(' ', s.trailing);
    out.push('\n');
  }
}

function printDeclaration(d: Declaration, indent: string, out: string[]): void {
  if (d.description !== null) out.push(d.description, '\n', indent);
  for (const a of d.annotations) out.push(printAnnotation(a, indent), ' ');
  if (d.kind) out.push(d.kind);
  if (d.name) {
    if (d.kind) out.push(' ');
    const quoteKind = !d.kind && d.name.length === 1 && isDeclKind(d.name[0]);
    out.push(quoteKind ? '`' + d.name[0] + '`' : printPath(d.name));
  }
  if (d.body === null) return;
  if (d.body.length === 0 && d.closing.length === 0) {
    out.push(' {}');
    return;
  }
  out.push(' {\n');
  const inner = indent + INDENT;
  printStatements(d.body, inner, out);
  printLeading(d.closing, inner, out);
  out.push(indent, '}');
}

function printAnnotation(a: Annotation, indent: string): string {
  if (a.args === null) return '@' + a.name;
  return '@' + a.name + '(' + a.args.map((v) => printValue(v, indent)).join(', ') + ')';
}

export function printPath(path: string[]): string {
  let s = printIdentifier(path[0]);
  for (let i = 1; i < path.length; i++) s += '.' + printIdentifier(path[i]);
  return s;
}

/** Prints one value; `indent` is the indentation of the line it starts on. */
export function printValue(v: Value, indent: string): string {
  switch (v.type) {
    case 'string':
      return v.triple && !v.value.includes('"""') && !v.value.endsWith('"') ? '"""' + v.value + '"""' : quoteString(v.value);
    case 'number':
      return v.raw;
    case 'boolean':
      return v.value ? 'true' : 'false';
    case 'ref':
      return printPath(v.path);
    case 'list': {
      if (v.items.length === 0 && !v.comments) return '[]';
      const inner = indent + INDENT;
      const parts = v.items.map((item) => printValue(item, inner));
      const flat = '[' + parts.join(', ') + ']';
      if (!v.comments && flat.length <= MAX_INLINE_LIST && !flat.includes('\n')) return flat;
      const before = (i: number) => (v.comments?.[i] ?? []).map((c) => inner + c + '\n').join('');
      return '[\n' + parts.map((p, i) => before(i) + inner + p + '\n').join('') + before(parts.length) + indent + ']';
    }
  }
}
