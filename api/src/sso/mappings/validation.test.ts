import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseInput, ValidationError } from '../../errors.js';
import { userAttributeMappingsSchema } from './validation.js';

const form = z.object({ userAttributeMappings: userAttributeMappingsSchema });
const errorsOf = (mappings: unknown) => {
  try {
    parseInput(form, { userAttributeMappings: mappings });
    return [];
  } catch (e) {
    if (e instanceof ValidationError) return e.fieldErrors;
    throw e;
  }
};

describe('mapping validation', () => {
  it('accepts a valid form and fills missing attributes with empty lists', () => {
    const parsed = parseInput(form, {
      userAttributeMappings: {
        tenant: [{ value: '  ', condition: 'customer', description: '' }],
        roles: [{ value: ' Sales ', condition: 'department == "sales"', description: 'Sales team' }],
        type: [{ value: 'creator', condition: null, description: null }],
      },
    });
    expect(parsed.userAttributeMappings).toEqual({
      tenant: [{ value: null, condition: 'customer', description: null }],
      type: [{ value: 'creator', condition: null, description: null }],
      firstName: [],
      lastName: [],
      email: [],
      language: [],
      roles: [{ value: 'Sales', condition: 'department == "sales"', description: 'Sales team' }],
    });
  });

  it('puts each problem on its field path', () => {
    expect(
      errorsOf({
        firstName: [{ value: '', condition: null, description: null }],
        roles: [
          { value: 'A', condition: null, description: null },
          { value: 'B', condition: '', description: null },
          { value: 'C', condition: 'department = "x"', description: null },
          { value: '${group', condition: null, description: null },
        ],
        type: [{ value: 'OWNER', condition: null, description: null }, { value: '${kind}', condition: null, description: null }],
        language: [{ value: 'klingon', condition: null, description: null }],
      }),
    ).toEqual([
      { path: 'userAttributeMappings.type.0.value', message: 'The type must be VIEWER, CREATOR or ADMIN, or reference an attribute.' },
      { path: 'userAttributeMappings.firstName.0.value', message: 'The value is required.' },
      { path: 'userAttributeMappings.language.0.value', message: 'The language must be one of en-US, de-DE, fr-FR, it-IT, pt-BR, or reference an attribute.' },
      { path: 'userAttributeMappings.roles.1.condition', message: 'The condition must not be empty: remove it to apply the mapping always.' },
      { path: 'userAttributeMappings.roles.2.condition', message: "Use '==' to compare (column 12)." },
      { path: 'userAttributeMappings.roles.3.value', message: "The reference is not closed: add '}' (column 1)." },
    ]);
  });

  it('limits the number of mappings per attribute', () => {
    const many = Array.from({ length: 51 }, () => ({ value: 'x', condition: null, description: null }));
    expect(errorsOf({ roles: many })).toEqual([{ path: 'userAttributeMappings.roles', message: 'At most 50 mappings per attribute.' }]);
  });
});
