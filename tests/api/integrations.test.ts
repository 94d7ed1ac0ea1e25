import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../support/gql/index.js';
import { startTestApp, type TestApp } from '../support/testApp.js';
import { createOrg, createTestUser, signInCookie } from '../support/factories.js';
import { decryptSecret } from '../../api/src/crypto/secrets.js';
import { readIntegrationSecret } from '../../api/src/integrations/integrations.service.js';

const List = graphql(`query IntegrationsList { integrations { type isConfigured } }`);
const Dbt = graphql(`
  mutation IntegrationsDbt($serviceToken: String!) {
    configureDbtCloudIntegration(input: { serviceToken: $serviceToken }) {
      __typename
      ... on ConfigureDbtCloudIntegrationSuccess { integration { type isConfigured } }
      ... on ValidationError { fieldErrors { path message } }
      ... on PermissionDeniedError { message }
    }
  }
`);
const Slack = graphql(`
  mutation IntegrationsSlack($webhookUrl: String!) {
    configureSlackIntegration(input: { webhookUrl: $webhookUrl }) {
      __typename
      ... on ConfigureSlackIntegrationSuccess { integration { type isConfigured } }
      ... on ValidationError { fieldErrors { path message } }
      ... on PermissionDeniedError { message }
    }
  }
`);
const Remove = graphql(`
  mutation IntegrationsRemove($type: IntegrationType!) {
    removeIntegration(input: { type: $type }) {
      __typename
      ... on RemoveIntegrationSuccess { integration { type isConfigured } }
      ... on NotFoundError { message }
      ... on PermissionDeniedError { message }
    }
  }
`);

const OrgTokens = graphql(`
  query IntegrationsOrgTokens($includeRevoked: Boolean) { organizationApiTokens(includeRevoked: $includeRevoked) { id name prefix scope owner { email } revokedAt } }
`);
const RevokeOrgToken = graphql(`
  mutation IntegrationsRevokeOrgToken($id: ID!) {
    revokeOrganizationApiToken(input: { id: $id }) {
      __typename
      ... on RevokeOrganizationApiTokenSuccess { apiToken { name revokedAt } }
      ... on NotFoundError { message }
      ... on PermissionDeniedError { message }
    }
  }
`);
const CreateToken = graphql(`
  mutation IntegrationsCreateToken($name: String!) {
    createApiToken(input: { name: $name, scope: READ }) { __typename ... on CreateApiTokenSuccess { secret apiToken { id } } }
  }
`);
const WhoAmI = graphql(`query IntegrationsWhoAmI { viewer { user { email } } }`);

const GOOD_TOKEN = 'dbtc_good-token';
const slackMessages: { path: string; body: unknown }[] = [];
const dbtRequests: string[] = [];

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (c: Buffer) => (data += c.toString()));
    req.on('end', () => resolve(data));
  });

/** Speaks enough of the dbt Cloud v2 API: GET /api/v2/accounts/ with `Authorization: Token …`. */
const fakeDbt = createServer((req, res) => {
  dbtRequests.push(`${req.method} ${req.url} ${req.headers.authorization}`);
  if (req.method === 'GET' && req.url === '/api/v2/accounts/' && req.headers.authorization === `Token ${GOOD_TOKEN}`) {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: { code: 200, is_success: true }, data: [{ id: 1, name: 'Acme' }] }));
  } else {
    res.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ status: { code: 401, is_success: false, user_message: 'Invalid token' }, data: null }));
  }
});
/** Speaks like a Slack incoming webhook: 200 "ok" on /services/good, 404 "no_service" elsewhere. */
const fakeSlack = createServer((req, res) => {
  void readBody(req).then((body) => {
    if (req.method === 'POST' && req.url === '/services/good' && req.headers['content-type'] === 'application/json') {
      slackMessages.push({ path: req.url, body: JSON.parse(body) });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    } else {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('no_service');
    }
  });
});

const listen = (server: Server) =>
  new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));

let t: TestApp;
let orgId: string;
let admin: string;
let creator: string;
let viewer: string;
let other: string;
let slackUrl: string;

