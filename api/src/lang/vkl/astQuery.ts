import type { DeclKind, Declaration, Property, Statement, Value, VklFile } from './ast.js';

/** A declaration of one kind: `DeclarationOf<'class'>`. */
export type DeclarationOf<K extends DeclKind> = Declaration & { kind: K };
export type ClassDeclaration = DeclarationOf<'class'>;
export type EntityDeclaration = DeclarationOf<'entity'>;
export type RuleDeclaration = DeclarationOf<'rule'>;
export type BoardDeclaration = DeclarationOf<'board'>;
export type VariableDeclaration = DeclarationOf<'variable'>;

/** Narrows a statement to a declaration of `kind`. */
export function isDeclarationOf<K extends DeclKind>(s: Statement, kind: K): s is DeclarationOf<K> {
  return s.type === 'declaration' && s.kind === kind;
}

/** Every declaration of `kind` in a file, at any depth, in document order. */
export function declarationsOf<K extends DeclKind>(file: VklFile, kind: K): DeclarationOf<K>[] {
  const out: DeclarationOf<K>[] = [];
  const visit = (statements: Statement[]) => {
    for (const s of statements) {
      if (s.type !== 'declaration') continue;
      if (isDeclarationOf(s, kind)) out.push(s);
      if (s.body) visit(s.body);
    }
  };
  visit(file.statements);
  return out;
}

/** The property `key` (with language `lang`, or the unsuffixed one) directly inside a declaration. */
export function property(d: Declaration, key: string, lang: string | null = null): Property | undefined {
  for (const s of d.body ?? []) if (s.type === 'property' && s.key === key && s.lang === lang) return s;
  return undefined;
}

/** A property's value as text: strings, numbers, booleans and dotted identifiers; undefined for lists or absence. */
export function propertyText(d: Declaration, key: string, lang: string | null = null): string | undefined {
  const v: Value | undefined = property(d, key, lang)?.value;
  if (!v) return undefined;
  if (v.type === 'string') return v.value;
  if (v.type === 'number') return v.raw;
  if (v.type === 'boolean') return String(v.value);
  if (v.type === 'ref') return v.path.join('.');
  return undefined;
}
