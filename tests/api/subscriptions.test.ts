import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/testApp.js';
import { createKg, createOrg, createTestUser, signInCookie, viewerFor } from '../support/factories.js';
import { collect, wsClient } from '../support/wsClient.js';
import { finishBackgroundTask, reportBackgroundTask, startBackgroundTask } from '../../api/src/tasks/backgroundTasks.service.js';
import { createApiToken } from '../../api/src/auth/auth.service.js';

const SUBSCRIPTION = `subscription Tasks($kgId: ID!) {
  backgroundTasksChanged(kgId: $kgId) { knowledgeGraph { kgId } runningTasks { kind status progress message } }
}`;
type Event = { data?: { backgroundTasksChanged: { knowledgeGraph: { kgId: string }; runningTasks: { kind: string; status: string; progress: number | null; message: string | null }[] } } };

let t: TestApp;
let orgId: string;
let kgId: string;
let kgGlobalId: string;
let token: string;
let cookie: string;
let otherOrgKgGlobalId: string;

beforeAll(async () => {
  t = await startTestApp();
  const org = await createOrg(t.db.prisma);
  orgId = org.id;
  const user = await createTestUser(t.db.prisma, org.id, 'CREATOR');
  kgId = (await createKg(t.db.prisma, org.id, 'Sales')).id;
  kgGlobalId = Buffer.from(`KnowledgeGraph:${kgId}`).toString('base64');
  const org2 = await createOrg(t.db.prisma);
  otherOrgKgGlobalId = Buffer.from(`KnowledgeGraph:${(await createKg(t.db.prisma, org2.id, 'Other')).id}`).toString('base64');
  token = (await createApiToken(t.app.services, viewerFor(user, org), { name: 'dashboard', scope: 'READ' })).secret;
  cookie = await signInCookie(t, user.email);
});
afterAll(() => t.close());

describe('backgroundTasksChanged over graphql-ws', () => {
  it('delivers the current state, then every change of a task, to a dashboard with an API token', async () => {
    const client = wsClient(t.url, { token });
    const sub = collect<Event>(client, SUBSCRIPTION, { kgId: kgGlobalId }, 4);
    await sub.ready; // the initial state arrived: the subscription is live
    const services = t.app.services;
    // Each event carries the state read when it is delivered, so the test waits for one before the next change.
    const task = await startBackgroundTask(services, { orgId, kgId, kind: 'SYNCHRONIZATION', message: 'Reading customers' });
    await sub.received(2);
    await reportBackgroundTask(services, task.id, { progress: 0.5, message: 'Half way' });
    await sub.received(3);
    await finishBackgroundTask(services, task.id, { status: 'SUCCEEDED' });
    const events = await sub.done;
    await client.dispose();
    expect(events.map((e) => e.data?.backgroundTasksChanged.runningTasks)).toEqual([
      [],
      [{ kind: 'SYNCHRONIZATION', status: 'RUNNING', progress: 0, message: 'Reading customers' }],
      [{ kind: 'SYNCHRONIZATION', status: 'RUNNING', progress: 0.5, message: 'Half way' }],
      [],
    ]);
    expect(events[0].data?.backgroundTasksChanged.knowledgeGraph.kgId).toBe(kgId);
  });

  it('works with the session cookie of a browser on the same origin', async () => {
    const client = wsClient(t.url, { cookie, origin: t.url });
    const sub = collect<Event>(client, SUBSCRIPTION, { kgId: kgGlobalId }, 1);
    const [first] = await sub.done;
    await client.dispose();
    expect(first.data?.backgroundTasksChanged.knowledgeGraph.kgId).toBe(kgId);
  });

  it('refuses an anonymous subscriber at once', async () => {
    const client = wsClient(t.url);
    const sub = collect<Event>(client, SUBSCRIPTION, { kgId: kgGlobalId }, 1);
    await expect(sub.done).rejects.toThrow(/You are not signed in/);
    await client.dispose();
  });

  it('refuses a KG of another organization', async () => {
    const client = wsClient(t.url, { token });
    const sub = collect<Event>(client, SUBSCRIPTION, { kgId: otherOrgKgGlobalId }, 1);
    await expect(sub.done).rejects.toThrow(/knowledge graph was not found/);
    await client.dispose();
  });

  it('refuses the WebSocket upgrade from a foreign browser origin', async () => {
    const client = wsClient(t.url, { cookie, origin: 'https://evil.example' });
    const sub = collect<Event>(client, SUBSCRIPTION, { kgId: kgGlobalId }, 1);
    await expect(sub.done).rejects.toBeDefined();
    await client.dispose();
  });
});
