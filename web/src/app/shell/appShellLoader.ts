import AppShellQueryNode, { type AppShellQuery } from './__generated__/AppShellQuery.graphql.js';
import { localeStore, matchLocale } from '../i18n/locales.js';
import { preloadQuery } from '../relay/preloadQuery.js';
import { brandColorStore } from '../theme/themeStore.js';

/** Loads the viewer and the app configuration; the user's language and the brand colour apply before the first render. */
export async function appShellLoader() {
  const preloaded = await preloadQuery<AppShellQuery>(AppShellQueryNode, {});
  brandColorStore.set(preloaded.data.appConfig.brandColor);
  const language = matchLocale(preloaded.data.viewer.user.language);
  if (language) localeStore.set(language);
  return preloaded;
}