beforeAll(async () => {
  const dbtUrl = await listen(fakeDbt);
  slackUrl = await listen(fakeSlack);
  t = await startTestApp({ config: { dbtCloudBaseUrl: dbtUrl } });
  const p = t.db.prisma;
  orgId = (await createOrg(p, { name: 'Acme' })).id;
  admin = await signInCookie(t, (await createTestUser(p, orgId, 'ADMIN', { isSuperUser: true })).email);
  creator = await signInCookie(t, (await createTestUser(p, orgId, 'CREATOR')).email);
  viewer = await signInCookie(t, (await createTestUser(p, orgId, 'VIEWER')).email);
  other = await signInCookie(t, (await createTestUser(p, (await createOrg(p)).id, 'ADMIN', { isSuperUser: true })).email);
});
afterAll(async () => {
  await t.close();
  fakeDbt.close();
  fakeSlack.close();
});

describe('dbt Cloud', () => {
  it('refuses a token dbt Cloud rejects, and an empty one', async () => {
    expect((await t.gql(Dbt, { serviceToken: 'dbtc_bad' }, { cookie: admin })).data?.configureDbtCloudIntegration).toEqual({
      __typename: 'ValidationError',
      fieldErrors: [{ path: 'serviceToken', message: 'dbt Cloud did not accept the service token.' }],
    });
    expect((await t.gql(Dbt, { serviceToken: '  ' }, { cookie: admin })).data?.configureDbtCloudIntegration).toEqual({
      __typename: 'ValidationError',
      fieldErrors: [{ path: 'serviceToken', message: 'Enter the service token.' }],
    });
    expect(dbtRequests).toEqual(['GET /api/v2/accounts/ Token dbtc_bad']);
  });

  it('verifies the token with dbt Cloud and stores it encrypted, never returning it', async () => {
    const res = await t.gql(Dbt, { serviceToken: GOOD_TOKEN }, { cookie: admin });
    expect(res.data?.configureDbtCloudIntegration).toEqual({ __typename: 'ConfigureDbtCloudIntegrationSuccess', integration: { type: 'DBT_CLOUD', isConfigured: true } });
    const row = await t.db.prisma.integration.findFirstOrThrow({ where: { orgId, type: 'DBT_CLOUD' } });
    expect(row.encryptedSecret).not.toContain(GOOD_TOKEN);
    expect(decryptSecret(t.config.secretKey, row.encryptedSecret)).toBe(GOOD_TOKEN);
    expect(await readIntegrationSecret(t.app.services, orgId, 'DBT_CLOUD')).toBe(GOOD_TOKEN);
    const list = await t.gql(List, {}, { cookie: admin });
    expect(list.data?.integrations).toEqual([
      { type: 'DBT_CLOUD', isConfigured: true },
      { type: 'SLACK', isConfigured: false },
    ]);
    expect(JSON.stringify(list)).not.toContain(GOOD_TOKEN);
    // another organization has its own
    expect((await t.gql(List, {}, { cookie: other })).data?.integrations).toEqual([
      { type: 'DBT_CLOUD', isConfigured: false },
      { type: 'SLACK', isConfigured: false },
    ]);
  });
});

describe('Slack', () => {
  it('needs an http(s) URL that accepts the test message', async () => {
    for (const webhookUrl of ['ftp://hooks.example/x', 'not a url']) {
      expect((await t.gql(Slack, { webhookUrl }, { cookie: admin })).data?.configureSlackIntegration).toEqual({
        __typename: 'ValidationError',
        fieldErrors: [{ path: 'webhookUrl', message: 'Enter a valid http or https URL.' }],
      });
    }
    expect((await t.gql(Slack, { webhookUrl: `${slackUrl}/services/bad` }, { cookie: admin })).data?.configureSlackIntegration).toEqual({
      __typename: 'ValidationError',
      fieldErrors: [{ path: 'webhookUrl', message: 'The webhook did not accept the test message.' }],
    });
    expect((await t.gql(Slack, { webhookUrl: 'http://127.0.0.1:1/hook' }, { cookie: admin })).data?.configureSlackIntegration).toEqual({
      __typename: 'ValidationError',
      fieldErrors: [{ path: 'webhookUrl', message: 'The webhook could not be reached.' }],
    });
    expect(slackMessages).toEqual([]);
  });

  it('posts a test message and stores the URL encrypted', async () => {
    const webhookUrl = `${slackUrl}/services/good`;
    const res = await t.gql(Slack, { webhookUrl }, { cookie: admin });
    expect(res.data?.configureSlackIntegration).toEqual({ __typename: 'ConfigureSlackIntegrationSuccess', integration: { type: 'SLACK', isConfigured: true } });
    expect(slackMessages).toEqual([{ path: '/services/good', body: { text: 'Meridian is now connected to this channel (Acme).' } }]);
    const row = await t.db.prisma.integration.findFirstOrThrow({ where: { orgId, type: 'SLACK' } });
    expect(row.encryptedSecret).not.toContain('services/good');
    expect(await readIntegrationSecret(t.app.services, orgId, 'SLACK')).toBe(webhookUrl);
  });
});

