/** The user-facing languages (spec 01 §1); en-US is the default. */
export const LANGUAGES = [
  { id: 'en-US', name: 'English' },
  { id: 'de-DE', name: 'Deutsch' },
  { id: 'fr-FR', name: 'Français' },
  { id: 'it-IT', name: 'Italiano' },
  { id: 'pt-BR', name: 'Português (Brasil)' },
] as const;

export const LANGUAGE_IDS = LANGUAGES.map((l) => l.id) as unknown as readonly ['en-US', 'de-DE', 'fr-FR', 'it-IT', 'pt-BR'];
export const DEFAULT_LANGUAGE = 'en-US';
