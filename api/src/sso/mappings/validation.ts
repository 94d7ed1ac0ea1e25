// Server-side rules of the mapping editor (spec 01 §5): paths such as `roles.2.condition`, relative to the mappings.
import { z } from 'zod';
import { LANGUAGE_IDS } from '../../appconfig/languages.js';
import { parseCondition } from './condition.js';
import { hasReferences, parseTemplate } from './template.js';
import { MAPPED_ATTRIBUTES, type MappedAttribute, type UserAttributeMappings } from './types.js';

export const MAX_MAPPINGS_PER_ATTRIBUTE = 50;
const MAX_TEXT = 1000;

export const USER_TYPES = ['VIEWER', 'CREATOR', 'ADMIN'] as const;
export type MappedUserType = (typeof USER_TYPES)[number];

/** A literal user type, case-insensitive; null when not one. */
export const userTypeOf = (value: string): MappedUserType | null =>
  USER_TYPES.find((t) => t === value.trim().toUpperCase()) ?? null;

/** A literal language id, case-insensitive; null when not one of the supported languages. */
export const languageOf = (value: string): string | null =>
  LANGUAGE_IDS.find((l) => l.toLowerCase() === value.trim().toLowerCase()) ?? null;

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

const mappingSchema = (attribute: MappedAttribute) =>
  z
    .object({
      value: z.preprocess(
        attribute === 'tenant' ? blankToNull : (v) => v,
        z.string().trim().max(MAX_TEXT, `The value must not exceed ${MAX_TEXT} characters.`).nullish(),
      ),
      // null means "always"; an empty text is a mistake, not a way to say always.
      condition: z.string().max(2000, 'The condition must not exceed 2000 characters.').nullish(),
      description: z.preprocess(blankToNull, z.string().trim().max(MAX_TEXT, `The description must not exceed ${MAX_TEXT} characters.`).nullish()),
    })
    .superRefine((m, ctx) => {
      if (attribute !== 'tenant' && (m.value === null || m.value === undefined || m.value === '')) {
        ctx.addIssue({ code: 'custom', path: ['value'], message: 'The value is required.' });
      } else if (m.value) {
        const template = parseTemplate(m.value);
        if (!template.ok) {
          ctx.addIssue({ code: 'custom', path: ['value'], message: `${template.error.message} (column ${template.error.column}).` });
        } else if (!hasReferences(template.parts)) {
          if (attribute === 'type' && !userTypeOf(m.value)) {
            ctx.addIssue({ code: 'custom', path: ['value'], message: 'The type must be VIEWER, CREATOR or ADMIN, or reference an attribute.' });
          }
          if (attribute === 'language' && !languageOf(m.value)) {
            ctx.addIssue({ code: 'custom', path: ['value'], message: `The language must be one of ${LANGUAGE_IDS.join(', ')}, or reference an attribute.` });
          }
        }
      }
      if (m.condition !== null && m.condition !== undefined) {
        if (m.condition.trim() === '') {
          ctx.addIssue({ code: 'custom', path: ['condition'], message: 'The condition must not be empty: remove it to apply the mapping always.' });
        } else {
          const parsed = parseCondition(m.condition);
          if (!parsed.ok) ctx.addIssue({ code: 'custom', path: ['condition'], message: `${parsed.error.message} (column ${parsed.error.column}).` });
        }
      }
    })
    .transform((m) => ({ value: m.value ?? null, condition: m.condition ?? null, description: m.description ?? null }));

const listSchema = (attribute: MappedAttribute) =>
  z
    .array(mappingSchema(attribute))
    .max(MAX_MAPPINGS_PER_ATTRIBUTE, `At most ${MAX_MAPPINGS_PER_ATTRIBUTE} mappings per attribute.`)
    .nullish()
    .transform((list) => list ?? []);

/** The mappings of a configuration form; a missing attribute is an empty list. */
export const userAttributeMappingsSchema = z
  .object(Object.fromEntries(MAPPED_ATTRIBUTES.map((a) => [a, listSchema(a)])) as Record<MappedAttribute, ReturnType<typeof listSchema>>)
  .transform((m) => m as UserAttributeMappings);
