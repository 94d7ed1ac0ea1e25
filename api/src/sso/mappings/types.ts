// Shapes of the user attribute mappings shared by SAML and JWT (spec 01 §3).

/** What an identity provider sent: attribute (or claim) name to its values, in order. */
export type IncomingAttributes = Record<string, string[]>;

/** One mapping of an attribute: value (may reference incoming attributes), optional condition, description. */
export type AttributeMapping = { value: string | null; condition: string | null; description: string | null };

export const MAPPED_ATTRIBUTES = ['tenant', 'type', 'firstName', 'lastName', 'email', 'language', 'roles'] as const;
export type MappedAttribute = (typeof MAPPED_ATTRIBUTES)[number];

/** Each attribute has an ordered list of mappings; single-valued ones take the first that applies, roles all. */
export type UserAttributeMappings = Record<MappedAttribute, AttributeMapping[]>;

/** No mapping for any attribute. */
export const emptyMappings = (): UserAttributeMappings => ({
  tenant: [],
  type: [],
  firstName: [],
  lastName: [],
  email: [],
  language: [],
  roles: [],
});

/** Reads stored mappings (JSON) leniently: a missing attribute is an empty list. */
export function mappingsFromJson(json: unknown): UserAttributeMappings {
  const result = emptyMappings();
  if (!json || typeof json !== 'object') return result;
  for (const attribute of MAPPED_ATTRIBUTES) {
    const list = (json as Record<string, unknown>)[attribute];
    if (!Array.isArray(list)) continue;
    result[attribute] = list
      .filter((m): m is Record<string, unknown> => !!m && typeof m === 'object')
      .map((m) => ({
        value: typeof m.value === 'string' ? m.value : null,
        condition: typeof m.condition === 'string' ? m.condition : null,
        description: typeof m.description === 'string' ? m.description : null,
      }));
  }
  return result;
}
