import { createExternalStore } from '../externalStore.js';

export const SUPPORTED_LOCALES = ['en-US', 'de-DE', 'fr-FR', 'it-IT', 'pt-BR'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-US';

/** Each language named in itself, as offered in the language menu. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  'en-US': 'English',
  'de-DE': 'Deutsch',
  'fr-FR': 'Français',
  'it-IT': 'Italiano',
  'pt-BR': 'Português (Brasil)',
};

/** The supported locale for a tag: exact match first ('de-CH' is not 'de-DE'), then the language ('de' → 'de-DE'). */
export function matchLocale(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  const normalized = tag.trim().replace('_', '-').toLowerCase();
  const exact = SUPPORTED_LOCALES.find((l) => l.toLowerCase() === normalized);
  if (exact) return exact;
  const language = normalized.split('-')[0];
  return SUPPORTED_LOCALES.find((l) => l.slice(0, 2).toLowerCase() === language) ?? null;
}

/** The first supported locale among the candidates (the browser's preference order), else the default. */
export function pickLocale(candidates: readonly (string | null | undefined)[]): Locale {
  for (const candidate of candidates) {
    const locale = matchLocale(candidate);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/** The browser's language when supported (used before sign-in). */
export function browserLocale(): Locale {
  if (typeof navigator === 'undefined') return DEFAULT_LOCALE;
  return pickLocale(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

/** The language the UI renders in; loaders set it from the signed-in user's preference. */
export const localeStore = createExternalStore<Locale>(browserLocale(), (locale) => {
  document.documentElement.lang = locale;
});
document.documentElement.lang = localeStore.get();