describe('access', () => {
  it('is for super users only', async () => {
    for (const cookie of [creator, viewer]) {
      expect((await t.gql(List, {}, { cookie })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await t.gql(Dbt, { serviceToken: GOOD_TOKEN }, { cookie })).data?.configureDbtCloudIntegration).toEqual({
        __typename: 'PermissionDeniedError',
        message: 'Only super users may do this.',
      });
      expect((await t.gql(Slack, { webhookUrl: `${slackUrl}/services/good` }, { cookie })).data?.configureSlackIntegration.__typename).toBe('PermissionDeniedError');
      expect((await t.gql(Remove, { type: 'SLACK' }, { cookie })).data?.removeIntegration.__typename).toBe('PermissionDeniedError');
    }
  });

  it('removes an integration', async () => {
    expect((await t.gql(Remove, { type: 'SLACK' }, { cookie: other })).data?.removeIntegration).toEqual({ __typename: 'NotFoundError', message: 'The integration is not configured.' });
    expect((await t.gql(Remove, { type: 'SLACK' }, { cookie: admin })).data?.removeIntegration).toEqual({
      __typename: 'RemoveIntegrationSuccess',
      integration: { type: 'SLACK', isConfigured: false },
    });
    expect(await readIntegrationSecret(t.app.services, orgId, 'SLACK')).toBeNull();
  });
});

describe("the organization's API tokens", () => {
  it('lists every user’s tokens to super users (never the secret) and lets them revoke one', async () => {
    const created = (await t.gql(CreateToken, { name: 'BI' }, { cookie: creator })).data!.createApiToken as { secret: string; apiToken: { id: string } };
    expect((await t.gql(WhoAmI, {}, { token: created.secret })).data?.viewer.user.email).toMatch(/^creator-/);
    const list = await t.gql(OrgTokens, {}, { cookie: admin });
    expect(list.data?.organizationApiTokens).toEqual([
      { id: created.apiToken.id, name: 'BI', prefix: created.secret.slice(0, 12), scope: 'READ', owner: { email: expect.stringMatching(/^creator-/) }, revokedAt: null },
    ]);
    expect(JSON.stringify(list)).not.toContain(created.secret);
    expect((await t.gql(OrgTokens, {}, { cookie: creator })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(OrgTokens, {}, { cookie: other })).data?.organizationApiTokens).toEqual([]);
    expect((await t.gql(RevokeOrgToken, { id: created.apiToken.id }, { cookie: other })).data?.revokeOrganizationApiToken).toEqual({
      __typename: 'NotFoundError',
      message: 'The API token was not found.',
    });
    expect((await t.gql(RevokeOrgToken, { id: created.apiToken.id }, { cookie: viewer })).data?.revokeOrganizationApiToken.__typename).toBe('PermissionDeniedError');
    const revoked = await t.gql(RevokeOrgToken, { id: created.apiToken.id }, { cookie: admin });
    expect(revoked.data?.revokeOrganizationApiToken).toMatchObject({ __typename: 'RevokeOrganizationApiTokenSuccess', apiToken: { name: 'BI' } });
    expect((await t.gql(WhoAmI, {}, { token: created.secret })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.gql(OrgTokens, {}, { cookie: admin })).data?.organizationApiTokens).toEqual([]);
    expect((await t.gql(OrgTokens, { includeRevoked: true }, { cookie: admin })).data?.organizationApiTokens).toHaveLength(1);
  });
});
