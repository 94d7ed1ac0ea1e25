// Managing the organization's users: bulk deletion. A deleted user is kept (flagged isDeleted) so that their
// boards can still be transferred; their sessions and tokens stop working at once.
import type { AppServices } from '../context.js';
import type { Viewer } from '../auth/viewer.js';
import { requireUserManager } from '../admin/access.js';
import type { BulkResult } from '../admin/bulk.schema.js';
import { globalIdOf, MAX_BULK } from '../admin/ids.js';
import { ValidationError } from '../errors.js';
import { decodeGlobalIdOf } from '../schema/globalIds.js';

/** Deletes users by global id; each id succeeds or fails on its own. */
export async function deleteUsers(services: AppServices, viewer: Viewer, globalIds: string[]): Promise<BulkResult> {
  requireUserManager(viewer);
  if (globalIds.length === 0) throw ValidationError.on('ids', 'Select at least one user.');
  if (globalIds.length > MAX_BULK) throw ValidationError.on('ids', `Select at most ${MAX_BULK} users.`);
  const result: BulkResult = { deletedIds: [], failures: [] };
  const now = new Date();
  for (const globalId of new Set(globalIds)) {
    const id = decodeGlobalIdOf('User', globalId);
    const user = id ? await services.prisma.user.findFirst({ where: { id, orgId: viewer.org.id, isDeleted: false } }) : null;
    if (!user) {
      result.failures.push({ id: globalId, message: 'The user was not found.' });
      continue;
    }
    if (user.id === viewer.user.id) {
      result.failures.push({ id: globalId, message: 'You cannot delete yourself.' });
      continue;
    }
    if ((user.type === 'ADMIN' || user.isSuperUser) && !viewer.user.isSuperUser) {
      result.failures.push({ id: globalId, message: 'Only super users may delete an administrator.' });
      continue;
    }
    await services.prisma.$transaction([
      services.prisma.user.update({ where: { id: user.id }, data: { isDeleted: true, deletedAt: now } }),
      services.prisma.session.updateMany({ where: { userId: user.id, revokedAt: null }, data: { revokedAt: now } }),
      services.prisma.apiToken.updateMany({ where: { userId: user.id, revokedAt: null }, data: { revokedAt: now } }),
    ]);
    await services.pubsub.publish('authInvalidated', { userId: user.id });
    result.deletedIds.push(globalIdOf('User', user.id));
  }
  if (result.deletedIds.length) await services.usage.invalidate(viewer.org.id);
  return result;
}
