// The user attribute mapping engine shared by SAML and JWT sign-in (see README.md).
export * from './types.js';
export { parseCondition, evaluateCondition, type Condition, type ConditionError } from './condition.js';
export { parseTemplate, renderTemplate, renderTemplateAll } from './template.js';
export { userAttributeMappingsSchema, userTypeOf, languageOf, USER_TYPES, type MappedUserType } from './validation.js';
export { evaluateMappings, type MappingResult, type MappedField, type MappedRole, type MappingWarning, type OrgMappingContext } from './evaluate.js';
export { attributesFromJson, attributesFromStored } from './attributes.js';
