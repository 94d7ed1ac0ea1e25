import { fetchQuery, graphql } from 'react-relay';
import { browserLocale, localeStore } from '../../app/i18n/locales.js';
import { currentEnvironment } from '../../app/relay/environment.js';
import { brandColorStore } from '../../app/theme/themeStore.js';
import type { loginPageLoaderQuery } from './__generated__/loginPageLoaderQuery.graphql.js';

const query = graphql`
  query loginPageLoaderQuery {
    appConfig {
      brandColor
    }
  }
`;

/** Before sign-in: the browser's language (when supported) and the organisation's brand colour. */
export async function loginPageLoader() {
  localeStore.set(browserLocale());
  try {
    const data = await fetchQuery<loginPageLoaderQuery>(currentEnvironment(), query, {}).toPromise();
    if (data) brandColorStore.set(data.appConfig.brandColor);
  } catch {
    // The form works without the brand colour.
  }
  return null;
}
