import { builder } from '../builder.js';
import { requireViewer } from '../context.js';
import { PermissionDeniedError, ValidationError } from '../errors.js';
import { resultOf } from '../schema/mutationResult.js';
import { superUserScopes } from '../admin/access.js';
import { bulkDeleteSuccess } from '../admin/bulk.schema.js';
import { TenantRef } from '../users/user.schema.js';
import type { Tenant } from '../generated/prisma/client.js';
import { createTenant, deleteTenants } from './tenants.service.js';

builder.queryField('tenants', (t) =>
  t.prismaConnection({
    type: 'Tenant',
    cursor: 'id',
    authScopes: superUserScopes,
    description: "Tenants of the viewer's organization sorted by ID (externalId). Super users.",
    maxSize: 500,
    totalCount: (_root, _args, ctx) => ctx.prisma.tenant.count({ where: { orgId: ctx.viewer!.org.id } }),
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.tenant.findMany({ ...query, where: { orgId: requireViewer(ctx).org.id }, orderBy: [{ externalId: 'asc' }, { id: 'asc' }] }),
  }),
);

const CreateTenantSuccess = builder.objectRef<{ tenant: Tenant }>('CreateTenantSuccess').implement({
  fields: (t) => ({ tenant: t.field({ type: TenantRef, nullable: false, resolve: (r) => r.tenant }) }),
});

builder.mutationField('createTenant', (t) =>
  t.fieldWithInput({
    type: CreateTenantSuccess,
    description: 'Creates a tenant; name defaults to externalId. Super users.',
    authScopes: { authenticated: true, canWrite: true },
    errors: resultOf('createTenant', [ValidationError, PermissionDeniedError]),
    input: { externalId: t.input.string({ required: true }), name: t.input.string({ required: false }) },
    resolve: async (_root, { input }, ctx) => ({ tenant: await createTenant(ctx, requireViewer(ctx), input) }),
  }),
);

const DeleteTenantsSuccess = bulkDeleteSuccess('DeleteTenantsSuccess');

builder.mutationField('deleteTenants', (t) =>
  t.fieldWithInput({
    type: DeleteTenantsSuccess,
    description: 'Deletes tenants; a tenant that still has users or tenant KG copies fails with the reason. Super users.',
    authScopes: { authenticated: true, canWrite: true },
    errors: resultOf('deleteTenants', [ValidationError, PermissionDeniedError]),
    input: { ids: t.input.idList({ required: true }) },
    resolve: (_root, { input }, ctx) => deleteTenants(ctx, requireViewer(ctx), input.ids.map(String)),
  }),
);
