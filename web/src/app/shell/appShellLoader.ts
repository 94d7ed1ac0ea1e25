import AppShellQueryNode, { type AppShellQuery } from './__generated__/AppShellQuery.graphql.js';
import { localeStore, matchLocale } from '../i18n/locales.js';
import { preloadQuery } from '../relay/preloadQuery.js';
import { applyOrgTheme } from '../theme/orgTheme.js';

/** Loads the viewer, the app configuration and the organization's theme; language and theme apply before the first render. */
export async function appShellLoader() {
  const preloaded = await preloadQuery<AppShellQuery>(AppShellQueryNode, {});
  applyOrgTheme(preloaded.data.theme);
  const language = matchLocale(preloaded.data.viewer.user.language);
  if (language) localeStore.set(language);
  return preloaded;
}
