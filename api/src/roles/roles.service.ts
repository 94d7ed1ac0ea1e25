// Roles of the organization: names unique per organization (they are used in the query language).
import { z } from 'zod';
import type { AppServices } from '../context.js';
import type { Viewer } from '../auth/viewer.js';
import { requireSuperUser } from '../admin/access.js';
import type { BulkResult } from '../admin/bulk.schema.js';
import { globalIdOf, MAX_BULK, requireGlobalId } from '../admin/ids.js';
import { NotFoundError, parseInput, ValidationError } from '../errors.js';
import { decodeGlobalIdOf } from '../schema/globalIds.js';
import { Prisma } from '../generated/prisma/client.js';

const roleFields = {
  name: z.string().trim().min(1, 'The name is required.').max(100, 'The name must not exceed 100 characters.'),
  description: z.string().trim().max(1000, 'The description must not exceed 1000 characters.').nullish(),
  userIds: z.array(z.string()).max(MAX_BULK, `Select at most ${MAX_BULK} users.`).nullish(),
};
const createSchema = z.object(roleFields);
const updateSchema = z.object({ id: z.string(), ...roleFields });

const DUPLICATE = 'A role with this name already exists.';
const isUniqueViolation = (e: unknown) => e instanceof Prisma.PrismaClientKnownRequestError && e.code === 'P2002';

async function assertNameFree(services: AppServices, orgId: string, name: string, exceptId?: string) {
  const clash = await services.prisma.role.findFirst({
    where: { orgId, name: { equals: name, mode: 'insensitive' }, ...(exceptId ? { id: { not: exceptId } } : {}) },
  });
  if (clash) throw ValidationError.on('name', DUPLICATE);
}

/** Users of the organization by global id; an unknown or foreign id is a ValidationError on userIds.N. */
async function resolveUserIds(services: AppServices, orgId: string, globalIds: string[]) {
  const ids = globalIds.map((g, i) => requireGlobalId('User', g, `userIds.${i}`));
  const found = await services.prisma.user.findMany({ where: { id: { in: ids }, orgId, isDeleted: false }, select: { id: true } });
  const known = new Set(found.map((u) => u.id));
  const missing = ids.findIndex((id) => !known.has(id));
  if (missing >= 0) throw ValidationError.on(`userIds.${missing}`, 'The user was not found.');
  return [...known];
}

async function findRole(services: AppServices, orgId: string, globalId: string) {
  const id = decodeGlobalIdOf('Role', globalId);
  const role = id ? await services.prisma.role.findFirst({ where: { id, orgId } }) : null;
  if (!role) throw new NotFoundError('The role was not found.');
  return role;
}

/** Creates a role, optionally with its users. */
export async function createRole(services: AppServices, viewer: Viewer, input: unknown) {
  requireSuperUser(viewer);
  const data = parseInput(createSchema, input);
  const orgId = viewer.org.id;
  await assertNameFree(services, orgId, data.name);
  const userIds = data.userIds ? await resolveUserIds(services, orgId, data.userIds) : [];
  try {
    return await services.prisma.role.create({
      data: { orgId, name: data.name, description: data.description ?? '', users: { create: userIds.map((userId) => ({ userId })) } },
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw ValidationError.on('name', DUPLICATE);
    throw e;
  }
}

/** Renames or re-describes a role; when userIds is given, the role's users become exactly those. */
export async function updateRole(services: AppServices, viewer: Viewer, input: unknown) {
  requireSuperUser(viewer);
  const data = parseInput(updateSchema, input);
  const role = await findRole(services, viewer.org.id, data.id);
  await assertNameFree(services, viewer.org.id, data.name, role.id);
  const userIds = data.userIds ? await resolveUserIds(services, viewer.org.id, data.userIds) : null;
  try {
    return await services.prisma.$transaction(async (tx) => {
      if (userIds) await replaceUsers(tx, role.id, userIds);
      return tx.role.update({ where: { id: role.id }, data: { name: data.name, description: data.description ?? role.description } });
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw ValidationError.on('name', DUPLICATE);
    throw e;
  }
}

async function replaceUsers(tx: Prisma.TransactionClient, roleId: string, userIds: string[]) {
  await tx.userRole.deleteMany({ where: { roleId, userId: { notIn: userIds } } });
  await tx.userRole.createMany({ data: userIds.map((userId) => ({ roleId, userId })), skipDuplicates: true });
}

/** The role's users become exactly these. */
export async function setRoleUsers(services: AppServices, viewer: Viewer, input: { roleId: string; userIds: string[] }) {
  requireSuperUser(viewer);
  const role = await findRole(services, viewer.org.id, input.roleId);
  if (input.userIds.length > MAX_BULK) throw ValidationError.on('userIds', `Select at most ${MAX_BULK} users.`);
  const userIds = await resolveUserIds(services, viewer.org.id, input.userIds);
  await services.prisma.$transaction((tx) => replaceUsers(tx, role.id, userIds));
  return role;
}

/** Deletes roles by global id (their assignments and board shares go with them). */
export async function deleteRoles(services: AppServices, viewer: Viewer, globalIds: string[]): Promise<BulkResult> {
  requireSuperUser(viewer);
  if (globalIds.length === 0) throw ValidationError.on('ids', 'Select at least one role.');
  if (globalIds.length > MAX_BULK) throw ValidationError.on('ids', `Select at most ${MAX_BULK} roles.`);
  const result: BulkResult = { deletedIds: [], failures: [] };
  for (const globalId of new Set(globalIds)) {
    const id = decodeGlobalIdOf('Role', globalId);
    const { count } = id ? await services.prisma.role.deleteMany({ where: { id, orgId: viewer.org.id } }) : { count: 0 };
    if (count) result.deletedIds.push(globalIdOf('Role', id!));
    else result.failures.push({ id: globalId, message: 'The role was not found.' });
  }
  return result;
}
