import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../support/gql/index.js';
import { startTestApp, type TestApp } from '../support/testApp.js';
import { createOrg, createTestUser, signInCookie } from '../support/factories.js';

const Create = graphql(`
  mutation TokensCreate($name: String!, $scope: ApiTokenScope!, $expiresInDays: Int) {
    createApiToken(input: { name: $name, scope: $scope, expiresInDays: $expiresInDays }) {
      __typename
      ... on CreateApiTokenSuccess { secret apiToken { id name prefix scope revokedAt expiresAt } }
      ... on ValidationError { fieldErrors { path message } }
    }
  }
`);
const Revoke = graphql(`
  mutation TokensRevoke($id: ID!) {
    revokeApiToken(input: { id: $id }) {
      __typename
      ... on RevokeApiTokenSuccess { apiToken { id revokedAt } }
      ... on NotFoundError { message }
    }
  }
`);
const List = graphql(`
  query TokensList { viewer { user { email } apiTokens(first: 10) { edges { node { id name prefix scope lastUsedAt revokedAt } } } } }
`);
const Track = graphql(`
  mutation TokensTrack { trackEvent(input: { name: PAGE_VIEWED, properties: { page: "api" } }) { __typename } }
`);

let t: TestApp;
let email: string;
let cookie: string;
let otherCookie: string;

beforeAll(async () => {
  t = await startTestApp();
  const org = await createOrg(t.db.prisma);
  email = (await createTestUser(t.db.prisma, org.id, 'CREATOR')).email;
  cookie = await signInCookie(t, email);
  otherCookie = await signInCookie(t, (await createTestUser(t.db.prisma, org.id, 'ADMIN')).email);
});
afterAll(() => t.close());

describe('API tokens', () => {
  it('returns the secret once; the token then works as a Bearer token over HTTP', async () => {
    const res = await t.gql(Create, { name: 'BI tool', scope: 'READ' }, { cookie });
    expect(res.data?.createApiToken.__typename).toBe('CreateApiTokenSuccess');
    const created = res.data!.createApiToken;
    if (created.__typename !== 'CreateApiTokenSuccess') throw new Error(created.__typename);
    expect(created.secret).toMatch(/^mrd_[A-Za-z0-9_-]{43}$/);
    expect(created.apiToken).toMatchObject({ name: 'BI tool', scope: 'READ', revokedAt: null, expiresAt: null });
    expect(created.secret.startsWith(created.apiToken.prefix)).toBe(true);
    const asTool = await t.gql(List, {}, { token: created.secret });
    expect(asTool.data?.viewer.user.email).toBe(email);
    // the list shows the prefix, never the secret
    expect(JSON.stringify(asTool.data)).not.toContain(created.secret);
    const stored = await t.db.prisma.apiToken.findFirstOrThrow({ where: { name: 'BI tool' } });
    expect(stored.tokenHash).not.toContain(created.secret);
  });

  it('refuses mutations with a READ token and allows them with a WRITE token', async () => {
    const read = (await t.gql(Create, { name: 'read', scope: 'READ' }, { cookie })).data!.createApiToken as { secret: string };
    const write = (await t.gql(Create, { name: 'write', scope: 'WRITE' }, { cookie })).data!.createApiToken as { secret: string };
    const refused = await t.gql(Track, {}, { token: read.secret });
    expect(refused.errors?.[0]).toMatchObject({ message: 'This API token is read-only: mutations need a token with the WRITE scope.', extensions: { code: 'FORBIDDEN' } });
    expect((await t.gql(Track, {}, { token: write.secret })).data?.trackEvent.__typename).toBe('TrackEventSuccess');
  });

  it('validates the name and the expiry', async () => {
    const res = await t.gql(Create, { name: '  ', scope: 'READ', expiresInDays: 0 }, { cookie });
    expect(res.data?.createApiToken).toEqual({
      __typename: 'ValidationError',
      fieldErrors: [
        { path: 'name', message: 'Enter a name.' },
        { path: 'expiresInDays', message: 'At least 1 day.' },
      ],
    });
  });

  it('stops working at once when revoked', async () => {
    const created = (await t.gql(Create, { name: 'to revoke', scope: 'WRITE' }, { cookie })).data!.createApiToken as { secret: string; apiToken: { id: string } };
    expect((await t.gql(List, {}, { token: created.secret })).data?.viewer.user.email).toBe(email); // cached now
    const res = await t.gql(Revoke, { id: created.apiToken.id }, { cookie });
    expect(res.data?.revokeApiToken.__typename).toBe('RevokeApiTokenSuccess');
    const after = await t.gql(List, {}, { token: created.secret });
    expect(after.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('cannot be revoked or seen by another user', async () => {
    const created = (await t.gql(Create, { name: 'mine', scope: 'READ' }, { cookie })).data!.createApiToken as { apiToken: { id: string } };
    const res = await t.gql(Revoke, { id: created.apiToken.id }, { cookie: otherCookie });
    expect(res.data?.revokeApiToken).toEqual({ __typename: 'NotFoundError', message: 'The API token was not found.' });
    const theirs = await t.gql(List, {}, { cookie: otherCookie });
    expect(theirs.data?.viewer.apiTokens.edges).toEqual([]);
    const node = await t.gql(`query($id: ID!) { node(id: $id) { id } }`, { id: created.apiToken.id }, { cookie: otherCookie });
    expect((node.data as { node: unknown }).node).toBeNull();
  });

  it('rejects an unknown bearer token', async () => {
    const res = await t.gql(List, {}, { token: 'mrd_unknown' });
    expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
