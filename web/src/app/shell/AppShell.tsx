import { Suspense } from 'react';
import { Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { graphql, usePreloadedQuery } from 'react-relay';
import { Outlet, useLoaderData } from 'react-router-dom';
import type { Preloaded } from '../relay/preloadQuery.js';
import type { AppShellQuery } from './__generated__/AppShellQuery.graphql.js';
import { TopBar } from './TopBar.js';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', minHeight: '100vh' },
  main: { flexGrow: 1, display: 'flex', flexDirection: 'column', minWidth: 0 },
  fallback: { marginTop: tokens.spacingVerticalXXXL },
});

const appShellQuery = graphql`
  query AppShellQuery {
    appConfig {
      ...TopBar_appConfig
    }
    theme {
      ...orgTheme_theme
    }
    viewer {
      user {
        id
        language
      }
      ...TopBar_viewer
    }
  }
`;

/** The signed-in frame: top bar and the current page. */
export function AppShell() {
  const { queryRef } = useLoaderData() as Preloaded<AppShellQuery>;
  const data = usePreloadedQuery<AppShellQuery>(appShellQuery, queryRef);
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <TopBar viewer={data.viewer} appConfig={data.appConfig} />
      <main className={styles.main}>
        <Suspense fallback={<Spinner className={styles.fallback} />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
