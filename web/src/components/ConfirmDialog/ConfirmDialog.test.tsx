import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders.js';
import { ConfirmDialog } from './ConfirmDialog.js';

describe('ConfirmDialog', () => {
  it('confirms and cancels', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderWithProviders(
      <ConfirmDialog open title="Delete Knowledge Graph" confirmLabel="Delete" onConfirm={onConfirm} onCancel={onCancel}>
        Do you really want to delete it?
      </ConfirmDialog>,
    );
    expect(screen.getByRole('alertdialog', { name: 'Delete Knowledge Graph' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('can disable its confirm button', () => {
    const onConfirm = vi.fn();
    renderWithProviders(
      <ConfirmDialog open title="Revoke" confirmLabel="Revoke" confirmDisabled onConfirm={onConfirm} onCancel={() => {}}>
        Sure?
      </ConfirmDialog>,
    );
    const confirm = screen.getByRole('button', { name: 'Revoke' });
    expect(confirm.hasAttribute('disabled') || confirm.getAttribute('aria-disabled') === 'true').toBe(true);
    fireEvent.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
