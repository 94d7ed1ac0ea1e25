// Names of main KGs for development KGs, loaded in one query per request however many cards ask.
import type { Context } from '../context.js';

type Pending = { ids: Set<string>; promise: Promise<Map<string, string>> };
const pending = new WeakMap<Context['memo'], Pending>();

/** The default-language name of a KG of the viewer's organization (null when not found). */
export function kgNameOf(ctx: Context, kgId: string): Promise<string | null> {
  let batch = pending.get(ctx.memo);
  if (!batch) {
    const ids = new Set<string>();
    // Collect every id asked for in this tick, then load them together.
    const promise = Promise.resolve().then(async () => {
      pending.delete(ctx.memo);
      const kgs = await ctx.prisma.knowledgeGraph.findMany({
        where: { id: { in: [...ids] }, orgId: ctx.viewer?.user.orgId ?? '' },
        select: { id: true, defaultLanguageId: true, info: { select: { languageId: true, name: true } } },
      });
      return new Map(kgs.map((kg) => [kg.id, (kg.info.find((i) => i.languageId === kg.defaultLanguageId) ?? kg.info[0])?.name ?? kg.id]));
    });
    batch = { ids, promise };
    pending.set(ctx.memo, batch);
  }
  batch.ids.add(kgId);
  return batch.promise.then((names) => names.get(kgId) ?? null);
}
