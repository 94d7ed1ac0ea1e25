import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadQuery } from 'react-relay';
import { describe, expect, it } from 'vitest';
import { createTestEnvironment, renderRoutes } from '../../testing/renderWithProviders.js';
import IntegrationsPageQueryNode, { type IntegrationsPageQuery } from './__generated__/IntegrationsPageQuery.graphql.js';
import { IntegrationsPage } from './IntegrationsPage.js';

type Status = { type: 'DBT_CLOUD' | 'SLACK'; isConfigured: boolean; updatedAt: string | null };

/** The page with Slack configured; `removeResult` answers removeIntegration, after which the list reads `after`. */
function renderPage(removeResult: Record<string, unknown>, after: Status[]) {
  let integrations: Status[] = [
    { type: 'DBT_CLOUD', isConfigured: false, updatedAt: null },
    { type: 'SLACK', isConfigured: true, updatedAt: '2030-01-01T10:00:00.000Z' },
  ];
  const { environment, operations } = createTestEnvironment((operation) => {
    if (operation.name === 'IntegrationsPageQuery')
      return { viewer: { apiTokens: { edges: [], pageInfo: { endCursor: null, hasNextPage: false } } }, integrations };
    if (operation.name === 'RemoveIntegrationMutation') {
      integrations = after;
      return { removeIntegration: removeResult };
    }
    return { trackEvent: { __typename: 'TrackEventSuccess' } };
  });
  renderRoutes(
    [
      {
        path: '/admin/integrations',
        loader: () => ({ queryRef: loadQuery<IntegrationsPageQuery>(environment, IntegrationsPageQueryNode, {}) }),
        HydrateFallback: () => null,
        Component: IntegrationsPage,
      },
    ],
    { initialEntries: ['/admin/integrations'], environment },
  );
  return { operations };
}

async function removeSlack() {
  const slack = await screen.findByRole('region', { name: 'Slack' });
  expect(within(screen.getByRole('region', { name: 'dbt Cloud' })).queryByRole('button', { name: 'Remove dbt Cloud' })).toBeNull();
  fireEvent.click(within(slack).getByRole('button', { name: 'Remove Slack' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Remove the Slack integration' });
  fireEvent.click(within(dialog).getByText('Remove', { selector: 'button' }));
  return slack;
}

describe('IntegrationsPage', () => {
  it('removes a configured integration after the confirmation and shows the new status', async () => {
    const { operations } = renderPage({ __typename: 'RemoveIntegrationSuccess', integration: { type: 'SLACK', isConfigured: false } }, [
      { type: 'DBT_CLOUD', isConfigured: false, updatedAt: null },
      { type: 'SLACK', isConfigured: false, updatedAt: null },
    ]);
    const slack = await removeSlack();
    expect((await screen.findAllByText('The Slack integration has been removed.')).length).toBeGreaterThan(0);
    await waitFor(() => expect(within(slack).getByText('Not configured')).toBeTruthy());
    expect(within(slack).queryByRole('button', { name: 'Remove Slack' })).toBeNull();
    expect(operations.find((o) => o.name === 'RemoveIntegrationMutation')?.variables).toEqual({ type: 'SLACK' });
  });

  it('reports a failure and keeps the integration', async () => {
    renderPage({ __typename: 'PermissionDeniedError', message: 'Only super users may do this.' }, [
      { type: 'DBT_CLOUD', isConfigured: false, updatedAt: null },
      { type: 'SLACK', isConfigured: true, updatedAt: '2030-01-01T10:00:00.000Z' },
    ]);
    const slack = await removeSlack();
    expect((await screen.findAllByText('There was an error removing the Slack integration.')).length).toBeGreaterThan(0);
    expect(within(slack).getByText('Configured', { exact: true })).toBeTruthy();
  });
});
