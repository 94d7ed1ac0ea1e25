import { screen } from '@testing-library/react';
import { loadQuery } from 'react-relay';
import { describe, expect, it } from 'vitest';
import { createTestEnvironment, renderRoutes } from '../../../testing/renderWithProviders.js';
import EmbeddedPromoPageQueryNode, { type EmbeddedPromoPageQuery } from './__generated__/EmbeddedPromoPageQuery.graphql.js';
import { EmbeddedPromoPage, embeddedGuideUrl } from './EmbeddedPromoPage.js';

function renderPromo(withContact: boolean) {
  const { environment } = createTestEnvironment((operation) => {
    if (operation.name === 'EmbeddedPromoPageQuery')
      return {
        appConfig: { documentationUrl: 'https://docs.meridian.example/guides' },
        ...(withContact ? { billing: { contact: { supportEmail: 'sales@meridian.example', bookACallUrl: null } } } : {}),
      };
    return { trackEvent: { __typename: 'TrackEventSuccess' } };
  });
  renderRoutes(
    [
      {
        path: '/admin/embedded',
        loader: () => ({ queryRef: loadQuery<EmbeddedPromoPageQuery>(environment, EmbeddedPromoPageQueryNode, { withContact }) }),
        HydrateFallback: () => null,
        Component: EmbeddedPromoPage,
      },
    ],
    { initialEntries: ['/admin/embedded'], environment },
  );
}

describe('EmbeddedPromoPage', () => {
  it('links to the embedded guide and offers Contact us', async () => {
    renderPromo(true);
    expect(await screen.findByRole('heading', { name: 'Embedded' })).toBeTruthy();
    expect(screen.getByText('Embedding is an Enterprise-plan feature. Update your plan in Billing to use it.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Read the embedded guide/ }).getAttribute('href')).toBe('https://docs.meridian.example/guides/embedding');
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('mailto:sales@meridian.example');
  });

  it('places the guide under the documentation root', () => {
    expect(embeddedGuideUrl('https://docs.example.com')).toBe('https://docs.example.com/embedding');
    expect(embeddedGuideUrl(null)).toBeNull();
  });
});
