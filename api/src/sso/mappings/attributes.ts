// Turns JSON (JWT claims, a pasted attribute object) into IncomingAttributes. Pure.
import type { IncomingAttributes } from './types.js';

const MAX_DEPTH = 4;
const MAX_VALUES = 1000;

/**
 * Strings, numbers and booleans become one value; arrays one value per scalar item; nested objects are
 * flattened with dotted names (`address.country`). null and empty arrays give no values.
 */
export function attributesFromJson(json: Record<string, unknown>): IncomingAttributes {
  const out: IncomingAttributes = {};
  let count = 0;
  const add = (name: string, value: string) => {
    if (count++ >= MAX_VALUES) return;
    (out[name] ??= []).push(value);
  };
  const visit = (name: string, value: unknown, depth: number) => {
    if (typeof value === 'string') add(name, value);
    else if (typeof value === 'number' || typeof value === 'boolean') add(name, String(value));
    else if (Array.isArray(value)) {
      for (const item of value) if (item !== null && typeof item !== 'object') visit(name, item, depth);
    } else if (value && typeof value === 'object' && depth < MAX_DEPTH) {
      for (const [key, inner] of Object.entries(value)) visit(`${name}.${key}`, inner, depth + 1);
    }
  };
  for (const [key, value] of Object.entries(json)) visit(key, value, 0);
  return out;
}

/** Checks a JSON value is an attribute map as stored (name to list of strings); anything else gives null. */
export function attributesFromStored(json: unknown): IncomingAttributes | null {
  if (!json || typeof json !== 'object' || Array.isArray(json)) return null;
  const out: IncomingAttributes = {};
  for (const [key, value] of Object.entries(json)) {
    if (Array.isArray(value)) out[key] = value.filter((v): v is string => typeof v === 'string');
  }
  return out;
}
