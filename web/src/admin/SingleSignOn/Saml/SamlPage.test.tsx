import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadQuery } from 'react-relay';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestEnvironment, renderRoutes } from '../../../testing/renderWithProviders.js';
import { pageReload } from '../shared/pageReload.js';
import SamlPageQueryNode, { type SamlPageQuery } from './__generated__/SamlPageQuery.graphql.js';
import { SamlPage } from './SamlPage.js';
import { TEST_MESSAGE_TYPE } from './samlTestPopup.js';

const none = { tenant: [], type: [], firstName: [], lastName: [], email: [], language: [], roles: [] };
const configuration = {
  __typename: 'SamlConfiguration',
  isEnabled: false,
  idpMetadata: '<EntityDescriptor entityID="https://idp.example"/>',
  maxAuthenticationLifetime: 28800,
  serviceProvider: {
    entityId: 'http://localhost/auth/saml/O1/metadata.xml',
    acsUrl: 'http://localhost/auth/saml/O1/acs',
    metadataDownloadUrl: 'http://localhost/auth/saml/O1/metadata.xml?download',
  },
  userAttributeMappings: { ...none, type: [{ value: 'CREATOR', condition: null, description: null }] },
};
const user = (type: string) => ({
  providerKey: 'nora@northwind.example',
  type,
  firstName: 'Nora',
  lastName: 'North',
  email: 'nora@northwind.example',
  languageId: 'en-US',
  roleIds: ['R1'],
});

type Options = { samlConfiguration?: unknown; testUser?: ReturnType<typeof user>; saveResult?: unknown };

function renderSaml({ samlConfiguration = configuration, testUser = user('CREATOR'), saveResult }: Options = {}) {
  const saved: unknown[] = [];
  const { environment, operations } = createTestEnvironment((operation, variables) => {
    if (operation.name === 'SamlPageQuery')
      return {
        viewer: { user: { id: 'U1', type: 'ADMIN' }, organization: { id: 'O1', usesTenants: true } },
        samlConfiguration,
        roles: { edges: [{ node: { id: 'R1', name: 'Sales' } }] },
      };
    if (operation.name === 'StartSamlTestMutation')
      return { startSamlTest: { __typename: 'StartSamlTestSuccess', testId: 'T1', testUrl: 'http://localhost/auth/saml/O1/test/T1' } };
    if (operation.name === 'SamlTestResultQuery')
      return {
        samlTestResult: {
          __typename: 'SamlTest',
          id: 'T1',
          result: { errorMessage: null, user: testUser, tenant: { name: 'Acme', externalId: 'acme' }, attributes: [{ name: 'groups', values: ['studio', 'sales'] }] },
        },
      };
    if (operation.name === 'SaveSamlConfigurationMutation') {
      saved.push(variables.input);
      const input = variables.input as { isEnabled: boolean; idpMetadata: string; maxAuthenticationLifetime: number };
      return {
        saveSamlConfiguration: saveResult ?? {
          __typename: 'SaveSamlConfigurationSuccess',
          configuration: { isEnabled: input.isEnabled, idpMetadata: input.idpMetadata, maxAuthenticationLifetime: input.maxAuthenticationLifetime },
        },
      };
    }
    return { trackEvent: { __typename: 'TrackEventSuccess' } };
  });
  renderRoutes(
    [
      {
        path: '/admin/sso/saml',
        loader: () => ({ queryRef: loadQuery<SamlPageQuery>(environment, SamlPageQueryNode, {}) }),
        HydrateFallback: () => null,
        Component: SamlPage,
      },
    ],
    { initialEntries: ['/admin/sso/saml'], environment },
  );
  return { saved, operations };
}

const popup = { closed: false, close: vi.fn(), location: { href: '' } };
/** The test dialog, found by a text inside it (role queries through Tabster's aria-hidden are slow in jsdom). */
async function testDialog(text: string) {
  const element = await screen.findByText(text, {}, { timeout: 10_000 });
  const dialog = element.closest<HTMLElement>('[role="dialog"]');
  expect(dialog?.getAttribute('aria-labelledby') && document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Authentication test');
  return dialog!;
}

const reportResult = () =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { origin: window.location.origin, data: { type: TEST_MESSAGE_TYPE, testId: 'T1' } }));
  });

