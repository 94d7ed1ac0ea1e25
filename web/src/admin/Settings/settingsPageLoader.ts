import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { preloadQuery } from '../../app/relay/preloadQuery.js';
import { viewerType } from '../AdminShell/adminShellLoader.js';
import SettingsPageQueryNode, { type SettingsPageQuery } from './__generated__/SettingsPageQuery.graphql.js';

/** The settings sub-routes; each is the id of the section it scrolls to (spec 01 §2.1). */
export const SETTINGS_SECTIONS: readonly string[] = ['number-format', 'model-configuration', 'query-result-access'];

/** Loads the settings, the number formats and, for the Admin type, the models before the page renders. */
export async function settingsPageLoader({ params }: LoaderFunctionArgs) {
  // Sub-routes scroll to their section; /admin/settings/theme is listed by the spec but its editor is not built yet.
  if (params.section && !SETTINGS_SECTIONS.includes(params.section)) throw redirect('/admin/settings');
  const isAdmin = (await viewerType()) === 'ADMIN';
  return { ...(await preloadQuery<SettingsPageQuery>(SettingsPageQueryNode, { isAdmin })), isAdmin };
}
