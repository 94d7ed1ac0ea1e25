import { builder } from '../builder.js';
import { requireViewer } from '../context.js';
import { NotFoundError, PermissionDeniedError, ValidationError } from '../errors.js';
import { resultOf } from '../schema/mutationResult.js';
import { userManagerScopes } from '../admin/access.js';
import { bulkDeleteSuccess } from '../admin/bulk.schema.js';
import { UserRef } from '../users/user.schema.js';
import type { Role } from '../generated/prisma/client.js';
import { createRole, deleteRoles, setRoleUsers, updateRole } from './roles.service.js';

export const RoleRef = builder.prismaNode('Role', {
  id: { field: 'id' },
  nullable: true,
  findUnique: (id, ctx) => ({ id, orgId: ctx.viewer?.user.orgId ?? '' }),
  authScopes: (role) => ({ orgMember: role.orgId }),
  fields: (t) => ({
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    users: t.field({
      type: [UserRef],
      nullable: { list: false, items: false },
      description: 'Users holding the role (deleted users left out), by last name.',
      select: { users: { select: { user: true }, where: { user: { isDeleted: false } }, orderBy: [{ user: { lastName: 'asc' } }, { user: { firstName: 'asc' } }, { user: { email: 'asc' } }] } },
      resolve: (role) => role.users.map((u) => u.user),
    }),
    userCount: t.relationCount('users', { where: { user: { isDeleted: false } } }),
  }),
});

builder.queryField('roles', (t) =>
  t.prismaConnection({
    type: 'Role',
    cursor: 'id',
    authScopes: userManagerScopes,
    description: "Roles of the viewer's organization by name. Creators (KG access control), admins and super users.",
    maxSize: 500,
    totalCount: (_root, _args, ctx) => ctx.prisma.role.count({ where: { orgId: ctx.viewer!.org.id } }),
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.role.findMany({ ...query, where: { orgId: requireViewer(ctx).org.id }, orderBy: [{ name: 'asc' }, { id: 'asc' }] }),
  }),
);

const roleResult = (name: string) =>
  builder.objectRef<{ role: Role }>(name).implement({
    fields: (t) => ({ role: t.field({ type: RoleRef, nullable: false, resolve: (r) => r.role }) }),
  });
const CreateRoleSuccess = roleResult('CreateRoleSuccess');
const UpdateRoleSuccess = roleResult('UpdateRoleSuccess');
const SetRoleUsersSuccess = roleResult('SetRoleUsersSuccess');

builder.mutationField('createRole', (t) =>
  t.fieldWithInput({
    type: CreateRoleSuccess,
    description: 'Creates a role (name unique in the organization), with its users when userIds is given. Super users.',
    authScopes: { authenticated: true, canWrite: true },
    errors: resultOf('createRole', [ValidationError, PermissionDeniedError]),
    input: {
      name: t.input.string({ required: true }),
      description: t.input.string({ required: false }),
      userIds: t.input.idList({ required: false }),
    },
    resolve: async (_root, { input }, ctx) => ({
      role: await createRole(ctx, requireViewer(ctx), { ...input, userIds: input.userIds?.map(String) }),
    }),
  }),
);

builder.mutationField('updateRole', (t) =>
  t.fieldWithInput({
    type: UpdateRoleSuccess,
    description: "Updates a role's name and description; userIds, when given, replaces its users. Super users.",
    authScopes: { authenticated: true, canWrite: true },
    errors: resultOf('updateRole', [ValidationError, NotFoundError, PermissionDeniedError]),
    input: {
      id: t.input.id({ required: true }),
      name: t.input.string({ required: true }),
      description: t.input.string({ required: false }),
      userIds: t.input.idList({ required: false }),
    },
    resolve: async (_root, { input }, ctx) => ({
      role: await updateRole(ctx, requireViewer(ctx), { ...input, id: String(input.id), userIds: input.userIds?.map(String) }),
    }),
  }),
);

builder.mutationField('setRoleUsers', (t) =>
  t.fieldWithInput({
    type: SetRoleUsersSuccess,
    description: "Sets the role's users to exactly these. Super users.",
    authScopes: { authenticated: true, canWrite: true },
    errors: resultOf('setRoleUsers', [ValidationError, NotFoundError, PermissionDeniedError]),
    input: { roleId: t.input.id({ required: true }), userIds: t.input.idList({ required: true }) },
    resolve: async (_root, { input }, ctx) => ({
      role: await setRoleUsers(ctx, requireViewer(ctx), { roleId: String(input.roleId), userIds: input.userIds.map(String) }),
    }),
  }),
);

const DeleteRolesSuccess = bulkDeleteSuccess('DeleteRolesSuccess');

builder.mutationField('deleteRoles', (t) =>
  t.fieldWithInput({
    type: DeleteRolesSuccess,
    description: 'Deletes roles. Super users.',
    authScopes: { authenticated: true, canWrite: true },
    errors: resultOf('deleteRoles', [ValidationError, PermissionDeniedError]),
    input: { ids: t.input.idList({ required: true }) },
    resolve: (_root, { input }, ctx) => deleteRoles(ctx, requireViewer(ctx), input.ids.map(String)),
  }),
);
