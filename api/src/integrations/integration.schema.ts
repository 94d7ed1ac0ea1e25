import { builder } from '../builder.js';
import { requireViewer } from '../context.js';
import { NotFoundError, PermissionDeniedError, ValidationError } from '../errors.js';
import { resultOf } from '../schema/mutationResult.js';
import { superUserScopes } from '../admin/access.js';
import { configureDbtCloud, configureSlack, listIntegrations, removeIntegration, type IntegrationStatus } from './integrations.service.js';

const IntegrationTypeEnum = builder.enumType('IntegrationType', { values: ['DBT_CLOUD', 'SLACK'] as const });

const IntegrationRef = builder.objectRef<IntegrationStatus>('Integration').implement({
  description: 'An integration of the organization. Its secret (token or webhook URL) is never returned.',
  fields: (t) => ({
    type: t.expose('type', { type: IntegrationTypeEnum }),
    isConfigured: t.exposeBoolean('isConfigured'),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', nullable: true }),
  }),
});

builder.queryField('integrations', (t) =>
  t.field({
    type: [IntegrationRef],
    authScopes: superUserScopes,
    description: 'dbt Cloud and Slack, configured or not. Super users.',
    resolve: (_root, _args, ctx) => listIntegrations(ctx, requireViewer(ctx).org.id),
  }),
);

const integrationResult = (name: string) =>
  builder.objectRef<{ integration: IntegrationStatus }>(name).implement({
    fields: (t) => ({ integration: t.field({ type: IntegrationRef, resolve: (r) => r.integration }) }),
  });

builder.mutationField('configureDbtCloudIntegration', (t) =>
  t.fieldWithInput({
    type: integrationResult('ConfigureDbtCloudIntegrationSuccess'),
    description: 'Verifies the dbt Cloud service token (Metadata permission is enough) with dbt Cloud and stores it encrypted. Super users.',
    authScopes: { authenticated: true, canWrite: true },
    errors: resultOf('configureDbtCloudIntegration', [ValidationError, PermissionDeniedError]),
    input: { serviceToken: t.input.string({ required: true }) },
    resolve: async (_root, { input }, ctx) => ({ integration: await configureDbtCloud(ctx, requireViewer(ctx), input) }),
  }),
);

builder.mutationField('configureSlackIntegration', (t) =>
  t.fieldWithInput({
    type: integrationResult('ConfigureSlackIntegrationSuccess'),
    description: 'Posts a test message to the Slack incoming webhook (http or https) and stores the URL encrypted. Super users.',
    authScopes: { authenticated: true, canWrite: true },
    errors: resultOf('configureSlackIntegration', [ValidationError, PermissionDeniedError]),
    input: { webhookUrl: t.input.string({ required: true }) },
    resolve: async (_root, { input }, ctx) => ({ integration: await configureSlack(ctx, requireViewer(ctx), input) }),
  }),
);

builder.mutationField('removeIntegration', (t) =>
  t.fieldWithInput({
    type: integrationResult('RemoveIntegrationSuccess'),
    description: 'Removes an integration and its secret. Super users.',
    authScopes: { authenticated: true, canWrite: true },
    errors: resultOf('removeIntegration', [NotFoundError, PermissionDeniedError]),
    input: { type: t.input.field({ type: IntegrationTypeEnum, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ integration: await removeIntegration(ctx, requireViewer(ctx), input.type) }),
  }),
);
