import { Spinner } from '@fluentui/react-components';
import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { adminShellLoader } from '../admin/AdminShell/adminShellLoader.js';
import { AdminShell } from '../admin/AdminShell/AdminShell.js';
import { IntegrationsPage } from '../admin/Integrations/IntegrationsPage.js';
import { integrationsPageLoader } from '../admin/Integrations/integrationsPageLoader.js';
import { adminUsersPageLoader, studioUsersPageLoader } from '../admin/Users/usersPageLoader.js';
import { UsersPage } from '../admin/Users/UsersPage.js';
import { RolesPage } from '../admin/Roles/RolesPage.js';
import { BoardTransferPage } from '../admin/BoardTransfer/BoardTransferPage.js';
import { boardTransferPageLoader } from '../admin/BoardTransfer/boardTransferPageLoader.js';
import { EmbeddingConfigurationPage } from '../admin/Embedded/Configuration/EmbeddingConfigurationPage.js';
import { embeddingConfigurationPageLoader } from '../admin/Embedded/Configuration/embeddingConfigurationPageLoader.js';
import { EmbeddedPromoPage } from '../admin/Embedded/Promo/EmbeddedPromoPage.js';
import { embeddedPromoPageLoader } from '../admin/Embedded/Promo/embeddedPromoPageLoader.js';
import { JwtPage } from '../admin/SingleSignOn/Jwt/JwtPage.js';
import { jwtPageLoader } from '../admin/SingleSignOn/Jwt/jwtPageLoader.js';
import { SamlPage } from '../admin/SingleSignOn/Saml/SamlPage.js';
import { samlPageLoader } from '../admin/SingleSignOn/Saml/samlPageLoader.js';
import { TenantsPage } from '../admin/Tenants/TenantsPage.js';
import { tenantsPageLoader } from '../admin/Tenants/tenantsPageLoader.js';
import { rolesPageLoader } from '../admin/Roles/rolesPageLoader.js';
import { SettingsPage } from '../admin/Settings/SettingsPage.js';
import { settingsPageLoader } from '../admin/Settings/settingsPageLoader.js';
import { BillingPage } from '../admin/Billing/BillingPage.js';
import { billingPageLoader } from '../admin/Billing/billingPageLoader.js';
import { AcceptInvitationPage } from '../auth/AcceptInvitation/AcceptInvitationPage.js';
import { acceptInvitationPageLoader } from '../auth/AcceptInvitation/acceptInvitationPageLoader.js';
import { LoginPage } from '../auth/Login/LoginPage.js';
import { loginPageLoader } from '../auth/Login/loginPageLoader.js';
import { StudioHome } from '../studio/StudioHome/StudioHome.js';
import { studioHomeLoader } from '../studio/StudioHome/studioHomeLoader.js';
import { LOGIN_PATH, keepingSearch, loginPath } from './navigation/urls.js';
import { scheduleEnvironmentReset, setUnauthenticatedHandler } from './relay/environment.js';
import { RootLayout } from './RootLayout.js';
import { RouteErrorBoundary } from './RouteErrorBoundary.js';
import { AppShell } from './shell/AppShell.js';
import { appShellLoader } from './shell/appShellLoader.js';

/** A loader that redirects to `to`, keeping the query string. */
const redirectKeepingSearch =
  (to: string) =>
  ({ request }: LoaderFunctionArgs) =>
    redirect(keepingSearch(to, request.url));

/** The route table (spec 01 §2.1, 02 §2.1): only routes whose pages exist. */
export function createRoutes(): RouteObject[] {
  return [
    {
      path: '/',
      Component: RootLayout,
      errorElement: <RouteErrorBoundary />,
      hydrateFallbackElement: <Spinner style={{ marginTop: '30vh' }} />,
      children: [
        { index: true, loader: redirectKeepingSearch('/studio') },
        { path: 'login', loader: loginPageLoader, Component: LoginPage },
        // The link of an invitation e-mail (api/src/invitations): public, outside the signed-in shell.
        { path: 'accept-invitation', loader: acceptInvitationPageLoader, Component: AcceptInvitationPage, errorElement: <RouteErrorBoundary /> },
        {
          id: 'shell',
          loader: appShellLoader,
          // The viewer and the app configuration do not change when moving between pages.
          shouldRevalidate: () => false,
          Component: AppShell,
          errorElement: <RouteErrorBoundary />,
          children: [
            { path: 'studio', loader: studioHomeLoader, Component: StudioHome, errorElement: <RouteErrorBoundary /> },
            {
              path: 'studio/users',
              loader: studioUsersPageLoader,
              element: <UsersPage page="studio-users" />,
              errorElement: <RouteErrorBoundary />,
            },
            { path: 'studio/*', loader: redirectKeepingSearch('/studio') },
            {
              path: 'admin',
              loader: adminShellLoader,
              Component: AdminShell,
              errorElement: <RouteErrorBoundary />,
              children: [
                { index: true, loader: redirectKeepingSearch('/admin/settings') },
                { path: 'settings', loader: settingsPageLoader, Component: SettingsPage, errorElement: <RouteErrorBoundary /> },
                { path: 'settings/:section', loader: settingsPageLoader, Component: SettingsPage, errorElement: <RouteErrorBoundary /> },
                { path: 'users', loader: adminUsersPageLoader, element: <UsersPage page="admin-users" />, errorElement: <RouteErrorBoundary /> },
                { path: 'billing', loader: billingPageLoader, Component: BillingPage, errorElement: <RouteErrorBoundary /> },
                { path: 'roles', loader: rolesPageLoader, Component: RolesPage, errorElement: <RouteErrorBoundary /> },
                {
                  path: 'board-transfer',
                  loader: boardTransferPageLoader,
                  Component: BoardTransferPage,
                  errorElement: <RouteErrorBoundary />,
                },
                { path: 'sso', loader: redirectKeepingSearch('/admin/sso/saml') },
                { path: 'sso/saml', loader: samlPageLoader, Component: SamlPage, errorElement: <RouteErrorBoundary /> },
                { path: 'sso/jwt', loader: jwtPageLoader, Component: JwtPage, errorElement: <RouteErrorBoundary /> },
                // The configuration when embedding is on the plan, else the promo page (spec 01 §2.1).
                { path: 'embedded', loader: embeddedPromoPageLoader, Component: EmbeddedPromoPage, errorElement: <RouteErrorBoundary /> },
                {
                  path: 'embedded/configuration',
                  loader: embeddingConfigurationPageLoader,
                  Component: EmbeddingConfigurationPage,
                  errorElement: <RouteErrorBoundary />,
                },
                { path: 'embedded/tenants', loader: tenantsPageLoader, Component: TenantsPage, errorElement: <RouteErrorBoundary /> },
                {
                  path: 'integrations',
                  loader: integrationsPageLoader,
                  Component: IntegrationsPage,
                  errorElement: <RouteErrorBoundary />,
                },
                { path: '*', loader: redirectKeepingSearch('/admin') },
              ],
            },
          ],
        },
        { path: '*', loader: redirectKeepingSearch('/studio') },
      ],
    },
  ];
}

/** The browser router; an UNAUTHENTICATED response sends it to /login?redirectTo=… and then drops the store. */
export function createAppRouter() {
  const router = createBrowserRouter(createRoutes());
  setUnauthenticatedHandler(() => {
    // During a navigation the page the user was going to is the one to come back to.
    const target = router.state.navigation.location ?? router.state.location;
    scheduleEnvironmentReset();
    if (target.pathname !== LOGIN_PATH) void router.navigate(loginPath(target), { replace: true });
  });
  return router;
}
