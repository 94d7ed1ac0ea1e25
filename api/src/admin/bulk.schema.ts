// Bulk deletions answer per id: what succeeded and why the rest failed (spec 01 §8 counted messages).
import { builder } from '../builder.js';

export type BulkFailure = { id: string; message: string };
export type BulkResult = { deletedIds: string[]; failures: BulkFailure[] };

const BulkFailureRef = builder.objectRef<BulkFailure>('BulkFailure').implement({
  description: 'One id of a bulk operation that failed, with the reason.',
  // Not `id`: clients that normalize by id (Relay) would merge a failure into the record of the user it names.
  fields: (t) => ({ itemId: t.id({ description: 'Global id of the item that failed.', resolve: (f) => f.id }), message: t.exposeString('message') }),
});

/** The success object of a bulk delete mutation: deletedIds (global ids), deletedCount, failures, failedCount. */
export function bulkDeleteSuccess(name: string) {
  return builder.objectRef<BulkResult>(name).implement({
    fields: (t) => ({
      deletedIds: t.exposeIDList('deletedIds', { description: 'Global ids of the deleted items (for @deleteEdge).' }),
      deletedCount: t.int({ resolve: (r) => r.deletedIds.length }),
      failures: t.field({ type: [BulkFailureRef], resolve: (r) => r.failures }),
      failedCount: t.int({ resolve: (r) => r.failures.length }),
    }),
  });
}
