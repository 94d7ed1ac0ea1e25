import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../support/gql/index.js';
import { startTestApp, type TestApp } from '../support/testApp.js';
import { createBoard, createKg, createOrg, createTestUser, signInCookie } from '../support/factories.js';

const Boards = graphql(`
  query BoardsOfUser($ownerId: ID!) {
    boards(ownerId: $ownerId, first: 10) {
      totalCount
      edges { node { id names name(languageId: "de-DE") knowledgeGraph { name } owner { email } isSharedWithOrg sharedRoles { name } sharedUsers { email } } }
    }
  }
`);
const Transfer = graphql(`
  mutation BoardsTransfer($sourceUserId: ID, $targetUserId: ID, $boardIds: [ID!]!) {
    transferBoards(input: { sourceUserId: $sourceUserId, targetUserId: $targetUserId, boardIds: $boardIds }) {
      __typename
      ... on TransferBoardsSuccess { transferredCount boards { name owner { email } sharedUsers { email } } }
      ... on ValidationError { fieldErrors { path message } }
      ... on NotFoundError { message }
      ... on PermissionDeniedError { message }
    }
  }
`);

let t: TestApp;
let admin: string;
let creator: string;
let other: string;
let src: string;
let dst: string;
let gone: string;
let boardIds: string[];

const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');

beforeAll(async () => {
  t = await startTestApp();
  const p = t.db.prisma;
  const org = await createOrg(p, { name: 'Acme' });
  admin = await signInCookie(t, (await createTestUser(p, org.id, 'ADMIN', { isSuperUser: true })).email);
  creator = await signInCookie(t, (await createTestUser(p, org.id, 'CREATOR')).email);
  const source = await createTestUser(p, org.id, 'CREATOR', { email: 'source@acme.test' });
  const target = await createTestUser(p, org.id, 'VIEWER', { email: 'target@acme.test' });
  const deleted = await createTestUser(p, org.id, 'VIEWER', { email: 'gone@acme.test' });
  await p.user.update({ where: { id: deleted.id }, data: { isDeleted: true } });
  src = globalId('User', source.id);
  dst = globalId('User', target.id);
  gone = globalId('User', deleted.id);
  const kg = await createKg(p, org.id, 'Sales');
  const role = await p.role.create({ data: { orgId: org.id, name: 'Managers' } });
  const b1 = await createBoard(p, org.id, source.id, kg.id, { 'en-US': 'Revenue', 'de-DE': 'Umsatz' }, { isSharedWithOrg: true });
  const b2 = await createBoard(p, org.id, source.id, kg.id, { 'en-US': 'Margin' }, { roleIds: [role.id], userIds: [target.id] });
  const b3 = await createBoard(p, org.id, source.id, kg.id, { 'en-US': 'Stock' });
  boardIds = [b1, b2, b3].map((b) => globalId('Board', b.id));
  const otherOrg = await createOrg(p);
  other = await signInCookie(t, (await createTestUser(p, otherOrg.id, 'ADMIN', { isSuperUser: true })).email);
});
afterAll(() => t.close());

describe('board transfer', () => {
  it("lists the source user's boards with names, KG, owner and sharing", async () => {
    const res = await t.gql(Boards, { ownerId: src }, { cookie: admin });
    expect(res.data?.boards).toEqual({
      totalCount: 3,
      edges: [
        { node: { id: boardIds[0], names: { 'en-US': 'Revenue', 'de-DE': 'Umsatz' }, name: 'Umsatz', knowledgeGraph: { name: 'Sales' }, owner: { email: 'source@acme.test' }, isSharedWithOrg: true, sharedRoles: [], sharedUsers: [] } },
        { node: { id: boardIds[1], names: { 'en-US': 'Margin' }, name: 'Margin', knowledgeGraph: { name: 'Sales' }, owner: { email: 'source@acme.test' }, isSharedWithOrg: false, sharedRoles: [{ name: 'Managers' }], sharedUsers: [{ email: 'target@acme.test' }] } },
        { node: { id: boardIds[2], names: { 'en-US': 'Stock' }, name: 'Stock', knowledgeGraph: { name: 'Sales' }, owner: { email: 'source@acme.test' }, isSharedWithOrg: false, sharedRoles: [], sharedUsers: [] } },
      ],
    });
    expect((await t.gql(Boards, { ownerId: src }, { cookie: creator })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(Boards, { ownerId: src }, { cookie: other })).data?.boards.totalCount).toBe(0);
  });

  it('answers the three validation messages on their fields', async () => {
    expect((await t.gql(Transfer, { sourceUserId: src, targetUserId: null, boardIds: [boardIds[0]] }, { cookie: admin })).data?.transferBoards).toEqual({
      __typename: 'ValidationError',
      fieldErrors: [{ path: 'targetUserId', message: 'Please select both source and target users' }],
    });
    expect((await t.gql(Transfer, { sourceUserId: src, targetUserId: src, boardIds: [] }, { cookie: admin })).data?.transferBoards).toEqual({
      __typename: 'ValidationError',
      fieldErrors: [
        { path: 'targetUserId', message: 'Source and target users must be different' },
        { path: 'boardIds', message: 'Please select at least one board to transfer' },
      ],
    });
    expect((await t.gql(Transfer, { sourceUserId: src, targetUserId: gone, boardIds: [boardIds[0]] }, { cookie: admin })).data?.transferBoards).toEqual({
      __typename: 'ValidationError',
      fieldErrors: [{ path: 'targetUserId', message: 'The target user has been deleted.' }],
    });
  });

  it('is for super users of the organization only', async () => {
    expect((await t.gql(Transfer, { sourceUserId: src, targetUserId: dst, boardIds }, { cookie: creator })).data?.transferBoards).toEqual({
      __typename: 'PermissionDeniedError',
      message: 'Only super users may do this.',
    });
    expect((await t.gql(Transfer, { sourceUserId: src, targetUserId: dst, boardIds }, { cookie: other })).data?.transferBoards).toEqual({
      __typename: 'NotFoundError',
      message: 'The source user was not found.',
    });
  });

  it('moves nothing when one board is not the source user’s', async () => {
    const res = await t.gql(Transfer, { sourceUserId: dst, targetUserId: src, boardIds: [boardIds[0]] }, { cookie: admin });
    expect(res.data?.transferBoards).toEqual({
      __typename: 'NotFoundError',
      message: 'Some of the selected boards were not found or do not belong to the source user.',
    });
    expect((await t.gql(Boards, { ownerId: src }, { cookie: admin })).data?.boards.totalCount).toBe(3);
  });

  it('transfers the selected boards in one go and counts them', async () => {
    const res = await t.gql(Transfer, { sourceUserId: src, targetUserId: dst, boardIds: boardIds.slice(0, 2) }, { cookie: admin });
    expect(res.data?.transferBoards).toEqual({
      __typename: 'TransferBoardsSuccess',
      transferredCount: 2,
      boards: [
        { name: 'Revenue', owner: { email: 'target@acme.test' }, sharedUsers: [] },
        { name: 'Margin', owner: { email: 'target@acme.test' }, sharedUsers: [] },
      ],
    });
    expect((await t.gql(Boards, { ownerId: src }, { cookie: admin })).data?.boards.totalCount).toBe(1);
    expect((await t.gql(Boards, { ownerId: dst }, { cookie: admin })).data?.boards.totalCount).toBe(2);
  });
});
