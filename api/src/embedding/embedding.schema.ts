import { builder } from '../builder.js';
import { requireViewer } from '../context.js';
import { FeatureNotOnPlanError, PermissionDeniedError, ValidationError } from '../errors.js';
import { resultOf } from '../schema/mutationResult.js';
import { getEmbeddingConfiguration, updateEmbeddingConfiguration, type EmbeddingConfigurationView } from './embedding.service.js';

export const EmbeddingConfigurationRef = builder.objectRef<EmbeddingConfigurationView>('EmbeddingConfiguration').implement({
  description: 'Embedding of the chat and board pages in other sites (Enterprise plan).',
  fields: (t) => ({
    isEnabled: t.exposeBoolean('isEnabled'),
    allowedOrigins: t.exposeStringList('allowedOrigins', { description: 'Origins that may frame the pages, e.g. https://*.example.com.' }),
    cspFrameAncestors: t.string({
      description: 'The allowed origins separated by spaces, as sent in Content-Security-Policy: frame-ancestors.',
      resolve: (c) => c.allowedOrigins.join(' '),
    }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', nullable: true, description: 'Null until first saved.' }),
  }),
});

builder.queryField('embeddingConfiguration', (t) =>
  t.field({
    type: EmbeddingConfigurationRef,
    description: 'The embedding configuration (disabled when never saved). Super users; Enterprise plan.',
    authScopes: { authenticated: true },
    errors: resultOf('embeddingConfiguration', [PermissionDeniedError, FeatureNotOnPlanError]),
    resolve: (_root, _args, ctx) => getEmbeddingConfiguration(ctx, requireViewer(ctx)),
  }),
);

const UpdateEmbeddingConfigurationSuccess = builder
  .objectRef<{ embeddingConfiguration: EmbeddingConfigurationView }>('UpdateEmbeddingConfigurationSuccess')
  .implement({
    fields: (t) => ({
      embeddingConfiguration: t.field({ type: EmbeddingConfigurationRef, resolve: (r) => r.embeddingConfiguration }),
      message: t.string({ resolve: () => 'The embedding configuration has successfully been updated' }),
    }),
  });

builder.mutationField('updateEmbeddingConfiguration', (t) =>
  t.fieldWithInput({
    type: UpdateEmbeddingConfigurationSuccess,
    description:
      'Replaces the embedding configuration. Each origin: http or https, host, optional port, a wildcard only as the leftmost label (errors on allowedOrigins.<i>); blank entries are dropped. Super users; Enterprise plan.',
    authScopes: { authenticated: true, canWrite: true },
    errors: resultOf('updateEmbeddingConfiguration', [ValidationError, PermissionDeniedError, FeatureNotOnPlanError]),
    input: {
      isEnabled: t.input.boolean({ required: true }),
      allowedOrigins: t.input.stringList({ required: true }),
    },
    resolve: async (_root, { input }, ctx) => ({ embeddingConfiguration: await updateEmbeddingConfiguration(ctx, requireViewer(ctx), input) }),
  }),
);
