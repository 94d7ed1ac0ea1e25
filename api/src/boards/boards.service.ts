// Board ownership transfer (spec 01 §2.7, §5): all selected boards move in one transaction or none does.
import { z } from 'zod';
import type { AppServices } from '../context.js';
import type { Viewer } from '../auth/viewer.js';
import { requireSuperUser } from '../admin/access.js';
import { MAX_BULK } from '../admin/ids.js';
import { NotFoundError, parseInput, ValidationError, type FieldError } from '../errors.js';
import { decodeGlobalIdOf } from '../schema/globalIds.js';

const transferSchema = z.object({
  sourceUserId: z.string().nullish(),
  targetUserId: z.string().nullish(),
  boardIds: z.array(z.string()).max(MAX_BULK, `Select at most ${MAX_BULK} boards.`),
});

const BOTH = 'Please select both source and target users';
const DIFFERENT = 'Source and target users must be different';
const AT_LEAST_ONE = 'Please select at least one board to transfer';

/** Moves boards from the source user to the target user; answers how many moved. */
export async function transferBoards(services: AppServices, viewer: Viewer, input: unknown) {
  requireSuperUser(viewer);
  const data = parseInput(transferSchema, input);
  const fieldErrors: FieldError[] = [];
  if (!data.sourceUserId) fieldErrors.push({ path: 'sourceUserId', message: BOTH });
  if (!data.targetUserId) fieldErrors.push({ path: 'targetUserId', message: BOTH });
  if (data.sourceUserId && data.sourceUserId === data.targetUserId) fieldErrors.push({ path: 'targetUserId', message: DIFFERENT });
  if (data.boardIds.length === 0) fieldErrors.push({ path: 'boardIds', message: AT_LEAST_ONE });
  if (fieldErrors.length) throw new ValidationError(fieldErrors);

  const orgId = viewer.org.id;
  const sourceId = decodeGlobalIdOf('User', data.sourceUserId!);
  const targetId = decodeGlobalIdOf('User', data.targetUserId!);
  const [source, target] = await Promise.all([
    sourceId ? services.prisma.user.findFirst({ where: { id: sourceId, orgId } }) : null,
    targetId ? services.prisma.user.findFirst({ where: { id: targetId, orgId } }) : null,
  ]);
  if (!source) throw new NotFoundError('The source user was not found.');
  if (!target) throw new NotFoundError('The target user was not found.');
  if (source.id === target.id) throw ValidationError.on('targetUserId', DIFFERENT);
  if (target.isDeleted) throw ValidationError.on('targetUserId', 'The target user has been deleted.');

  const boardIds = [...new Set(data.boardIds.map((g) => decodeGlobalIdOf('Board', g)))];
  if (boardIds.some((id) => id === null)) throw new NotFoundError('Some of the selected boards were not found.');
  const ids = boardIds as string[];
  return services.prisma.$transaction(async (tx) => {
    const moved = await tx.board.updateMany({ where: { id: { in: ids }, orgId, ownerId: source.id }, data: { ownerId: target.id } });
    // Throwing rolls the whole transfer back.
    if (moved.count !== ids.length) throw new NotFoundError('Some of the selected boards were not found or do not belong to the source user.');
    // The new owner needs no share of their own boards.
    await tx.boardUserShare.deleteMany({ where: { boardId: { in: ids }, userId: target.id } });
    return { transferredCount: moved.count, boards: await tx.board.findMany({ where: { id: { in: ids } }, orderBy: { createdAt: 'asc' } }) };
  });
}
