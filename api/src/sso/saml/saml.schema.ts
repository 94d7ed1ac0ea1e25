// GraphQL of SAML single sign-on (spec 01 §2.8, §3): the configuration with Meridian's service provider data, saving,
// the authentication test and its result, and the public login options of the login page.
import { builder } from '../../builder.js';
import { requireViewer } from '../../context.js';
import { ConflictError, FeatureNotOnPlanError, NotFoundError, PermissionDeniedError, ValidationError } from '../../errors.js';
import { resultOf } from '../../schema/mutationResult.js';
import { UserTypeEnum } from '../../users/user.schema.js';
import { UserAttributeMappingsInput, UserAttributeMappingsRef } from '../mappings.schema.js';
import { readServiceProviderMetadata, serviceProvider, serviceProviderMetadataXml } from './metadata.js';
import { getSamlSettings, requireSamlAccess, saveSamlConfiguration, type SamlSettings } from './samlConfiguration.service.js';
import { samlLoginOptions } from './samlLogin.service.js';
import { getSamlTestResult, startSamlTest } from './samlTest.service.js';
import type { SamlTestResult, SamlTestUser } from './samlTestResult.js';

type ServiceProviderShape = { orgId: string };
const SamlServiceProviderRef = builder.objectRef<ServiceProviderShape>('SamlServiceProvider').implement({
  description: "Meridian as the SAML service provider of the organization, read from its own metadata document.",
  fields: (t) => ({
    entityId: t.string({
      description: "The metadata's entityID.",
      resolve: (sp, _args, ctx) => readServiceProviderMetadata(serviceProviderMetadataXml(ctx.config, sp.orgId)).entityId,
    }),
    acsUrl: t.string({
      description: 'The HTTP-POST assertion consumer service location of the metadata.',
      resolve: (sp, _args, ctx) => readServiceProviderMetadata(serviceProviderMetadataXml(ctx.config, sp.orgId)).acsUrl,
    }),
    metadataUrl: t.string({ description: 'Public URL of the metadata XML.', resolve: (sp, _args, ctx) => serviceProvider(ctx.config, sp.orgId).metadataUrl }),
    metadataDownloadUrl: t.string({
      description: 'The same document as a file download.',
      resolve: (sp, _args, ctx) => `${serviceProvider(ctx.config, sp.orgId).metadataUrl}?download`,
    }),
  }),
});

