// Background tasks as the Studio shows them; every change is published on backgroundTasksChanged(kgId).
import type { AppServices } from '../context.js';
import type { BackgroundTaskStatus } from '../generated/prisma/client.js';

type Services = Pick<AppServices, 'prisma' | 'pubsub'>;

const publish = (services: Services, task: { kgId: string | null; orgId: string }) =>
  task.kgId ? services.pubsub.publish('backgroundTasksChanged', task.kgId, { kgId: task.kgId, orgId: task.orgId }) : undefined;

/** Records a task as running and announces it. */
export async function startBackgroundTask(
  services: Services,
  input: { orgId: string; kgId: string | null; kind: string; createdById?: string | null; message?: string | null },
) {
  const task = await services.prisma.backgroundTask.create({
    data: { ...input, status: 'RUNNING', startedAt: new Date(), progress: 0 },
  });
  publish(services, task);
  return task;
}

/** Reports progress (0..1) and a message. */
export async function reportBackgroundTask(services: Services, id: string, update: { progress?: number | null; message?: string | null }) {
  const task = await services.prisma.backgroundTask.update({ where: { id }, data: update });
  publish(services, task);
  return task;
}

/** Ends a task as succeeded or failed. */
export async function finishBackgroundTask(
  services: Services,
  id: string,
  outcome: { status: Extract<BackgroundTaskStatus, 'SUCCEEDED' | 'FAILED'>; error?: string | null; message?: string | null },
) {
  const task = await services.prisma.backgroundTask.update({
    where: { id },
    data: { ...outcome, finishedAt: new Date(), progress: outcome.status === 'SUCCEEDED' ? 1 : undefined },
  });
  publish(services, task);
  return task;
}

/** The KG's queued and running tasks, oldest first. */
export const runningTasks = (services: Services, kgId: string) =>
  services.prisma.backgroundTask.findMany({
    where: { kgId, status: { in: ['QUEUED', 'RUNNING'] } },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });

/** Tasks left running by a process that died are failed at start-up, never left running. */
export async function failInterruptedTasks(services: Services) {
  const { count } = await services.prisma.backgroundTask.updateMany({
    where: { status: { in: ['QUEUED', 'RUNNING'] } },
    data: { status: 'FAILED', error: 'Interrupted: the server stopped while the task ran.', finishedAt: new Date() },
  });
  return count;
}
