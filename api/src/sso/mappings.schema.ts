// GraphQL shapes of the user attribute mappings, shared by the SAML and JWT configurations.
import { builder } from '../builder.js';
import { MAPPED_ATTRIBUTES, type AttributeMapping, type UserAttributeMappings } from './mappings/index.js';

export const AttributeMappingRef = builder.objectRef<AttributeMapping>('AttributeMapping').implement({
  description: 'One mapping of a user attribute: the value (may reference incoming attributes as ${name}), when it applies, a note.',
  fields: (t) => ({
    value: t.exposeString('value', { nullable: true, description: 'Null only for tenant (no tenant).' }),
    condition: t.exposeString('condition', { nullable: true, description: 'Null: always applies. See api/src/sso/mappings/README.md.' }),
    description: t.exposeString('description', { nullable: true }),
  }),
});

export const UserAttributeMappingsRef = builder.objectRef<UserAttributeMappings>('UserAttributeMappings').implement({
  description: 'Ordered mappings per attribute: single-valued attributes take the first that applies, roles all.',
  fields: (t) =>
    Object.fromEntries(MAPPED_ATTRIBUTES.map((a) => [a, t.field({ type: [AttributeMappingRef], resolve: (m) => m[a] ?? [] })])) as Record<
      (typeof MAPPED_ATTRIBUTES)[number],
      ReturnType<typeof t.field>
    >,
});

export const AttributeMappingInput = builder.inputType('AttributeMappingInput', {
  fields: (t) => ({
    value: t.string({ required: false }),
    condition: t.string({ required: false }),
    description: t.string({ required: false }),
  }),
});

export const UserAttributeMappingsInput = builder.inputType('UserAttributeMappingsInput', {
  description: 'A missing attribute has no mappings. Validated on userAttributeMappings.<attribute>.<index>.<field>.',
  fields: (t) =>
    Object.fromEntries(MAPPED_ATTRIBUTES.map((a) => [a, t.field({ type: [AttributeMappingInput], required: false })])) as Record<
      (typeof MAPPED_ATTRIBUTES)[number],
      ReturnType<typeof t.field>
    >,
});
