import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders.js';
import { TOAST_AUTO_HIDE_MS, TOAST_LIMIT, hasCloseButton, toastOptions } from './toastPolicy.js';
import { useNotify, type Notify } from './ToastProvider.js';

describe('toast policy', () => {
  it('shows at most 10 toasts; successes hide after 3000 ms, errors persist with a close button', () => {
    expect(TOAST_LIMIT).toBe(10);
    expect(TOAST_AUTO_HIDE_MS).toBe(3000);
    expect(toastOptions('success')).toMatchObject({ intent: 'success', timeout: 3000 });
    expect(toastOptions('error')).toMatchObject({ intent: 'error', timeout: -1 });
    expect(hasCloseButton('error')).toBe(true);
    expect(hasCloseButton('success')).toBe(false);
  });
});

describe('ToastProvider', () => {
  it('renders an error toast with a close button and a success toast without one', async () => {
    let notify: Notify | null = null;
    const Probe = () => {
      notify = useNotify();
      return null;
    };
    renderWithProviders(<Probe />);
    act(() => notify!.error('Saving failed'));
    expect((await screen.findAllByText('Saving failed', { exact: true })).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: 'Close' })).toHaveLength(1);
    act(() => notify!.success('Saved'));
    expect((await screen.findAllByText('Saved', { exact: true })).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: 'Close' })).toHaveLength(1);
  });
});
