import { builder } from '../builder.js';
import { requireViewer } from '../context.js';
import type { Viewer } from '../auth/viewer.js';
import { OrganizationRef } from '../organizations/organization.schema.js';
import { ValidationError } from '../errors.js';
import { resultOf } from '../schema/mutationResult.js';
import { updateViewerPreferences } from './users.service.js';

export const UserTypeEnum = builder.enumType('UserType', { values: ['VIEWER', 'CREATOR', 'ADMIN'] as const });

export const TenantRef = builder.prismaNode('Tenant', {
  id: { field: 'id' },
  nullable: true,
  findUnique: (id, ctx) => ({ id, orgId: ctx.viewer?.user.orgId ?? '' }),
  authScopes: (tenant) => ({ orgMember: tenant.orgId }),
  fields: (t) => ({
    externalId: t.exposeString('externalId'),
    name: t.exposeString('name'),
  }),
});

export const UserRef = builder.prismaNode('User', {
  id: { field: 'id' },
  nullable: true,
  findUnique: (id, ctx) => ({ id, orgId: ctx.viewer?.user.orgId ?? '' }),
  authScopes: (user) => ({ orgMember: user.orgId }),
  fields: (t) => ({
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    email: t.exposeString('email'),
    username: t.exposeString('username'),
    type: t.expose('type', { type: UserTypeEnum }),
    isAdmin: t.boolean({ resolve: (u) => u.type === 'ADMIN' }),
    isSuperUser: t.exposeBoolean('isSuperUser'),
    isSingleSignOn: t.exposeBoolean('isSingleSignOn'),
    isSchedulingAgentsEnabled: t.exposeBoolean('isSchedulingAgentsEnabled'),
    isStudioCopilotEnabled: t.exposeBoolean('isStudioCopilotEnabled'),
    isDeleted: t.exposeBoolean('isDeleted'),
    language: t.exposeString('language', { description: 'One of appConfig.languages, e.g. en-US.' }),
    tenant: t.relation('tenant', { nullable: true }),
    organizationUsesTenants: t.boolean({
      resolve: async (u, _args, ctx) =>
        ctx.viewer?.org.id === u.orgId
          ? ctx.viewer.org.usesTenants
          : !!(await ctx.prisma.organization.findUnique({ where: { id: u.orgId } }))?.usesTenants,
    }),
  }),
});

export const ViewerRef = builder.objectRef<Viewer>('Viewer').implement({
  description: 'The signed-in user with their organization.',
  fields: (t) => ({
    user: t.field({ type: UserRef, nullable: false, resolve: (v) => v.user }),
    organization: t.field({ type: OrganizationRef, nullable: false, resolve: (v) => v.org }),
  }),
});

builder.queryField('viewer', (t) =>
  t.field({
    type: ViewerRef,
    description: 'The signed-in user; fails with UNAUTHENTICATED otherwise.',
    resolve: (_root, _args, ctx) => requireViewer(ctx),
  }),
);

const UpdateViewerPreferencesSuccess = builder.objectRef<{ user: Viewer['user'] }>('UpdateViewerPreferencesSuccess').implement({
  fields: (t) => ({ user: t.field({ type: UserRef, nullable: false, resolve: (r) => r.user }) }),
});

builder.mutationField('updateViewerPreferences', (t) =>
  t.fieldWithInput({
    type: UpdateViewerPreferencesSuccess,
    authScopes: { authenticated: true, canWrite: true },
    errors: resultOf('updateViewerPreferences', [ValidationError]),
    input: { language: t.input.string({ required: true }) },
    resolve: async (_root, { input }, ctx) => ({ user: await updateViewerPreferences(ctx, requireViewer(ctx), input) }),
  }),
);
