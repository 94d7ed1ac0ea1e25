import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestEnvironment, renderRoutes } from '../../testing/renderWithProviders.js';
import { InviteUsersDialog } from './InviteUsersDialog.js';
import type { Quotas, UpcomingPlan } from './inviteRules.js';

const q = (remaining: number | null) => ({ isUnlimited: remaining === null, remaining });

async function renderDialog(quotas: Quotas, upcoming: UpcomingPlan | null = null) {
  const { environment } = createTestEnvironment(() => ({}));
  renderRoutes(
    [{ path: '/', Component: () => <InviteUsersDialog open quotas={quotas} upcoming={upcoming} invitationsConnectionId="c" onClose={() => {}} onInvited={() => {}} /> }],
    { initialEntries: ['/'], environment },
  );
  const dialog = await screen.findByRole('dialog', { name: 'Invite users' });
  // Tabster may still mark the dialog aria-hidden from the previous test's modal: query hidden elements too.
  const field = await waitFor(() => within(dialog).getByRole('textbox', { name: 'Email addresses', hidden: true }), { timeout: 5000 });
  const submit = await within(dialog).findByText('Invite', { selector: 'button' }, { timeout: 5000 });
  const paste = (text: string) => fireEvent.paste(field, { clipboardData: { getData: () => text } });
  return { dialog, field, submit, paste };
}

describe('InviteUsersDialog', () => {
  it('commits pasted addresses as tags and defaults to Viewer', async () => {
    const { dialog, submit, paste } = await renderDialog({ user: q(null), viewer: q(5), creator: q(5) });
    expect((within(dialog).getByRole('radio', { name: 'Viewer', hidden: true }) as HTMLInputElement).checked).toBe(true);
    expect(submit.hasAttribute('disabled')).toBe(true);
    paste('a@x.io, b@x.io;c@x.io');
    for (const email of ['a@x.io', 'b@x.io', 'c@x.io']) expect(within(dialog).getByText(email)).toBeTruthy();
    expect(submit.hasAttribute('disabled')).toBe(false);
  });

  it("shows the spec's messages for too many addresses and a short quota", { timeout: 20_000 }, async () => {
    const { dialog, submit, paste } = await renderDialog({ user: q(null), viewer: q(2), creator: q(5) });
    paste(Array.from({ length: 101 }, (_, i) => `u${i}@x.io`).join(' '));
    expect(within(dialog).getByText('You can invite at most 100 users at a time')).toBeTruthy();
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(dialog).getAllByRole('button', { name: /Remove/, hidden: true })[0]);
    expect(within(dialog).getByText('Not enough viewers left')).toBeTruthy();
  });

  it('defaults to Creator when no viewers remain', async () => {
    const { dialog } = await renderDialog({ user: q(3), viewer: q(0), creator: q(1) });
    expect((within(dialog).getByRole('radio', { name: 'Creator', hidden: true }) as HTMLInputElement).checked).toBe(true);
  });

  it('warns before inviting beyond the quota of a scheduled plan change, which would remove it', async () => {
    const upcoming = { planName: 'Small', startDate: '2030-03-01T00:00:00.000Z', quantities: { user: q(null), viewer: q(1), creator: q(5) } };
    const { dialog, paste } = await renderDialog({ user: q(null), viewer: q(5), creator: q(5) }, upcoming);
    const warning = /scheduled change to the Small plan on Mar 1, 2030 does not include enough seats/;
    paste('a@x.io');
    expect(within(dialog).queryByText(warning)).toBeNull();
    paste('b@x.io');
    expect(within(dialog).getByText(warning)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Creator', hidden: true }));
    expect(within(dialog).queryByText(warning)).toBeNull();
  });
});
