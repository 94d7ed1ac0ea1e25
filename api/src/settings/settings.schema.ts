import { builder } from '../builder.js';
import { requireViewer } from '../context.js';
import { NotFoundError, PermissionDeniedError, ValidationError } from '../errors.js';
import { resultOf } from '../schema/mutationResult.js';
import type { Config } from '../config.js';
import type { KnowledgeGraph } from '../generated/prisma/client.js';
import { KnowledgeGraphRef } from '../graphs/graph.schema.js';
import { findNumberFormat, NUMBER_FORMATS, DEFAULT_NUMBER_FORMAT, type NumberFormat } from './numberFormats.js';
import { loadSettings, updateKgLlmDataAccess, updateSettings, type Settings } from './settings.service.js';

const NumberFormatRef = builder.objectRef<NumberFormat>('NumberFormat').implement({
  fields: (t) => ({
    locale: t.exposeString('locale'),
    pattern: t.exposeString('pattern'),
    minimumIntegerDigits: t.exposeInt('minimumIntegerDigits'),
    minimumFractionDigits: t.exposeInt('minimumFractionDigits'),
    maximumFractionDigits: t.exposeInt('maximumFractionDigits'),
    isGroupingUsed: t.exposeBoolean('isGroupingUsed'),
    decimalSeparator: t.exposeString('decimalSeparator'),
    groupingSeparator: t.exposeString('groupingSeparator'),
    example: t.exposeString('example', { description: '1234567.891 in this format (Intl), for the success message.' }),
  }),
});

type ModelOption = { id: string; name: string; isDefault: boolean };
const ModelOptionRef = builder.objectRef<ModelOption>('ModelOption').implement({
  description: 'A model from MODEL_OPTIONS; the first one is the default.',
  fields: (t) => ({ id: t.exposeString('id'), name: t.exposeString('name'), isDefault: t.exposeBoolean('isDefault') }),
});
const modelOptions = (config: Config): ModelOption[] => config.modelOptions.map((m, i) => ({ ...m, isDefault: i === 0 }));

const SettingsRef = builder.objectRef<Settings>('OrganizationSettings').implement({
  fields: (t) => ({
    defaultNumberFormat: t.field({
      type: NumberFormatRef,
      resolve: (s) => findNumberFormat(s.numberFormatLocale, s.numberFormatPattern) ?? DEFAULT_NUMBER_FORMAT,
    }),
    modelOverrideId: t.string({
      nullable: true,
      description: 'The chosen model; null means the default model. Admins only (null for others).',
      resolve: (s, _args, ctx) => (ctx.viewer?.user.type === 'ADMIN' ? s.modelOverride : null),
    }),
    isLlmDataAccessAllowed: t.exposeBoolean('isLlmDataAccessAllowed', {
      description: 'Whether a third-party language model may see query results; KGs may allow it only when this is set.',
    }),
  }),
});

builder.queryField('organizationSettings', (t) =>
  t.field({
    type: SettingsRef,
    authScopes: { authenticated: true },
    description: "The viewer's organization settings (every user reads the number format).",
    resolve: (_root, _args, ctx) => loadSettings(ctx.prisma, requireViewer(ctx).org.id),
  }),
);

builder.queryField('numberFormats', (t) =>
  t.field({ type: [NumberFormatRef], authScopes: { authenticated: true }, description: 'The number formats to choose from.', resolve: () => NUMBER_FORMATS }),
);

builder.queryField('modelOptions', (t) =>
  t.field({
    type: [ModelOptionRef],
    authScopes: { $all: { superUser: true, admin: true } },
    description: 'The models of the Model Configuration select. Super users of the Admin type.',
    resolve: (_root, _args, ctx) => modelOptions(ctx.config),
  }),
);

const UpdateOrganizationSettingsSuccess = builder.objectRef<{ settings: Settings }>('UpdateOrganizationSettingsSuccess').implement({
  fields: (t) => ({ settings: t.field({ type: SettingsRef, resolve: (r) => r.settings }) }),
});

const NumberFormatInput = builder.inputType('NumberFormatInput', {
  fields: (t) => ({ locale: t.string({ required: true }), pattern: t.string({ required: true }) }),
});

builder.mutationField('updateOrganizationSettings', (t) =>
  t.fieldWithInput({
    type: UpdateOrganizationSettingsSuccess,
    description:
      'Changes only the fields given. modelOverrideId: null selects the default model (Admin type needed). Disallowing LLM access switches it off on every KG. Super users.',
    authScopes: { authenticated: true, canWrite: true },
    errors: resultOf('updateOrganizationSettings', [ValidationError, PermissionDeniedError]),
    input: {
      defaultNumberFormat: t.input.field({ type: NumberFormatInput, required: false }),
      modelOverrideId: t.input.string({ required: false }),
      isLlmDataAccessAllowed: t.input.boolean({ required: false }),
    },
    resolve: async (_root, { input }, ctx) => ({ settings: await updateSettings(ctx, requireViewer(ctx), input) }),
  }),
);

const UpdateKnowledgeGraphLlmDataAccessSuccess = builder
  .objectRef<{ knowledgeGraph: KnowledgeGraph }>('UpdateKnowledgeGraphLlmDataAccessSuccess')
  .implement({ fields: (t) => ({ knowledgeGraph: t.field({ type: KnowledgeGraphRef, nullable: false, resolve: (r) => r.knowledgeGraph }) }) });

builder.mutationField('updateKnowledgeGraphLlmDataAccess', (t) =>
  t.fieldWithInput({
    type: UpdateKnowledgeGraphLlmDataAccessSuccess,
    description: "Lets a third-party LLM see this KG's query results, only while the organization allows it. Needs KgMetadataWrite.",
    authScopes: { authenticated: true, canWrite: true },
    errors: resultOf('updateKnowledgeGraphLlmDataAccess', [ValidationError, NotFoundError, PermissionDeniedError]),
    input: { kgId: t.input.id({ required: true }), isLlmDataAccessAllowed: t.input.boolean({ required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      knowledgeGraph: await updateKgLlmDataAccess(ctx, requireViewer(ctx), { kgId: String(input.kgId), isLlmDataAccessAllowed: input.isLlmDataAccessAllowed }),
    }),
  }),
);