beforeEach(() => {
  popup.closed = false;
  popup.location.href = '';
  vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
  pageReload.reload = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe('SamlPage', { timeout: 30_000 }, () => {
  it('shows the upgrade notice when SAML is not on the plan', async () => {
    renderSaml({ samlConfiguration: { __typename: 'FeatureNotOnPlanError', message: 'Enterprise only' } });
    expect(await screen.findByText(/Single sign-on with SAML or JWT is an Enterprise-plan feature/, {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('shows the service provider from the metadata', async () => {
    renderSaml();
    expect(((await screen.findByRole('textbox', { name: 'Entity id' }, { timeout: 10_000 })) as HTMLInputElement).value).toBe('http://localhost/auth/saml/O1/metadata.xml');
    expect((screen.getByRole('textbox', { name: 'Assertion consumer service URL' }) as HTMLInputElement).value).toBe('http://localhost/auth/saml/O1/acs');
    expect(screen.getByRole('link', { name: 'Download metadata' }).getAttribute('href')).toBe('http://localhost/auth/saml/O1/metadata.xml?download');
    expect(screen.getByRole('button', { name: 'Test & Save' }).hasAttribute('disabled')).toBe(true);
  });

  it('switching on tests in a 500×300 popup, shows the result and saves only from the dialog; then reloads', async () => {
    const { saved } = renderSaml();
    fireEvent.click(await screen.findByRole('switch', { name: 'SAML single sign-on is disabled' }, { timeout: 10_000 }));
    expect(vi.mocked(window.open).mock.calls[0][2]).toMatch(/width=500,height=300/);
    await waitFor(() => expect(popup.location.href).toBe('http://localhost/auth/saml/O1/test/T1'), { timeout: 10_000 });
    expect(screen.getByText('Waiting for the sign-in in the popup window…')).toBeTruthy();
    reportResult();
    const dialog = await testDialog('The authentication test succeeded.');
    // Name ID and e-mail.
    expect(within(dialog).getAllByText('nora@northwind.example', { selector: 'td' })).toHaveLength(2);
    expect(within(dialog).getByText('Sales')).toBeTruthy();
    expect(within(dialog).getByText('Acme')).toBeTruthy();
    expect(within(dialog).getByText('studio, sales')).toBeTruthy();
    expect(saved).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 10_000 });
    expect(saved[0]).toMatchObject({ isEnabled: true, testId: 'T1', maxAuthenticationLifetime: 28800 });
    expect(await screen.findByText('The page will reload to reauthenticate', {}, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() => expect(pageReload.reload).toHaveBeenCalled(), { timeout: 10_000 });
  });

  it('reports a blocked popup with the spec text and leaves SAML off', async () => {
    vi.mocked(window.open).mockImplementation(() => null);
    renderSaml();
    fireEvent.click(await screen.findByRole('switch', { name: 'SAML single sign-on is disabled' }, { timeout: 10_000 }));
    expect(
      await screen.findByText(
        'The authentication window was blocked by your browser. Please make sure to allow popups for this site and try again.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close', hidden: true }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'SAML single sign-on is disabled' })).toBeTruthy());
  });

  it('refuses to enable when the tested user would be a viewer', async () => {
    renderSaml({ testUser: user('VIEWER') });
    fireEvent.click(await screen.findByRole('switch', { name: 'SAML single sign-on is disabled' }, { timeout: 10_000 }));
    await waitFor(() => expect(popup.location.href).not.toBe(''), { timeout: 10_000 });
    reportResult();
    const dialog = await testDialog(
      'Your updated user is not a creator. You cannot save the configuration since you would subsequently lose access to Studio.',
    );
    expect(within(dialog).getByRole('button', { name: 'Save', hidden: true }).hasAttribute('disabled')).toBe(true);
  });

  it('puts server validation errors on the fields', async () => {
    const { saved } = renderSaml({
      saveResult: {
        __typename: 'ValidationError',
        message: 'Invalid input',
        fieldErrors: [
          { path: 'idpMetadata', message: 'The metadata has no signing certificate.' },
          { path: 'userAttributeMappings.type.0.value', message: 'The type must be VIEWER, CREATOR or ADMIN.' },
        ],
      },
    });
    const metadata = await screen.findByRole('textbox', { name: /Metadata/ }, { timeout: 10_000 });
    fireEvent.change(metadata, { target: { value: '<EntityDescriptor entityID="https://other.example"/>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The metadata has no signing certificate.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(saved[0]).toMatchObject({ isEnabled: false, testId: null });
    expect(screen.getByText('The type must be VIEWER, CREATOR or ADMIN.')).toBeTruthy();
    expect((await screen.findAllByText('There was an error saving the SAML configuration')).length).toBeGreaterThan(0);
  });

  it('Test & Save saves the tested draft once the test passes, without a reload while SAML stays off', async () => {
    const { saved } = renderSaml();
    const lifetime = await screen.findByRole('spinbutton', { name: /Maximum authentication lifetime/ }, { timeout: 10_000 });
    fireEvent.change(lifetime, { target: { value: '3600' } });
    fireEvent.click(screen.getByRole('button', { name: 'Test & Save' }));
    await waitFor(() => expect(popup.location.href).not.toBe(''), { timeout: 10_000 });
    reportResult();
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 10_000 });
    expect(saved[0]).toMatchObject({ isEnabled: false, testId: 'T1', maxAuthenticationLifetime: 3600 });
    expect((await screen.findAllByText('The SAML configuration has successfully been updated', {}, { timeout: 10_000 })).length).toBeGreaterThan(0);
    expect(screen.queryByText('The page will reload to reauthenticate')).toBeNull();
    expect(screen.getByRole('button', { name: 'Test & Save' }).hasAttribute('disabled')).toBe(true);
  });
});
