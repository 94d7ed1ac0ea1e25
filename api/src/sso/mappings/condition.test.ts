import { describe, expect, it } from 'vitest';
import { evaluateCondition, parseCondition } from './condition.js';
import type { IncomingAttributes } from './types.js';

const attrs: IncomingAttributes = {
  department: ['sales'],
  groups: ['admins', 'emea'],
  country: ['CH'],
  'http://schemas.example.com/claims/role': ['manager'],
  empty: [''],
};

const holds = (text: string, attributes = attrs) => {
  const parsed = parseCondition(text);
  if (!parsed.ok) throw new Error(`${parsed.error.message} at ${parsed.error.column}`);
  return evaluateCondition(parsed.condition, attributes);
};
const errorOf = (text: string) => {
  const parsed = parseCondition(text);
  if (parsed.ok) throw new Error('parsed');
  return parsed.error;
};

describe('conditions', () => {
  it('compares attributes with texts, lists and other attributes', () => {
    expect(holds('department == "sales" and "admins" in groups')).toBe(true);
    expect(holds("department == 'marketing'")).toBe(false);
    expect(holds('department != "marketing"')).toBe(true);
    expect(holds('groups == "emea"')).toBe(true); // any value matches
    expect(holds('groups != "emea"')).toBe(false); // no value may match
    expect(holds('not (country in ["FR","DE"])')).toBe(true);
    expect(holds('country not in ["FR", "DE",]')).toBe(true);
    expect(holds('country in []')).toBe(false);
    expect(holds('groups in department')).toBe(false);
    expect(holds('"sales" in department')).toBe(true);
    expect(holds('`http://schemas.example.com/claims/role` == "manager"')).toBe(true);
  });

  it('tests presence with a bare attribute name; an empty value is absent', () => {
    expect(holds('department')).toBe(true);
    expect(holds('missing')).toBe(false);
    expect(holds('empty')).toBe(false);
    expect(holds('not missing')).toBe(true);
  });

  it('binds not tighter than and, and tighter than or; keywords in any case', () => {
    expect(holds('department == "x" or country == "CH" and groups == "admins"')).toBe(true);
    expect(holds('(department == "x" or country == "CH") and groups == "nope"')).toBe(false);
    expect(holds('NOT department == "x" AND country == "CH"')).toBe(true);
    expect(holds('not not department')).toBe(true);
  });

  it('reads escapes inside quoted texts; comparisons are case-sensitive', () => {
    expect(holds('name == "a \\"b\\""', { name: ['a "b"'] })).toBe(true);
    expect(holds('department == "Sales"')).toBe(false);
  });

  it('reports errors with a message and a 1-based column', () => {
    expect(errorOf('')).toEqual({ message: 'The condition is empty', column: 1 });
    expect(errorOf('department = "x"')).toEqual({ message: "Use '==' to compare", column: 12 });
    expect(errorOf('department == "x')).toEqual({ message: 'The text is not closed: add the closing quote', column: 15 });
    expect(errorOf('(a == "x"')).toEqual({ message: "Expected ')' but found the end of the condition", column: 10 });
    expect(errorOf('a == "x" b')).toEqual({ message: "Expected 'and', 'or' or the end but found 'b'", column: 10 });
    expect(errorOf('"x"')).toEqual({ message: `Expected '==', '!=', 'in' or 'not in' after '"x"' but found the end of the condition`, column: 4 });
    expect(errorOf('a == ["x"]')).toEqual({ message: "A list cannot be compared with '==': use 'in'", column: 6 });
    expect(errorOf('a in "x"')).toEqual({ message: `Expected an attribute or a list after 'in' but found '"x"'`, column: 6 });
    expect(errorOf('a in ["x" "y"]')).toEqual({ message: "Expected ',' or ']' but found '\"y\"'", column: 11 });
    expect(errorOf('a and')).toEqual({ message: 'Expected an attribute name, a quoted text or a list but found the end of the condition', column: 6 });
    expect(errorOf('a == #')).toEqual({ message: "Unexpected character '#'", column: 6 });
    expect(errorOf('`a')).toEqual({ message: 'The attribute name is not closed: add the closing backtick', column: 1 });
  });

  it('refuses deep nesting and overlong text without throwing', () => {
    expect(errorOf('('.repeat(200) + 'a' + ')'.repeat(200)).message).toBe('The condition is nested too deeply');
    expect(errorOf('not '.repeat(100) + 'a').message).toBe('The condition is nested too deeply');
    expect(errorOf('a'.repeat(2001)).message).toBe('The condition must not exceed 2000 characters');
  });
});
