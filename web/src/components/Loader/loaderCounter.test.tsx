import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders.js';
import { useLoader, type Loader } from './LoaderProvider.js';
import { isLoading, loaderCounter } from './loaderCounter.js';

describe('loaderCounter', () => {
  it('counts running processes and never goes below zero', () => {
    let count = 0;
    count = loaderCounter(count, 'begin');
    count = loaderCounter(count, 'begin');
    expect(count).toBe(2);
    count = loaderCounter(count, 'end');
    expect(isLoading(count)).toBe(true);
    count = loaderCounter(count, 'end');
    count = loaderCounter(count, 'end');
    expect(count).toBe(0);
    expect(isLoading(count)).toBe(false);
  });
});

describe('LoaderProvider', () => {
  it("shows 'Loading...' while any process runs", async () => {
    let loader: Loader | null = null;
    const Probe = () => {
      loader = useLoader();
      return null;
    };
    renderWithProviders(<Probe />);
    expect(screen.queryByText('Loading...')).toBeNull();

    let finish: () => void = () => {};
    const tracked = new Promise<void>((resolve) => (finish = resolve));
    act(() => {
      loader!.begin();
      void loader!.track(tracked);
    });
    expect(screen.getByText('Loading...')).toBeTruthy();
    act(() => loader!.end());
    expect(screen.getByText('Loading...')).toBeTruthy();
    await act(async () => {
      finish();
      await tracked;
    });
    expect(screen.queryByText('Loading...')).toBeNull();
  });
});