type ConfigurationShape = SamlSettings & { orgId: string };
const SamlConfigurationRef = builder.objectRef<ConfigurationShape>('SamlConfiguration').implement({
  description: 'SAML single sign-on of the organization; the defaults when it was never saved.',
  fields: (t) => ({
    isEnabled: t.exposeBoolean('isEnabled'),
    idpMetadata: t.exposeString('idpMetadata', { description: "The identity provider's metadata XML." }),
    maxAuthenticationLifetime: t.exposeInt('maxAuthenticationLifetime', {
      description: 'Seconds an authentication at the identity provider (AuthnInstant) is accepted for; 28800 (8 hours) until saved.',
    }),
    userAttributeMappings: t.expose('userAttributeMappings', { type: UserAttributeMappingsRef }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', nullable: true }),
    serviceProvider: t.field({ type: SamlServiceProviderRef, resolve: (c) => ({ orgId: c.orgId }) }),
  }),
});

builder.queryField('samlConfiguration', (t) =>
  t.field({
    type: SamlConfigurationRef,
    description: "The organization's SAML configuration. Super users; FeatureNotOnPlanError off the Enterprise plan.",
    authScopes: { superUser: true },
    errors: { types: [FeatureNotOnPlanError], directResult: true, union: { name: 'SamlConfigurationResult' } },
    resolve: async (_root, _args, ctx) => {
      const viewer = requireViewer(ctx);
      requireSamlAccess(viewer);
      return { ...(await getSamlSettings(ctx, viewer.org.id)), orgId: viewer.org.id };
    },
  }),
);

const SaveSamlConfigurationSuccess = builder.objectRef<{ configuration: ConfigurationShape }>('SaveSamlConfigurationSuccess').implement({
  fields: (t) => ({ configuration: t.field({ type: SamlConfigurationRef, resolve: (r) => r.configuration }) }),
});

builder.mutationField('saveSamlConfiguration', (t) =>
  t.fieldWithInput({
    type: SaveSamlConfigurationSuccess,
    description:
      'Replaces the SAML configuration. Saving it enabled needs a successful test (testId) whose user is an admin or a creator; ' +
      'admins may save without a test. Super users, Enterprise plan.',
    authScopes: { authenticated: true, canWrite: true },
    errors: resultOf('saveSamlConfiguration', [ValidationError, ConflictError, FeatureNotOnPlanError, PermissionDeniedError]),
    input: {
      isEnabled: t.input.boolean({ required: true }),
      idpMetadata: t.input.string({ required: true }),
      maxAuthenticationLifetime: t.input.int({ required: true, description: 'Seconds.' }),
      userAttributeMappings: t.input.field({ type: UserAttributeMappingsInput, required: true }),
      testId: t.input.id({ required: false, description: 'The test (startSamlTest) this configuration passed.' }),
    },
    resolve: async (_root, { input }, ctx) => {
      const viewer = requireViewer(ctx);
      const saved = await saveSamlConfiguration(ctx, viewer, { ...input, testId: input.testId == null ? input.testId : String(input.testId) });
      return { configuration: { ...saved, orgId: viewer.org.id } };
    },
  }),
);

const StartSamlTestSuccess = builder.objectRef<{ testId: string; testUrl: string }>('StartSamlTestSuccess').implement({
  fields: (t) => ({
    testId: t.exposeID('testId'),
    testUrl: t.exposeString('testUrl', { description: "Open it in a 500×300 popup: the identity provider's sign-in, then the result as a window message." }),
  }),
});

builder.mutationField('startSamlTest', (t) =>
  t.fieldWithInput({
    type: StartSamlTestSuccess,
    description: 'Stores a draft configuration for an authentication test that signs nobody in. Super users, Enterprise plan.',
    authScopes: { authenticated: true, canWrite: true },
    errors: resultOf('startSamlTest', [ValidationError, FeatureNotOnPlanError, PermissionDeniedError]),
    input: {
      idpMetadata: t.input.string({ required: true }),
      maxAuthenticationLifetime: t.input.int({ required: true, description: 'Seconds.' }),
      userAttributeMappings: t.input.field({ type: UserAttributeMappingsInput, required: true }),
    },
    resolve: (_root, { input }, ctx) => startSamlTest(ctx, requireViewer(ctx), input),
  }),
);

const SamlTestUserRef = builder.objectRef<SamlTestUser>('SamlTestUser').implement({
  fields: (t) => ({
    providerKey: t.exposeString('providerKey', { description: 'The SAML name ID.' }),
    type: t.expose('type', { type: UserTypeEnum }),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    email: t.exposeString('email', { nullable: true }),
    languageId: t.exposeString('languageId'),
    roleIds: t.exposeIDList('roleIds', { description: 'Existing roles of the organization the mappings give.' }),
  }),
});

const SamlTestTenantRef = builder.objectRef<NonNullable<SamlTestResult['tenant']>>('SamlTestTenant').implement({
  fields: (t) => ({
    name: t.exposeString('name', { nullable: true, description: 'Null when no tenant has this external id.' }),
    externalId: t.exposeString('externalId'),
  }),
});

const SamlAttributeRef = builder.objectRef<{ name: string; values: string[] }>('SamlAttribute').implement({
  fields: (t) => ({ name: t.exposeString('name'), values: t.exposeStringList('values') }),
});

const SamlTestResultRef = builder.objectRef<SamlTestResult>('SamlTestResult').implement({
  description: 'What signing in through the tested configuration would give; errorMessage when it would fail.',
  fields: (t) => ({
    user: t.expose('user', { type: SamlTestUserRef, nullable: true }),
    tenant: t.expose('tenant', { type: SamlTestTenantRef, nullable: true, description: 'Only when the organization uses tenants.' }),
    attributes: t.field({
      type: [SamlAttributeRef],
      description: 'The attributes of the assertion, sorted by name.',
      resolve: (r) =>
        Object.entries(r.attributes)
          .map(([name, values]) => ({ name, values }))
          .sort((x, y) => (x.name < y.name ? -1 : x.name > y.name ? 1 : 0)),
    }),
    errorMessage: t.exposeString('errorMessage', { nullable: true }),
  }),
});

const SamlTestRef = builder.objectRef<{ id: string; result: SamlTestResult | null }>('SamlTest').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    result: t.expose('result', { type: SamlTestResultRef, nullable: true, description: 'Null until the identity provider answered.' }),
  }),
});

builder.queryField('samlTestResult', (t) =>
  t.field({
    type: SamlTestRef,
    description: 'One of your authentication tests and its result. Super users, Enterprise plan.',
    authScopes: { superUser: true },
    args: { id: t.arg.id({ required: true }) },
    errors: { types: [NotFoundError, FeatureNotOnPlanError], directResult: true, union: { name: 'SamlTestResultResult' } },
    resolve: async (_root, args, ctx) => ({ id: String(args.id), result: await getSamlTestResult(ctx, requireViewer(ctx), String(args.id)) }),
  }),
);

const LoginOptionsRef = builder.objectRef<{ samlSignInUrl: string | null }>('LoginOptions').implement({
  description: 'How one may sign in, for the login page.',
  fields: (t) => ({
    samlSignInUrl: t.exposeString('samlSignInUrl', {
      nullable: true,
      description: "Start of SAML sign-in (add ?redirectTo=<path>); null when SAML is not available. The page shows 'Sign in with single sign-on' then.",
    }),
  }),
});

builder.queryField('loginOptions', (t) =>
  t.field({
    type: LoginOptionsRef,
    description:
      'Public. For organizationId (the Organization id or its database id); without it, for the only organization with SAML ' +
      'enabled, when there is exactly one.',
    args: { organizationId: t.arg.id({ required: false }) },
    resolve: (_root, args, ctx) => samlLoginOptions(ctx, args.organizationId == null ? null : String(args.organizationId)),
  }),
);
