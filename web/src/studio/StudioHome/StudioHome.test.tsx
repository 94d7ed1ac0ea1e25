import { screen } from '@testing-library/react';
import { loadQuery } from 'react-relay';
import { describe, expect, it } from 'vitest';
import { createTestEnvironment, renderRoutes } from '../../testing/renderWithProviders.js';
import StudioHomeQueryNode, { type StudioHomeQuery } from './__generated__/StudioHomeQuery.graphql.js';
import { StudioHome } from './StudioHome.js';

const quota = (total: number | null, used: number) => ({
  total,
  used,
  remaining: total === null ? null : total - used,
  isUnlimited: total === null,
});

const kg = (id: string, name: string, extra: { isDemo?: boolean; developmentKgForName?: string } = {}) => ({
  id: `KG-${id}`,
  kgId: id,
  name,
  isDemo: extra.isDemo ?? false,
  developmentKgForName: extra.developmentKgForName ?? null,
});

function renderHome(options: { type: 'ADMIN' | 'CREATOR' | 'VIEWER'; graphs: ReturnType<typeof kg>[]; kgQuota?: ReturnType<typeof quota>; isEnterprise?: boolean }) {
  const canUseStudio = options.type !== 'VIEWER';
  const { environment } = createTestEnvironment(() => ({
    viewer: {
      user: { id: 'U1', firstName: 'Ada', type: options.type },
      ...(canUseStudio && {
        organization: {
          id: 'O1',
          plan: { isEnterprise: options.isEnterprise ?? false, quantities: { knowledgeGraph: options.kgQuota ?? quota(5, 1) }, upcoming: null },
        },
      }),
    },
    ...(canUseStudio && { knowledgeGraphs: { edges: options.graphs.map((node) => ({ node })) } }),
  }));
  return renderRoutes(
    [
      {
        path: '/studio',
        loader: () => ({ queryRef: loadQuery<StudioHomeQuery>(environment, StudioHomeQueryNode, { canUseStudio }) }),
        HydrateFallback: () => null,
        Component: StudioHome,
      },
    ],
    { initialEntries: ['/studio'], environment },
  );
}

describe('StudioHome', () => {
  it('lists the knowledge graphs but not the demo ones, with the graph a branch develops', async () => {
    renderHome({
      type: 'CREATOR',
      graphs: [kg('retail', 'Retail Sample'), kg('tour', 'Product Tour', { isDemo: true }), kg('retail-dev', 'Retail Dev', { developmentKgForName: 'Retail Sample' })],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to the Studio, Ada' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Knowledge Graphs' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Retail Sample' })).toBeTruthy();
    expect(screen.getByText('retail')).toBeTruthy();
    expect(screen.queryByText('Product Tour')).toBeNull();
    expect(screen.getByText('Development KG for Retail Sample')).toBeTruthy();
    expect(screen.getByText('You can create 4 more knowledge graphs (of 5 in your subscription).')).toBeTruthy();
  });

  it('shows the empty state and the no-more-graphs warning with the Billing hint', async () => {
    renderHome({ type: 'ADMIN', graphs: [kg('tour', 'Product Tour', { isDemo: true })], kgQuota: quota(0, 0) });
    expect(await screen.findByText('No knowledge graphs yet')).toBeTruthy();
    expect(screen.getByText('You have no more remaining knowledge graphs in your subscription')).toBeTruthy();
    expect(screen.getByText(/in Billing/)).toBeTruthy();
  });

  it('tells a viewer that the Studio is for creators', async () => {
    renderHome({ type: 'VIEWER', graphs: [] });
    expect(await screen.findByText('The Studio is for creators')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Knowledge Graphs' })).toBeNull();
  });
});
