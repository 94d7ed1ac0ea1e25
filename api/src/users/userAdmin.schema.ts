// The organization's users for the Users pages (admin and Studio) and the board transfer pickers.
import { builder } from '../builder.js';
import { requireViewer } from '../context.js';
import { PermissionDeniedError, ValidationError } from '../errors.js';
import { resultOf } from '../schema/mutationResult.js';
import { userManagerScopes } from '../admin/access.js';
import { bulkDeleteSuccess } from '../admin/bulk.schema.js';
import type { Prisma } from '../generated/prisma/client.js';
import { deleteUsers } from './userAdmin.service.js';

builder.queryField('users', (t) =>
  t.prismaConnection({
    type: 'User',
    cursor: 'id',
    authScopes: userManagerScopes,
    description:
      "Users of the viewer's organization by last name, first name. Admins and deleted users are left out unless asked for (the board transfer source picker asks for both). Creators, admins and super users.",
    args: {
      includeAdmins: t.arg.boolean({ required: false, defaultValue: false }),
      includeDeleted: t.arg.boolean({ required: false, defaultValue: false }),
    },
    maxSize: 500,
    totalCount: (_root, args, ctx) => ctx.prisma.user.count({ where: usersWhere(ctx.viewer!.org.id, args) }),
    resolve: (query, _root, args, ctx) =>
      ctx.prisma.user.findMany({
        ...query,
        where: usersWhere(requireViewer(ctx).org.id, args),
        orderBy: [{ lastName: 'asc' }, { firstName: 'asc' }, { id: 'asc' }],
      }),
  }),
);

function usersWhere(orgId: string, args: { includeAdmins?: boolean | null; includeDeleted?: boolean | null }): Prisma.UserWhereInput {
  return {
    orgId,
    ...(args.includeAdmins ? {} : { type: { not: 'ADMIN' } }),
    ...(args.includeDeleted ? {} : { isDeleted: false }),
  };
}

const DeleteUsersSuccess = bulkDeleteSuccess('DeleteUsersSuccess');

builder.mutationField('deleteUsers', (t) =>
  t.fieldWithInput({
    type: DeleteUsersSuccess,
    description: "Deletes users at once: their sessions and API tokens stop working. Creators, admins and super users.",
    authScopes: { authenticated: true, canWrite: true },
    errors: resultOf('deleteUsers', [ValidationError, PermissionDeniedError]),
    input: { ids: t.input.idList({ required: true }) },
    resolve: (_root, { input }, ctx) => deleteUsers(ctx, requireViewer(ctx), input.ids.map(String)),
  }),
);
