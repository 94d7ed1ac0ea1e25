import { builder } from '../builder.js';
import { requireViewer } from '../context.js';
import { NotFoundError, PermissionDeniedError, ValidationError } from '../errors.js';
import { resultOf } from '../schema/mutationResult.js';
import { superUserScopes } from '../admin/access.js';
import { decodeGlobalIdOf } from '../schema/globalIds.js';
import type { Board } from '../generated/prisma/client.js';
import { RoleRef } from '../roles/role.schema.js';
import { UserRef } from '../users/user.schema.js';
import { transferBoards } from './boards.service.js';

const namesOf = (board: Pick<Board, 'names'>) => (board.names && typeof board.names === 'object' ? (board.names as Record<string, string>) : {});

export const BoardRef = builder.prismaNode('Board', {
  id: { field: 'id' },
  nullable: true,
  findUnique: (id, ctx) => ({ id, orgId: ctx.viewer?.user.orgId ?? '' }),
  authScopes: (board) => ({ orgMember: board.orgId }),
  description: 'A board of answers over one KG, owned by a user and shareable with the organization, roles or users.',
  fields: (t) => ({
    names: t.field({ type: 'JSON', description: 'Names by language id, e.g. {"en-US": "Sales"}.', resolve: (b) => namesOf(b) }),
    name: t.string({
      args: { languageId: t.arg.string({ required: false }) },
      description: 'The name in this language (default: en-US), else the first one.',
      resolve: (b, args) => {
        const names = namesOf(b);
        return names[args.languageId ?? 'en-US'] ?? names['en-US'] ?? Object.values(names)[0] ?? '';
      },
    }),
    knowledgeGraph: t.relation('kg'),
    owner: t.relation('owner', { type: UserRef }),
    isSharedWithOrg: t.exposeBoolean('isSharedWithOrg'),
    sharedRoles: t.field({
      type: [RoleRef],
      nullable: { list: false, items: false },
      select: { sharedRoles: { select: { role: true } } },
      resolve: (b) => b.sharedRoles.map((s) => s.role),
    }),
    sharedUsers: t.field({
      type: [UserRef],
      nullable: { list: false, items: false },
      select: { sharedUsers: { select: { user: true } } },
      resolve: (b) => b.sharedUsers.map((s) => s.user),
    }),
    createdOn: t.expose('createdAt', { type: 'DateTime' }),
    lastModified: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

builder.queryField('boards', (t) =>
  t.prismaConnection({
    type: 'Board',
    cursor: 'id',
    authScopes: superUserScopes,
    description: 'Boards owned by a user of the organization, oldest first (board transfer). Super users.',
    args: { ownerId: t.arg.id({ required: true }) },
    maxSize: 500,
    totalCount: (_root, args, ctx) =>
      ctx.prisma.board.count({ where: { orgId: ctx.viewer!.org.id, ownerId: decodeGlobalIdOf('User', String(args.ownerId)) ?? '' } }),
    resolve: (query, _root, args, ctx) =>
      ctx.prisma.board.findMany({
        ...query,
        where: { orgId: requireViewer(ctx).org.id, ownerId: decodeGlobalIdOf('User', String(args.ownerId)) ?? '' },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      }),
  }),
);

const TransferBoardsSuccess = builder.objectRef<{ transferredCount: number; boards: Board[] }>('TransferBoardsSuccess').implement({
  fields: (t) => ({
    transferredCount: t.exposeInt('transferredCount'),
    boards: t.field({ type: [BoardRef], nullable: { list: false, items: false }, resolve: (r) => r.boards }),
  }),
});

builder.mutationField('transferBoards', (t) =>
  t.fieldWithInput({
    type: TransferBoardsSuccess,
    description: 'Moves the selected boards of the source user to the target user in one transaction. Super users.',
    authScopes: { authenticated: true, canWrite: true },
    errors: resultOf('transferBoards', [ValidationError, NotFoundError, PermissionDeniedError]),
    input: {
      sourceUserId: t.input.id({ required: false }),
      targetUserId: t.input.id({ required: false }),
      boardIds: t.input.idList({ required: true }),
    },
    resolve: (_root, { input }, ctx) =>
      transferBoards(ctx, requireViewer(ctx), {
        sourceUserId: input.sourceUserId ? String(input.sourceUserId) : null,
        targetUserId: input.targetUserId ? String(input.targetUserId) : null,
        boardIds: input.boardIds.map(String),
      }),
  }),
);
