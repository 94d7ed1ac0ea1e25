/** Delay before the page reloads after an SSO save (spec 01 §4, §9). */
export const RELOAD_DELAY_MS = 4000;

/** The page reload, replaceable in tests (jsdom cannot navigate). */
export const pageReload = {
  reload: () => window.location.reload(),
};
