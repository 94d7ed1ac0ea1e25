import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestEnvironment, renderRoutes, type OperationHandler } from '../../testing/renderWithProviders.js';
import { BoardTransferPage } from './BoardTransferPage.js';
import { loadAllUsers } from './boardTransferPageLoader.js';

const user = (id: string, firstName: string, lastName: string, isDeleted = false) => ({ id, firstName, lastName, email: `${firstName.toLowerCase()}@demo.dev`, isDeleted });
const users = [user('U1', 'Chris', 'Creator'), user('U2', 'Ada', 'Admin'), user('U3', 'Gus', 'Gone', true)];
const board = (id: string, name: string) => ({
  id,
  name,
  knowledgeGraph: { id: 'KG1', name: 'Retail Sample' },
  isSharedWithOrg: id === 'B1',
  sharedRoles: [],
  sharedUsers: id === 'B2' ? [{ id: 'U2' }] : [],
  createdOn: '2025-01-02T10:00:00.000Z',
  lastModified: '2025-01-03T10:00:00.000Z',
});

type Transfer = () => unknown;

function renderPage({ transfer, boards }: { transfer?: Transfer; boards?: () => unknown } = {}) {
  const transfers: unknown[] = [];
  const handler: OperationHandler = (operation, variables) => {
    // Two pages: the loader fetches both into one connection.
    if (operation.name === 'BoardTransferPageQuery') {
      const page = variables.cursor === 'U1' ? users.slice(1) : users.slice(0, 1);
      return { users: { edges: page.map((node) => ({ cursor: node.id, node })), pageInfo: { hasNextPage: variables.cursor !== 'U1', endCursor: page.at(-1)!.id } } };
    }
    if (operation.name === 'BoardTransferBoardsQuery') {
      if (boards) return boards();
      const nodes = variables.ownerId === 'U1' ? [board('B1', 'Monthly Revenue'), board('B2', 'Top Customers')] : [];
      return { boards: { totalCount: nodes.length, edges: nodes.map((node) => ({ cursor: node.id, node })), pageInfo: { endCursor: null, hasNextPage: false } } };
    }
    if (operation.name === 'TransferBoardsMutation') {
      transfers.push(variables.input);
      return transfer ? transfer() : { transferBoards: { __typename: 'TransferBoardsSuccess', transferredCount: 1, boards: [{ id: 'B1', owner: { id: 'U2' } }] } };
    }
    return { trackEvent: { __typename: 'TrackEventSuccess' } };
  };
  const { environment, operations } = createTestEnvironment(handler);
  renderRoutes(
    [
      {
        path: '/admin/board-transfer',
        loader: () => loadAllUsers(environment),
        HydrateFallback: () => null,
        Component: BoardTransferPage,
      },
    ],
    { initialEntries: ['/admin/board-transfer'], environment },
  );
  return { transfers, operations };
}

async function pick(label: string, option: RegExp) {
  fireEvent.click(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

const events = (operations: { name: string; variables: Record<string, unknown> }[]) =>
  operations.filter((o) => o.name === 'TrackEventMutation').map((o) => (o.variables.input as { name: string; properties: unknown }));

describe('BoardTransferPage', () => {
  it('enables Transfer Boards with both users and explains each rule before confirming', { timeout: 20_000 }, async () => {
    const { transfers, operations } = renderPage();
    expect(await screen.findByRole('heading', { name: 'Board Transfer' })).toBeTruthy();
    const transfer = screen.getByRole('button', { name: 'Transfer Boards' });
    expect(transfer.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Please select both source and target users')).toBeTruthy();

    // Deleted users may be a source, never a target.
    fireEvent.click(screen.getByRole('combobox', { name: 'Target User' }));
    expect(await screen.findByRole('option', { name: /Ada Admin/ })).toBeTruthy();
    expect(screen.queryByRole('option', { name: /Gus Gone/ })).toBeNull();
    fireEvent.click(screen.getByRole('option', { name: /Chris Creator/ }));
    expect(transfer.hasAttribute('disabled')).toBe(true);

    await pick('Source User', /Chris Creator/);
    expect(await screen.findByRole('checkbox', { name: 'Monthly Revenue' })).toBeTruthy();
    await waitFor(() => expect(transfer.hasAttribute('disabled')).toBe(false));
    expect(screen.getByText('Source and target users must be different')).toBeTruthy();

    await pick('Target User', /Ada Admin/);
    expect(screen.getByText('Please select at least one board to transfer')).toBeTruthy();
    fireEvent.click(transfer);
    expect(screen.queryByRole('alertdialog')).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Monthly Revenue' }));
    fireEvent.click(transfer);
    const dialog = await screen.findByRole('alertdialog', { name: 'Transfer boards' });
    expect(within(dialog).getByText('Do you really want to transfer the selected board from Chris Creator to Ada Admin?')).toBeTruthy();
    fireEvent.click(within(dialog).getByText('Transfer', { selector: 'button' }));
    await waitFor(() => expect(transfers).toEqual([{ sourceUserId: 'U1', targetUserId: 'U2', boardIds: ['B1'] }]));
    expect((await screen.findAllByText('Successfully transferred 1 board(s)')).length).toBeGreaterThan(0);
    await waitFor(() => expect(events(operations)).toContainEqual({ name: 'BOARD_TRANSFER_COMPLETED', properties: { count: 1 } }));
    // The source's boards are read again after the transfer.
    await waitFor(() => expect(operations.filter((o) => o.name === 'BoardTransferBoardsQuery')).toHaveLength(2));
  });

  it('reports a failed and an erroring transfer with their analytics events', { timeout: 20_000 }, async () => {
    let answer: Transfer = () => ({ transferBoards: { __typename: 'NotFoundError', message: 'Some of the selected boards were not found.' } });
    const { operations } = renderPage({ transfer: () => answer() });
    await screen.findByRole('heading', { name: 'Board Transfer' });
    await pick('Source User', /Chris Creator/);
    await pick('Target User', /Ada Admin/);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Top Customers' }));
    const transfer = screen.getByRole('button', { name: 'Transfer Boards' });
    await waitFor(() => expect(transfer.hasAttribute('disabled')).toBe(false));

    fireEvent.click(transfer);
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByText('Transfer', { selector: 'button' }));
    expect((await screen.findAllByText('Failed to transfer boards')).length).toBeGreaterThan(0);
    await waitFor(() => expect(events(operations)).toContainEqual({ name: 'BOARD_TRANSFER_FAILED', properties: { count: 1, reason: 'NotFoundError' } }));

    answer = () => {
      throw new Error('network down');
    };
    fireEvent.click(transfer);
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByText('Transfer', { selector: 'button' }));
    expect((await screen.findAllByText('An unexpected error occurred during transfer')).length).toBeGreaterThan(0);
    await waitFor(() => expect(events(operations)).toContainEqual({ name: 'BOARD_TRANSFER_ERRORED', properties: { count: 1 } }));
  });

  it('says so when the boards cannot be loaded', { timeout: 20_000 }, async () => {
    renderPage({
      boards: () => {
        throw new Error('boom');
      },
    });
    await screen.findByRole('heading', { name: 'Board Transfer' });
    await pick('Source User', /Chris Creator/);
    expect((await screen.findAllByText('Failed to load boards')).length).toBeGreaterThan(0);
  });
});
