import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { brandColorStore } from '../../../app/theme/themeStore.js';
import { createTestEnvironment, renderRoutes } from '../../../testing/renderWithProviders.js';
import ThemeEditorSectionQueryNode, { type ThemeEditorSectionQuery } from './__generated__/ThemeEditorSectionQuery.graphql.js';
import { ThemeEditorSection } from './ThemeEditorSection.js';

const PALETTE = ['#2e8dd5', '#f59e0b', '#10b981', '#ef4444', '#8b5cf6', '#ec4899', '#14b8a6', '#f97316', '#6366f1', '#84cc16', '#64748b'];

const theme = (over: Record<string, unknown> = {}) => ({
  isCustom: true,
  primary: '#2e8dd5',
  secondary: '#1f2a44',
  followUp: '#f59e0b',
  chatIconBackground: '#2e8dd5',
  headerLogoBackground: '#ffffff',
  accent: '#6c5ce7',
  accentLight: '#ede9fe',
  font: '#1f2937',
  fontLight: '#6b7280',
  secondaryLight: '#e5e7eb',
  primaryDark: '#1f6498',
  primaryLight: '#58a4de',
  selectedKnowledgeGraph: '#d8eaf7',
  followUpDark: '#ac6f07',
  followUpLight: '#f7b13c',
  maxLogoHeight: 22,
  chartColors: ['#2e8dd5', '#f59e0b', '#10b981'],
  defaultChartColors: PALETTE,
  logoFull: null,
  logoShort: null,
  ...over,
});

type Options = { loadFails?: boolean; saveAnswer?: (input: Record<string, unknown>) => unknown };

function renderEditor({ loadFails = false, saveAnswer }: Options = {}) {
  const saved: Record<string, unknown>[] = [];
  let resets = 0;
  const { environment } = createTestEnvironment((operation, variables) => {
    if (operation.name === 'ThemeEditorSectionQuery') {
      if (loadFails) throw new Error('the theme could not be loaded');
      return { theme: theme() };
    }
    if (operation.name === 'SaveThemeMutation') {
      const input = variables.input as Record<string, unknown>;
      saved.push(input);
      if (saveAnswer) return { saveTheme: saveAnswer(input) };
      return { saveTheme: { __typename: 'SaveThemeSuccess', theme: theme({ ...input, logoFull: null, logoShort: null }) } };
    }
    if (operation.name === 'ResetThemeMutation') {
      resets += 1;
      return { resetTheme: { __typename: 'ResetThemeSuccess', theme: theme({ isCustom: false }) } };
    }
    throw new Error(`unexpected ${operation.name}`);
  });
  renderRoutes(
    [
      {
        path: '/admin/settings/theme',
        loader: () => ({ queryRef: loadQuery<ThemeEditorSectionQuery>(environment, ThemeEditorSectionQueryNode, {}) }),
        HydrateFallback: () => null,
        Component: function Page() {
          const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<ThemeEditorSectionQuery> };
          return <ThemeEditorSection queryRef={queryRef} />;
        },
      },
    ],
    { initialEntries: ['/admin/settings/theme'], environment },
  );
  return { saved, resets: () => resets };
}

const chartInput = (n: number) => screen.getByRole('textbox', { name: `Chart colour ${n}` }) as HTMLInputElement;
const removeButton = (n: number) => screen.queryByRole('button', { name: `Remove chart colour ${n}` });

