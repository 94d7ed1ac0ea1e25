import { builder } from '../builder.js';
import { requireViewer } from '../context.js';
import { TenantRef } from '../users/user.schema.js';
import { KG_PERMISSIONS, kgPermissionsFor } from './permissions.js';
import { kgNameOf } from './kgNames.js';
import type { KnowledgeGraphInfo } from '../generated/prisma/client.js';

export const KgPermissionEnum = builder.enumType('KgPermission', { values: KG_PERMISSIONS });

const KnowledgeGraphInfoRef = builder.prismaObject('KnowledgeGraphInfo', {
  description: 'Name, description and links of a KG in one language.',
  fields: (t) => ({
    languageId: t.exposeString('languageId'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    supportUrl: t.exposeString('supportUrl', { nullable: true }),
    documentationUrl: t.exposeString('documentationUrl', { nullable: true }),
  }),
});

const infoInDefaultLanguage = (kg: { defaultLanguageId: string; info: KnowledgeGraphInfo[] }) =>
  kg.info.find((i) => i.languageId === kg.defaultLanguageId) ?? kg.info[0];

export const KnowledgeGraphRef = builder.prismaNode('KnowledgeGraph', {
  id: { field: 'id' },
  nullable: true,
  // A global id of another organization's KG resolves to nothing.
  findUnique: (id, ctx) => ({ id, orgId: ctx.viewer?.user.orgId ?? '' }),
  authScopes: (kg) => ({ orgMember: kg.orgId }),
  fields: (t) => ({
    kgId: t.exposeString('id', { description: "The KG's own identifier (shown on cards, used in URLs as ?id=)." }),
    name: t.string({
      description: 'Name in the default language.',
      select: { defaultLanguageId: true, info: true },
      resolve: (kg) => infoInDefaultLanguage(kg)?.name ?? kg.id,
    }),
    description: t.string({
      description: 'Description in the default language.',
      select: { defaultLanguageId: true, info: true },
      resolve: (kg) => infoInDefaultLanguage(kg)?.description ?? '',
    }),
    info: t.relation('info', { type: KnowledgeGraphInfoRef, query: { orderBy: { languageId: 'asc' } } }),
    defaultLanguageId: t.exposeString('defaultLanguageId'),
    isDataReady: t.exposeBoolean('isDataReady'),
    isBeingPrepared: t.exposeBoolean('isBeingPrepared'),
    isDatabaseManagedByProduct: t.exposeBoolean('isDatabaseManagedByProduct'),
    isDemo: t.exposeBoolean('isDemo'),
    isLlmDataAccessAllowed: t.exposeBoolean('isLlmDataAccessAllowed'),
    developmentKgFor: t.relation('developmentKgFor', { nullable: true }),
    developmentKgForName: t.string({
      nullable: true,
      description: 'Name of the main KG when this is a development KG.',
      // Main KGs (nearly every card) need no join; branches' names are loaded in one batch.
      select: { developmentKgForId: true },
      resolve: (kg, _args, ctx) => (kg.developmentKgForId ? kgNameOf(ctx, kg.developmentKgForId) : null),
    }),
    kgPermissions: t.field({
      type: [KgPermissionEnum],
      description: "What the caller may do with this KG.",
      select: { orgId: true },
      resolve: (kg, _args, ctx) => (ctx.viewer ? kgPermissionsFor(ctx.viewer, kg) : []),
    }),
    tenant: t.relation('tenant', { type: TenantRef, nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.queryField('knowledgeGraphs', (t) =>
  t.prismaConnection({
    type: 'KnowledgeGraph',
    cursor: 'id',
    authScopes: { authenticated: true },
    description: "KGs of the viewer's organization, oldest first; demo KGs are included (flagged isDemo), development KGs and tenant copies only on request.",
    args: {
      includeDevelopment: t.arg.boolean({ required: false, defaultValue: false }),
      includeTenantCopies: t.arg.boolean({ required: false, defaultValue: false }),
    },
    maxSize: 100,
    resolve: (query, _root, args, ctx) => {
      const viewer = requireViewer(ctx);
      return ctx.prisma.knowledgeGraph.findMany({
        ...query,
        where: {
          orgId: viewer.user.orgId,
          ...(args.includeDevelopment ? {} : { developmentKgForId: null }),
          ...(args.includeTenantCopies ? {} : { tenantId: null }),
        },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      });
    },
  }),
);
