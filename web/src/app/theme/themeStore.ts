import { createExternalStore } from '../externalStore.js';
import { DEFAULT_BRAND_COLOR } from './brandTheme.js';

export type ThemeMode = 'light' | 'dark';
export const THEME_MODE_KEY = 'meridian.themeMode';

function readMode(): ThemeMode {
  try {
    return window.localStorage.getItem(THEME_MODE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

function applyMode(mode: ThemeMode): void {
  document.documentElement.dataset.theme = mode;
  document.documentElement.style.colorScheme = mode;
}

/** Light or dark, kept in local storage so it survives a reload. */
export const themeModeStore = createExternalStore<ThemeMode>(readMode(), (mode) => {
  applyMode(mode);
  try {
    window.localStorage.setItem(THEME_MODE_KEY, mode);
  } catch {
    // storage may be unavailable (private mode); the choice then lasts for this page only
  }
});
applyMode(themeModeStore.get());

/** The organisation's brand colour (appConfig.brandColor), set by the route loaders. */
export const brandColorStore = createExternalStore<string>(DEFAULT_BRAND_COLOR);
