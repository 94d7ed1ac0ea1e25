import { fetchQuery, graphql } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { browserLocale, localeStore } from '../../app/i18n/locales.js';
import { currentEnvironment } from '../../app/relay/environment.js';
import { brandColorStore } from '../../app/theme/themeStore.js';
import type { loginPageLoaderQuery } from './__generated__/loginPageLoaderQuery.graphql.js';

const query = graphql`
  query loginPageLoaderQuery($organizationId: ID) {
    appConfig {
      brandColor
    }
    loginOptions(organizationId: $organizationId) {
      samlSignInUrl
    }
  }
`;

/** What the login page offers besides the password form. */
export type LoginPageData = { samlSignInUrl: string | null };

/**
 * Before sign-in: the browser's language (when supported), the organisation's brand colour and whether SAML sign-in
 * is offered (for ?organizationId=…, else the only organization with SAML enabled).
 */
export async function loginPageLoader({ request }: LoaderFunctionArgs): Promise<LoginPageData> {
  localeStore.set(browserLocale());
  const organizationId = new URL(request.url).searchParams.get('organizationId');
  try {
    const data = await fetchQuery<loginPageLoaderQuery>(currentEnvironment(), query, { organizationId }, { fetchPolicy: 'network-only' }).toPromise();
    if (data) brandColorStore.set(data.appConfig.brandColor);
    return { samlSignInUrl: data?.loginOptions.samlSignInUrl ?? null };
  } catch {
    // The form works without the brand colour and single sign-on.
    return { samlSignInUrl: null };
  }
}
