import { builder } from '../builder.js';
import { requireViewer } from '../context.js';
import type { BackgroundTask, KnowledgeGraph } from '../generated/prisma/client.js';
import { KnowledgeGraphRef } from '../graphs/graph.schema.js';
import { hasKgPermission } from '../graphs/permissions.js';
import { decodeGlobalIdOf } from '../schema/globalIds.js';
import { GraphQLError } from 'graphql';
import { runningTasks } from './backgroundTasks.service.js';

const BackgroundTaskStatusEnum = builder.enumType('BackgroundTaskStatus', { values: ['QUEUED', 'RUNNING', 'SUCCEEDED', 'FAILED'] as const });

export const BackgroundTaskRef = builder.prismaNode('BackgroundTask', {
  id: { field: 'id' },
  nullable: true,
  findUnique: (id, ctx) => ({ id, orgId: ctx.viewer?.user.orgId ?? '' }),
  authScopes: (task) => ({ orgMember: task.orgId }),
  description: 'Long work on a KG: synchronization, upload, tests.',
  fields: (t) => ({
    kind: t.exposeString('kind'),
    status: t.expose('status', { type: BackgroundTaskStatusEnum }),
    progress: t.exposeFloat('progress', { nullable: true, description: 'From 0 to 1, when known.' }),
    message: t.exposeString('message', { nullable: true }),
    error: t.exposeString('error', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    startedAt: t.expose('startedAt', { type: 'DateTime', nullable: true }),
    finishedAt: t.expose('finishedAt', { type: 'DateTime', nullable: true }),
  }),
});

type Payload = { knowledgeGraph: KnowledgeGraph; runningTasks: BackgroundTask[] };
const PayloadRef = builder.objectRef<Payload>('BackgroundTasksChangedPayload').implement({
  fields: (t) => ({
    knowledgeGraph: t.field({ type: KnowledgeGraphRef, nullable: false, resolve: (p) => p.knowledgeGraph }),
    runningTasks: t.field({ type: [BackgroundTaskRef], nullable: { list: false, items: false }, resolve: (p) => p.runningTasks }),
  }),
});

builder.subscriptionField('backgroundTasksChanged', (t) =>
  t.field({
    type: PayloadRef,
    description: "The KG's queued and running tasks: once on subscribing, then on every change.",
    authScopes: { authenticated: true },
    args: { kgId: t.arg.id({ required: true, description: 'Global id of the KnowledgeGraph.' }) },
    subscribe: async function* (_root, args, ctx) {
      const viewer = requireViewer(ctx);
      const id = decodeGlobalIdOf('KnowledgeGraph', String(args.kgId));
      const kg = id ? await ctx.prisma.knowledgeGraph.findFirst({ where: { id, orgId: viewer.user.orgId } }) : null;
      if (!kg || !hasKgPermission(viewer, kg, 'KgVklRead')) throw new GraphQLError('The knowledge graph was not found.', { extensions: { code: 'NOT_FOUND' } });
      const events = ctx.pubsub.subscribe('backgroundTasksChanged', kg.id);
      try {
        yield { knowledgeGraph: kg, runningTasks: await runningTasks(ctx, kg.id) };
        for await (const _event of events) yield { knowledgeGraph: kg, runningTasks: await runningTasks(ctx, kg.id) };
      } finally {
        await events.return?.();
      }
    },
    resolve: (payload: Payload) => payload,
  }),
);
