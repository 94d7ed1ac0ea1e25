import { useSyncExternalStore } from 'react';
import { FluentProvider, makeStyles } from '@fluentui/react-components';
import { IntlProvider } from 'react-intl';
import { RelayEnvironmentProvider } from 'react-relay';
import { RouterProvider } from 'react-router-dom';
import type { createAppRouter } from './routes.js';
import { LoaderProvider } from '../components/Loader/LoaderProvider.js';
import { ToastProvider } from '../components/Toasts/ToastProvider.js';
import { useExternalStore } from './externalStore.js';
import { catalogues } from './i18n/catalogues/index.js';
import { DEFAULT_LOCALE, localeStore } from './i18n/locales.js';
import { currentEnvironment, subscribeEnvironment } from './relay/environment.js';
import { useAppTheme } from './theme/useAppTheme.js';

// The layout sits on an inner element: Fluent copies the provider's classes onto its portal containers, and a
// full-height flex box there covered the page with an invisible layer whenever a popup was open.
const useStyles = makeStyles({ root: { minHeight: '100vh', display: 'flex', flexDirection: 'column' } });

/** Providers around the router: Relay, translations, the Fluent theme, toasts and the loading overlay. */
export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  const environment = useSyncExternalStore(subscribeEnvironment, currentEnvironment);
  const locale = useExternalStore(localeStore);
  const theme = useAppTheme();
  const styles = useStyles();
  return (
    <RelayEnvironmentProvider environment={environment}>
      <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={catalogues[locale]}>
        <FluentProvider theme={theme}>
          <ToastProvider>
            <LoaderProvider>
              <div className={styles.root}>
                <RouterProvider router={router} />
              </div>
            </LoaderProvider>
          </ToastProvider>
        </FluentProvider>
      </IntlProvider>
    </RelayEnvironmentProvider>
  );
}
