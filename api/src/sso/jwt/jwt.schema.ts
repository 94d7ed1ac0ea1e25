import { builder } from '../../builder.js';
import { requireViewer } from '../../context.js';
import { FeatureNotOnPlanError, PermissionDeniedError, ValidationError } from '../../errors.js';
import { resultOf } from '../../schema/mutationResult.js';
import { UserAttributeMappingsInput, UserAttributeMappingsRef } from '../mappings.schema.js';
import { DEFAULT_PARAMETER_NAME, getJwtConfiguration, updateJwtConfiguration, type JwtConfigurationView } from './jwtConfiguration.service.js';

const JwtParameterModeEnum = builder.enumType('JwtParameterMode', {
  values: { URL: { description: 'The token comes in a URL parameter.' }, COOKIE: { description: 'The token comes in a cookie.' } },
});

export const JwtConfigurationRef = builder.objectRef<JwtConfigurationView>('JwtConfiguration').implement({
  description: 'JWT single sign-on of the organization (Enterprise plan). Tokens are verified with RS256 or ES256.',
  fields: (t) => ({
    isEnabled: t.exposeBoolean('isEnabled'),
    parameterMode: t.expose('parameterMode', { type: JwtParameterModeEnum }),
    parameterName: t.exposeString('parameterName', { nullable: true, description: `Null means the default, ${DEFAULT_PARAMETER_NAME}.` }),
    defaultParameterName: t.string({ resolve: () => DEFAULT_PARAMETER_NAME }),
    publicKey: t.exposeString('publicKey', { nullable: true, description: 'PEM (RSA of at least 2048 bits, or EC P-256); null when a JWKS URL is used.' }),
    jwksUrl: t.exposeString('jwksUrl', { nullable: true }),
    userAttributeMappings: t.expose('userAttributeMappings', { type: UserAttributeMappingsRef }),
    signInUrl: t.string({
      description: 'Where the identity provider sends the browser: add the token (URL mode) and redirectTo, a path of this app.',
      resolve: (c, _args, ctx) => `${ctx.config.publicUrl}/auth/jwt/${encodeURIComponent(c.orgId)}`,
    }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', nullable: true, description: 'Null until first saved.' }),
  }),
});

builder.queryField('jwtConfiguration', (t) =>
  t.field({
    type: JwtConfigurationRef,
    description: 'The JWT sign-in configuration (defaults when never saved). Super users; Enterprise plan.',
    authScopes: { authenticated: true },
    errors: resultOf('jwtConfiguration', [PermissionDeniedError, FeatureNotOnPlanError]),
    resolve: (_root, _args, ctx) => getJwtConfiguration(ctx, requireViewer(ctx)),
  }),
);

const UpdateJwtConfigurationSuccess = builder.objectRef<{ jwtConfiguration: JwtConfigurationView }>('UpdateJwtConfigurationSuccess').implement({
  fields: (t) => ({
    jwtConfiguration: t.field({ type: JwtConfigurationRef, resolve: (r) => r.jwtConfiguration }),
    message: t.string({ resolve: () => 'The JWT authentication configuration has successfully been updated' }),
  }),
});

builder.mutationField('updateJwtConfiguration', (t) =>
  t.fieldWithInput({
    type: UpdateJwtConfigurationSuccess,
    description:
      'Replaces the JWT configuration. parameterName is trimmed (blank: the default); exactly one of publicKey and jwksUrl when enabled. Super users; Enterprise plan.',
    authScopes: { authenticated: true, canWrite: true },
    errors: resultOf('updateJwtConfiguration', [ValidationError, PermissionDeniedError, FeatureNotOnPlanError]),
    input: {
      isEnabled: t.input.boolean({ required: true }),
      parameterMode: t.input.field({ type: JwtParameterModeEnum, required: true }),
      parameterName: t.input.string({ required: false }),
      publicKey: t.input.string({ required: false }),
      jwksUrl: t.input.string({ required: false }),
      userAttributeMappings: t.input.field({ type: UserAttributeMappingsInput, required: true }),
    },
    resolve: async (_root, { input }, ctx) => ({ jwtConfiguration: await updateJwtConfiguration(ctx, requireViewer(ctx), input) }),
  }),
);
