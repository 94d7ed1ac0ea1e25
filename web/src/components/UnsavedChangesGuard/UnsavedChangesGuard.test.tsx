import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createTestEnvironment, renderRoutes } from '../../testing/renderWithProviders.js';
import { UnsavedChangesGuard } from './UnsavedChangesGuard.js';

const MESSAGE = 'You have unsaved changes. Do you really want to leave the page?';

function renderGuarded(when: boolean) {
  const { environment } = createTestEnvironment(() => ({}));
  return renderRoutes(
    [
      {
        path: '/edit',
        Component: () => (
          <>
            <UnsavedChangesGuard when={when} />
            <Link to="/elsewhere">Elsewhere</Link>
          </>
        ),
      },
      { path: '/elsewhere', Component: () => <p>Left the page</p> },
    ],
    { initialEntries: ['/edit'], environment },
  );
}

describe('UnsavedChangesGuard', () => {
  it('asks before leaving a dirty page; Stay keeps the page, Leave goes on', async () => {
    const { router } = renderGuarded(true);
    fireEvent.click(await screen.findByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText(MESSAGE)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByText(MESSAGE)).toBeNull());
    expect(router.state.location.pathname).toBe('/edit');

    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Left the page')).toBeTruthy();
  });

  it('lets a clean page go without asking', async () => {
    renderGuarded(false);
    fireEvent.click(await screen.findByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('Left the page')).toBeTruthy();
  });
});
