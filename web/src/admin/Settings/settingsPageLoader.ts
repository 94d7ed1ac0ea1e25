import { fetchQuery, loadQuery } from 'react-relay';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { currentEnvironment } from '../../app/relay/environment.js';
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

/** The theme is fetched beside the settings; a failure shows in the theme section only (spec 01 §8). */
async function preloadTheme() {
  const environment = currentEnvironment();
  await fetchQuery<ThemeEditorSectionQuery>(environment, ThemeEditorSectionQueryNode, {}, { fetchPolicy: 'network-only' })
    .toPromise()
    .catch(() => undefined);
  return loadQuery<ThemeEditorSectionQuery>(environment, ThemeEditorSectionQueryNode, {}, { fetchPolicy: 'store-or-network' });
}

/** Loads the settings, the number formats, the theme and, for the Admin type, the models before the page renders. */
export async function settingsPageLoader({ params }: LoaderFunctionArgs) {
  if (params.section && !(params.section in SETTINGS_SECTIONS)) throw redirect('/admin/settings');
  const isAdmin = (await viewerType()) === 'ADMIN';
  const [settings, themeQueryRef] = await Promise.all([preloadQuery<SettingsPageQuery>(SettingsPageQueryNode, { isAdmin }), preloadTheme()]);
  return { ...settings, themeQueryRef, isAdmin };
}
