import type { ReactElement } from 'react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { Environment, Network, RecordSource, Store, type RequestParameters, type Variables } from 'relay-runtime';
import { enUS } from '../app/i18n/catalogues/en-US.js';
import { LoaderProvider } from '../components/Loader/LoaderProvider.js';
import { ToastProvider } from '../components/Toasts/ToastProvider.js';

export type OperationHandler = (operation: RequestParameters, variables: Variables) => unknown;

/** A Relay environment whose network answers every operation with the handler's payload. */
export function createTestEnvironment(handler: OperationHandler): { environment: Environment; operations: { name: string; variables: Variables }[] } {
  const operations: { name: string; variables: Variables }[] = [];
  const network = Network.create(async (operation, variables) => {
    operations.push({ name: operation.name, variables });
    return { data: handler(operation, variables) } as never;
  });
  return { environment: new Environment({ network, store: new Store(new RecordSource()) }), operations };
}

/** Renders routes in a memory router inside the app's providers (English catalogue, light theme). */
export function renderRoutes(routes: RouteObject[], options: { initialEntries: string[]; environment: Environment }) {
  const router = createMemoryRouter(routes, { initialEntries: options.initialEntries });
  const result = render(
    <RelayEnvironmentProvider environment={options.environment}>
      <IntlProvider locale="en-US" messages={enUS}>
        <FluentProvider theme={webLightTheme}>
          <ToastProvider>
            <LoaderProvider>
              <RouterProvider router={router} />
            </LoaderProvider>
          </ToastProvider>
        </FluentProvider>
      </IntlProvider>
    </RelayEnvironmentProvider>,
  );
  return { ...result, router };
}

/** Renders one element inside the app's providers (no router). */
export function renderWithProviders(element: ReactElement) {
  return render(
    <IntlProvider locale="en-US" messages={enUS}>
      <FluentProvider theme={webLightTheme}>
        <ToastProvider>
          <LoaderProvider>{element}</LoaderProvider>
        </ToastProvider>
      </FluentProvider>
    </IntlProvider>,
  );
}
