import { builder } from '../../builder.js';
import { requireViewer } from '../../context.js';
import { FeatureNotOnPlanError, PermissionDeniedError, ValidationError } from '../../errors.js';
import { resultOf } from '../../schema/mutationResult.js';
import { RoleRef } from '../../roles/role.schema.js';
import { TenantRef, UserRef, UserTypeEnum } from '../../users/user.schema.js';
import type { MappedField, MappingWarning } from '../mappings/index.js';
import { UserAttributeMappingsInput } from '../mappings.schema.js';
import { mappingImpact, simulateMappings, type MappingImpact, type Simulation, type UserMappingChange } from './simulator.service.js';

const SimulationSourceEnum = builder.enumType('MappingSimulationSource', {
  values: {
    JWT: { description: 'A JWT, decoded without verifying its signature.' },
    JSON: { description: 'A JSON object of attributes (values: text, numbers, booleans or lists of them).' },
    SAML_ASSERTION: { description: 'A SAML response or assertion (XML), read without checking its signature.' },
  },
});

const IncomingAttributeRef = builder.objectRef<[string, string[]]>('IncomingAttribute').implement({
  fields: (t) => ({
    name: t.string({ resolve: ([name]) => name }),
    values: t.stringList({ resolve: ([, values]) => values }),
  }),
});

const MappedTextRef = builder.objectRef<MappedField<string | null>>('MappedText').implement({
  description: 'A resulting field and the index of the mapping that produced it (null: the default applied).',
  fields: (t) => ({
    value: t.exposeString('value', { nullable: true }),
    mappingIndex: t.exposeInt('mappingIndex', { nullable: true }),
  }),
});

const MappedUserTypeRef = builder.objectRef<MappedField<'VIEWER' | 'CREATOR' | 'ADMIN'>>('MappedUserType').implement({
  fields: (t) => ({
    value: t.expose('value', { type: UserTypeEnum }),
    mappingIndex: t.exposeInt('mappingIndex', { nullable: true }),
  }),
});

type TenantShape = { field: MappedField<string | null>; simulation: Simulation };
const MappedTenantRef = builder.objectRef<TenantShape>('MappedTenant').implement({
  fields: (t) => ({
    externalId: t.string({ nullable: true, resolve: (s) => s.field.value }),
    mappingIndex: t.int({ nullable: true, resolve: (s) => s.field.mappingIndex }),
    tenant: t.field({ type: TenantRef, nullable: true, description: 'Null when no tenant has this external id.', resolve: (s) => s.simulation.tenant }),
  }),
});

type RoleShape = { name: string; mappingIndex: number; simulation: Simulation };
const MappedRoleRef = builder.objectRef<RoleShape>('MappedRole').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    mappingIndex: t.exposeInt('mappingIndex'),
    role: t.field({
      type: RoleRef,
      nullable: true,
      description: 'Null when the organization has no role of this name: it would not be assigned.',
      resolve: (r) => r.simulation.roles.get(r.name.toLowerCase()) ?? null,
    }),
  }),
});

const MappingWarningRef = builder.objectRef<MappingWarning>('MappingWarning').implement({
  fields: (t) => ({
    attribute: t.exposeString('attribute'),
    index: t.exposeInt('index'),
    message: t.exposeString('message'),
  }),
});

const MappingSimulationRef = builder.objectRef<Simulation>('MappingSimulation').implement({
  description: 'What the mappings give for the pasted input; nothing is saved.',
  fields: (t) => ({
    subject: t.exposeString('subject', { nullable: true, description: 'The JWT sub or SAML name ID, when present.' }),
    attributes: t.field({ type: [IncomingAttributeRef], resolve: (s) => Object.entries(s.attributes) }),
    type: t.field({ type: MappedUserTypeRef, resolve: (s) => s.result.type }),
    firstName: t.field({ type: MappedTextRef, resolve: (s) => s.result.firstName }),
    lastName: t.field({ type: MappedTextRef, resolve: (s) => s.result.lastName }),
    email: t.field({ type: MappedTextRef, resolve: (s) => s.result.email }),
    language: t.field({ type: MappedTextRef, resolve: (s) => s.result.language }),
    tenant: t.field({ type: MappedTenantRef, resolve: (s) => ({ field: s.result.tenant, simulation: s }) }),
    roles: t.field({ type: [MappedRoleRef], resolve: (s) => s.result.roles.map((r) => ({ ...r, simulation: s })) }),
    warnings: t.field({ type: [MappingWarningRef], resolve: (s) => s.result.warnings }),
  }),
});

builder.queryField('simulateUserAttributeMappings', (t) =>
  t.fieldWithInput({
    type: MappingSimulationRef,
    description: 'Applies mappings to a pasted JWT, JSON object or SAML assertion and tells which mapping produced each field. Super users; Enterprise plan.',
    authScopes: { authenticated: true },
    errors: resultOf('simulateUserAttributeMappings', [ValidationError, PermissionDeniedError, FeatureNotOnPlanError]),
    input: {
      source: t.input.field({ type: SimulationSourceEnum, required: true }),
      text: t.input.string({ required: true }),
      userAttributeMappings: t.input.field({ type: UserAttributeMappingsInput, required: true }),
    },
    resolve: (_root, { input }, ctx) => simulateMappings(ctx, requireViewer(ctx), input),
  }),
);

const UserMappingChangeRef = builder.objectRef<UserMappingChange>('UserMappingChange').implement({
  fields: (t) => ({
    user: t.field({ type: UserRef, resolve: (c) => c.user }),
    gainedRoles: t.field({ type: [RoleRef], nullable: { list: false, items: false }, resolve: (c) => c.gainedRoles }),
    lostRoles: t.field({ type: [RoleRef], nullable: { list: false, items: false }, resolve: (c) => c.lostRoles }),
    typeBefore: t.expose('typeBefore', { type: UserTypeEnum }),
    typeAfter: t.expose('typeAfter', { type: UserTypeEnum }),
  }),
});

const MappingImpactRef = builder.objectRef<MappingImpact>('UserAttributeMappingsImpact').implement({
  description: 'What changed mappings would do at the next sign-in of each single sign-on user (from the attributes of their last sign-in).',
  fields: (t) => ({
    changes: t.field({ type: [UserMappingChangeRef], description: 'Users whose roles or type would change.', resolve: (i) => i.changes }),
    checkedUserCount: t.exposeInt('checkedUserCount'),
    usersWithoutAttributes: t.field({
      type: [UserRef],
      nullable: { list: false, items: false },
      description: 'Single sign-on users who have not signed in since attributes are kept: they cannot be predicted.',
      resolve: (i) => i.usersWithoutAttributes,
    }),
  }),
});

builder.queryField('userAttributeMappingsImpact', (t) =>
  t.fieldWithInput({
    type: MappingImpactRef,
    description: 'Which single sign-on users would gain or lose which roles (or change type) with these mappings. Super users; Enterprise plan.',
    authScopes: { authenticated: true },
    errors: resultOf('userAttributeMappingsImpact', [ValidationError, PermissionDeniedError, FeatureNotOnPlanError]),
    input: { userAttributeMappings: t.input.field({ type: UserAttributeMappingsInput, required: true }) },
    resolve: (_root, { input }, ctx) => mappingImpact(ctx, requireViewer(ctx), input),
  }),
);
