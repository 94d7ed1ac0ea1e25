// Two app instances sharing one Redis: an event published by one reaches a subscriber of the other.
// Uses REDIS_URL when set; otherwise starts Debian's redis-server on a free loopback port.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, startTestApp, type TestApp } from '../support/testApp.js';
import { createKg, createOrg, createTestUser, viewerFor } from '../support/factories.js';
import { collect, wsClient } from '../support/wsClient.js';
import { createApiToken } from '../../api/src/auth/auth.service.js';
import { startBackgroundTask } from '../../api/src/tasks/backgroundTasks.service.js';
import type { Database } from '../../api/src/db.js';

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

let redis: ChildProcess | undefined;
let redisUrl = process.env.REDIS_URL ?? '';
let db: Database;
let a: TestApp;
let b: TestApp;

const hasRedis = !!redisUrl || spawnSync('redis-server', ['--version']).status === 0;

beforeAll(async () => {
  if (!redisUrl) {
    const port = await freePort();
    redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    redisUrl = `redis://127.0.0.1:${port}`;
    await new Promise((r) => setTimeout(r, 300));
  }
  db = await freshDatabase();
  a = await startTestApp({ db, config: { redisUrl } });
  b = await startTestApp({ db, config: { redisUrl } });
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await db?.close();
  redis?.kill();
});

describe.runIf(hasRedis)('pubsub through Redis', () => {
  it('delivers an event published by instance A to a subscriber connected to instance B', async () => {
    const org = await createOrg(db.prisma);
    const user = await createTestUser(db.prisma, org.id, 'CREATOR');
    const kg = await createKg(db.prisma, org.id, 'Shared');
      const { secret } = await createApiToken(a.app.services, viewerFor(user, org), { name: 'dash', scope: 'READ' });
    const client = wsClient(b.url, { token: secret });
    const sub = collect<{ data?: { backgroundTasksChanged: { runningTasks: { kind: string }[] } } }>(
      client,
      `subscription($kgId: ID!) { backgroundTasksChanged(kgId: $kgId) { runningTasks { kind } } }`,
      { kgId: Buffer.from(`KnowledgeGraph:${kg.id}`).toString('base64') },
      2,
    );
    await sub.ready;
    await new Promise((r) => setTimeout(r, 200)); // B's Redis subscription is registered asynchronously
    await startBackgroundTask(a.app.services, { orgId: org.id, kgId: kg.id, kind: 'UPLOAD' });
    const events = await sub.done;
    await client.dispose();
    expect(events.map((e) => e.data?.backgroundTasksChanged.runningTasks.map((r) => r.kind))).toEqual([[], ['UPLOAD']]);
  });
});
