import { fetchQuery, loadQuery } from 'react-relay';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { currentEnvironment } from '../../app/relay/environment.js';
import { keepingSearch } from '../../app/navigation/urls.js';
import { preloadQuery } from '../../app/relay/preloadQuery.js';
import { viewerType } from '../AdminShell/adminShellLoader.js';
import SettingsPageQueryNode, { type SettingsPageQuery } from './__generated__/SettingsPageQuery.graphql.js';
import ThemeEditorSectionQueryNode, { type ThemeEditorSectionQuery } from './ThemeEditor/__generated__/ThemeEditorSectionQuery.graphql.js';

/** The settings sub-routes and the id of the section each scrolls to (spec 01 §2.1). */
export const SETTINGS_SECTIONS: Readonly<Record<string, string>> = {
  'number-format': 'number-format',
  theme: 'change-theme',
  'model-configuration': 'model-configuration',
  'query-result-access': 'query-result-access',
};

/**
 * Where a settings sub-route must go instead, keeping the query string: an unknown section is an unknown admin path
 * (to /admin), and Model Configuration is for the Admin type only (spec 01 §2.1, §6). Null when the route stands.
 */
export function settingsRedirect(section: string | undefined, isAdmin: boolean, requestUrl: string): string | null {
  if (section === undefined) return null;
  if (!Object.hasOwn(SETTINGS_SECTIONS, section)) return keepingSearch('/admin', requestUrl);
  if (section === 'model-configuration' && !isAdmin) return keepingSearch('/admin/settings', requestUrl);
  return null;
}

/** The theme is fetched beside the settings; a failure shows in the theme section only (spec 01 §8). */
async function preloadTheme() {
  const environment = currentEnvironment();
  await fetchQuery<ThemeEditorSectionQuery>(environment, ThemeEditorSectionQueryNode, {}, { fetchPolicy: 'network-only' })
    .toPromise()
    .catch(() => undefined);
  return loadQuery<ThemeEditorSectionQuery>(environment, ThemeEditorSectionQueryNode, {}, { fetchPolicy: 'store-or-network' });
}

/** Loads the settings, the number formats, the theme and, for the Admin type, the models before the page renders. */
export async function settingsPageLoader({ params, request }: LoaderFunctionArgs) {
  const isAdmin = (await viewerType()) === 'ADMIN';
  const elsewhere = settingsRedirect(params.section, isAdmin, request.url);
  if (elsewhere) throw redirect(elsewhere);
  const [settings, themeQueryRef] = await Promise.all([preloadQuery<SettingsPageQuery>(SettingsPageQueryNode, { isAdmin }), preloadTheme()]);
  return { ...settings, themeQueryRef, isAdmin };
}
