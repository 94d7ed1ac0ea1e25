// Tenants (customers of the organization) on the admin tenants page (spec 02 §2.10).
import { z } from 'zod';
import type { AppServices } from '../context.js';
import type { Viewer } from '../auth/viewer.js';
import { requireSuperUser } from '../admin/access.js';
import type { BulkResult } from '../admin/bulk.schema.js';
import { globalIdOf, MAX_BULK } from '../admin/ids.js';
import { parseInput, ValidationError } from '../errors.js';
import { decodeGlobalIdOf } from '../schema/globalIds.js';
import { Prisma } from '../generated/prisma/client.js';

const createSchema = z.object({
  externalId: z.string().trim().min(1, 'The ID is required.').max(200, 'The ID must not exceed 200 characters.'),
  name: z.string().trim().max(200, 'The name must not exceed 200 characters.').nullish(),
});

const DUPLICATE = 'A tenant with this ID already exists.';

/** Creates a tenant; the name defaults to the ID. */
export async function createTenant(services: AppServices, viewer: Viewer, input: unknown) {
  requireSuperUser(viewer);
  const data = parseInput(createSchema, input);
  const orgId = viewer.org.id;
  if (await services.prisma.tenant.findUnique({ where: { orgId_externalId: { orgId, externalId: data.externalId } } })) {
    throw ValidationError.on('externalId', DUPLICATE);
  }
  try {
    return await services.prisma.tenant.create({ data: { orgId, externalId: data.externalId, name: data.name || data.externalId } });
  } catch (e) {
    if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === 'P2002') throw ValidationError.on('externalId', DUPLICATE);
    throw e;
  }
}

/** Deletes tenants by global id; one that still has users or tenant KG copies is refused. */
export async function deleteTenants(services: AppServices, viewer: Viewer, globalIds: string[]): Promise<BulkResult> {
  requireSuperUser(viewer);
  if (globalIds.length === 0) throw ValidationError.on('ids', 'Select at least one tenant.');
  if (globalIds.length > MAX_BULK) throw ValidationError.on('ids', `Select at most ${MAX_BULK} tenants.`);
  const result: BulkResult = { deletedIds: [], failures: [] };
  for (const globalId of new Set(globalIds)) {
    const id = decodeGlobalIdOf('Tenant', globalId);
    const outcome = id
      ? await services.prisma.$transaction(async (tx) => {
          const tenant = await tx.tenant.findFirst({
            where: { id, orgId: viewer.org.id },
            include: { _count: { select: { users: { where: { isDeleted: false } }, knowledgeGraphs: true } } },
          });
          if (!tenant) return 'The tenant was not found.';
          const { users, knowledgeGraphs } = tenant._count;
          if (users || knowledgeGraphs) {
            const parts = [users && `${users} user(s)`, knowledgeGraphs && `${knowledgeGraphs} knowledge graph(s)`].filter(Boolean);
            return `The tenant still has ${parts.join(' and ')}; remove them first.`;
          }
          await tx.tenant.delete({ where: { id: tenant.id } });
          return null;
        })
      : 'The tenant was not found.';
    if (outcome) result.failures.push({ id: globalId, message: outcome });
    else result.deletedIds.push(globalIdOf('Tenant', id!));
  }
  return result;
}
