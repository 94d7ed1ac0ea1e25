import { fireEvent, screen, waitFor } from '@testing-library/react';
import { loadQuery } from 'react-relay';
import { describe, expect, it } from 'vitest';
import { createTestEnvironment, renderRoutes } from '../../../testing/renderWithProviders.js';
import EmbeddingConfigurationPageQueryNode, { type EmbeddingConfigurationPageQuery } from './__generated__/EmbeddingConfigurationPageQuery.graphql.js';
import { EmbeddingConfigurationPage } from './EmbeddingConfigurationPage.js';

const WAIT = { timeout: 10_000 };

function renderEmbedding(answer?: (input: { isEnabled: boolean; allowedOrigins: string[] }) => unknown) {
  const sent: { isEnabled: boolean; allowedOrigins: string[] }[] = [];
  const { environment } = createTestEnvironment((operation, variables) => {
    if (operation.name === 'EmbeddingConfigurationPageQuery')
      return { embeddingConfiguration: { __typename: 'EmbeddingConfiguration', isEnabled: false, allowedOrigins: ['https://app.northwind.example'] } };
    if (operation.name === 'UpdateEmbeddingConfigurationMutation') {
      const input = variables.input as { isEnabled: boolean; allowedOrigins: string[] };
      sent.push(input);
      return {
        updateEmbeddingConfiguration: answer?.(input) ?? {
          __typename: 'UpdateEmbeddingConfigurationSuccess',
          embeddingConfiguration: { isEnabled: input.isEnabled, allowedOrigins: input.allowedOrigins.map((o) => o.trim()).filter(Boolean) },
        },
      };
    }
    return { trackEvent: { __typename: 'TrackEventSuccess' } };
  });
  renderRoutes(
    [
      {
        path: '/admin/embedded/configuration',
        loader: () => ({ queryRef: loadQuery<EmbeddingConfigurationPageQuery>(environment, EmbeddingConfigurationPageQueryNode, {}) }),
        HydrateFallback: () => null,
        Component: EmbeddingConfigurationPage,
      },
    ],
    { initialEntries: ['/admin/embedded/configuration'], environment },
  );
  return sent;
}

describe('EmbeddingConfigurationPage', { timeout: 30_000 }, () => {
  it('saves at once when the switch is toggled', async () => {
    const sent = renderEmbedding();
    fireEvent.click(await screen.findByRole('switch', { name: 'Embedding is disabled' }, WAIT));
    await waitFor(() => expect(sent).toEqual([{ isEnabled: true, allowedOrigins: ['https://app.northwind.example'] }]), WAIT);
    expect(await screen.findByRole('switch', { name: 'Embedding is enabled' }, WAIT)).toBeTruthy();
    expect((await screen.findAllByText('The embedding configuration has successfully been updated', {}, WAIT)).length).toBeGreaterThan(0);
  });

  it('adds origins with a wildcard placeholder, saves them and shows each bad entry’s error', async () => {
    const sent = renderEmbedding((input) =>
      input.allowedOrigins.includes('ftp://files.example')
        ? { __typename: 'ValidationError', message: 'Invalid input', fieldErrors: [{ path: 'allowedOrigins.1', message: 'Use http or https.' }] }
        : undefined,
    );
    const save = await screen.findByRole('button', { name: 'Save' }, WAIT);
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Add origin' }));
    const second = screen.getByRole('textbox', { name: 'Allowed origin 2' });
    expect(second.getAttribute('placeholder')).toBe('https://*.example.com');
    fireEvent.change(second, { target: { value: 'ftp://files.example' } });
    fireEvent.click(save);
    expect(await screen.findByText('Use http or https.', {}, WAIT)).toBeTruthy();
    expect((await screen.findAllByText('There was an error updating the embedding configuration', {}, WAIT)).length).toBeGreaterThan(0);
    fireEvent.change(screen.getByRole('textbox', { name: 'Allowed origin 2' }), { target: { value: 'https://*.globex.example' } });
    fireEvent.click(save);
    await waitFor(() => expect(sent.at(-1)).toEqual({ isEnabled: false, allowedOrigins: ['https://app.northwind.example', 'https://*.globex.example'] }), WAIT);
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(true), WAIT);
  });
});
