// Mapping values: literal text with ${attribute} references (see README.md). Pure.
import type { IncomingAttributes } from './types.js';

export type TemplatePart = { kind: 'text'; text: string } | { kind: 'reference'; name: string };
export type TemplateResult = { ok: true; parts: TemplatePart[] } | { ok: false; error: { message: string; column: number } };

/** Splits a value into text and references; `$${` writes a literal `${`. */
export function parseTemplate(value: string): TemplateResult {
  const parts: TemplatePart[] = [];
  let text = '';
  let i = 0;
  while (i < value.length) {
    if (value.startsWith('$${', i)) {
      text += '${';
      i += 3;
    } else if (value.startsWith('${', i)) {
      const end = value.indexOf('}', i + 2);
      if (end < 0) return { ok: false, error: { message: "The reference is not closed: add '}'", column: i + 1 } };
      const name = value.slice(i + 2, end).trim();
      if (!name) return { ok: false, error: { message: 'The reference names no attribute', column: i + 1 } };
      if (text) parts.push({ kind: 'text', text });
      text = '';
      parts.push({ kind: 'reference', name });
      i = end + 1;
    } else {
      text += value[i++];
    }
  }
  if (text) parts.push({ kind: 'text', text });
  return { ok: true, parts };
}

export const hasReferences = (parts: TemplatePart[]) => parts.some((p) => p.kind === 'reference');

/**
 * The value with its references replaced by the first value of each attribute; null when a referenced attribute
 * is missing or empty (the mapping then does not apply).
 */
export function renderTemplate(parts: TemplatePart[], attributes: IncomingAttributes): string | null {
  let out = '';
  for (const part of parts) {
    if (part.kind === 'text') out += part.text;
    else {
      const first = attributes[part.name]?.find((v) => v !== '');
      if (first === undefined) return null;
      out += first;
    }
  }
  return out;
}

/**
 * Every value for a multi-valued target (roles): a value with exactly one reference yields one result per
 * non-empty value of that attribute; otherwise the single rendering.
 */
export function renderTemplateAll(parts: TemplatePart[], attributes: IncomingAttributes): string[] {
  const references = parts.filter((p) => p.kind === 'reference');
  if (references.length !== 1) {
    const one = renderTemplate(parts, attributes);
    return one === null ? [] : [one];
  }
  const values = (attributes[references[0].name] ?? []).filter((v) => v !== '');
  return values.map((v) => parts.map((p) => (p.kind === 'text' ? p.text : v)).join(''));
}