describe('ThemeEditor', () => {
  it('removes only the last chart colour and never the first; Add takes the next palette colour', { timeout: 20_000 }, async () => {
    renderEditor();
    await screen.findByRole('region', { name: 'Preview' }, { timeout: 10_000 });
    expect(removeButton(1)).toBeNull();
    expect(removeButton(2)).toBeNull();
    expect(removeButton(3)).not.toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(chartInput(4).value).toBe(PALETTE[3]);
    expect(removeButton(3)).toBeNull();
    fireEvent.click(removeButton(4)!);
    fireEvent.click(removeButton(3)!);
    fireEvent.click(removeButton(2)!);
    expect(screen.queryByRole('textbox', { name: 'Chart colour 2' })).toBeNull();
    expect(removeButton(1)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(chartInput(2).value).toBe(PALETTE[1]);
  });

  it('refuses an oversize logo and a file that is not an image, with the message, and changes nothing', { timeout: 20_000 }, async () => {
    renderEditor();
    await screen.findByRole('region', { name: 'Preview' }, { timeout: 10_000 });
    const mainLogo = screen.getByLabelText('Main Logo', { selector: 'input' });
    const big = new File([new Uint8Array(2 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    fireEvent.change(mainLogo, { target: { files: [big] } });
    expect(await screen.findByText('The image must not exceed 1,048,580 bytes.')).toBeTruthy();

    const chatIcon = screen.getByLabelText('Chat Icon', { selector: 'input' });
    fireEvent.change(chatIcon, { target: { files: [new File(['just text'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('Only image files are allowed.')).toBeTruthy();
    // Nothing changed: no Save, Reset to Defaults is offered.
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Reset to Defaults' })).toBeTruthy();

    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])], 'logo.png', { type: 'image/png' });
    fireEvent.change(mainLogo, { target: { files: [png] } });
    await waitFor(() => expect(screen.queryByText('The image must not exceed 1,048,580 bytes.')).toBeNull());
    // The drop zone and the preview show it.
    expect(await screen.findAllByRole('img', { name: 'Main Logo' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('marks a colour that is not a colour, then saves the new primary and applies it to the app', { timeout: 20_000 }, async () => {
    const { saved } = renderEditor();
    await screen.findByRole('region', { name: 'Preview' }, { timeout: 10_000 });
    const primary = screen.getByRole('textbox', { name: 'Primary' });
    fireEvent.change(primary, { target: { value: 'not a colour' } });
    expect(await screen.findByText('Enter a valid colour.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);

    fireEvent.change(primary, { target: { value: '#c0392b' } });
    expect(screen.queryByText('Enter a valid colour.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ primary: '#c0392b', maxLogoHeight: 22, chartColors: ['#2e8dd5', '#f59e0b', '#10b981'] });
    expect(saved[0]).not.toHaveProperty('logoFull');
    expect((await screen.findAllByText('Theme updated successfully!')).length).toBeGreaterThan(0);
    expect(brandColorStore.get()).toBe('#c0392b');
    expect(screen.getByRole('button', { name: 'Reset to Defaults' })).toBeTruthy();
  });

  it('discards changes, and resets to the defaults only after the confirmation', { timeout: 20_000 }, async () => {
    const { resets } = renderEditor();
    await screen.findByRole('region', { name: 'Preview' }, { timeout: 10_000 });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Max Logo Height (px)' }), { target: { value: '0' } });
    expect(await screen.findByText('The minimum is 1.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Discard Changes' }));
    expect((screen.getByRole('spinbutton', { name: 'Max Logo Height (px)' }) as HTMLInputElement).value).toBe('22');

    fireEvent.click(screen.getByRole('button', { name: 'Reset to Defaults' }));
    // Tabster may still mark the dialog aria-hidden from the previous test's modal: query hidden elements too.
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset Theme', hidden: true });
    fireEvent.click(within(dialog).getByText('Cancel', { selector: 'button' }));
    expect(resets()).toBe(0);
    await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Reset to Defaults', hidden: true }));
    const again = await screen.findByRole('alertdialog', { name: 'Reset Theme', hidden: true });
    fireEvent.click(within(again).getByText('Reset', { selector: 'button' }));
    await waitFor(() => expect(resets()).toBe(1));
    expect((await screen.findAllByText('Theme reset successfully!')).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Reset to Defaults' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows the field error of the server on its field and the save failure', { timeout: 20_000 }, async () => {
    const { saved } = renderEditor({
      saveAnswer: () => ({
        __typename: 'ValidationError',
        message: 'Some fields are not valid.',
        fieldErrors: [{ path: 'logoFull', message: 'Only image files are allowed.' }],
      }),
    });
    await screen.findByRole('region', { name: 'Preview' }, { timeout: 10_000 });
    // Named and typed as a PNG, so only the server's look at the bytes finds out.
    const fake = new File(['not really a png'], 'logo.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Main Logo', { selector: 'input' }), { target: { files: [fake] } });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].logoFull).toEqual({ mimeType: 'image/png', base64: btoa('not really a png') });
    expect((await screen.findAllByText('There was an error saving the theme.')).length).toBeGreaterThan(0);
    const zone = screen.getByRole('group', { name: 'Main Logo' });
    expect(within(zone).getByRole('alert').textContent).toBe('Only image files are allowed.');
    // The draft stays as it was, still unsaved.
    expect(screen.getByRole('button', { name: 'Discard Changes' })).toBeTruthy();
  });

  it('says so when the theme cannot be loaded', { timeout: 20_000 }, async () => {
    // React reports the error the boundary catches; the test expects it.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderEditor({ loadFails: true });
    expect((await screen.findAllByText('There was an error loading the current theme.', {}, { timeout: 10_000 })).length).toBeGreaterThan(0);
    expect(screen.queryByRole('region', { name: 'Preview' })).toBeNull();
    consoleError.mockRestore();
  });
});
