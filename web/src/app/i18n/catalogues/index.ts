import type { Locale } from '../locales.js';
import { deDE } from './de-DE.js';
import { enUS, type Catalogue } from './en-US.js';
import { frFR } from './fr-FR.js';
import { itIT } from './it-IT.js';
import { ptBR } from './pt-BR.js';

/** Every UI text, per supported locale. */
export const catalogues: Record<Locale, Catalogue> = {
  'en-US': enUS,
  'de-DE': deDE,
  'fr-FR': frFR,
  'it-IT': itIT,
  'pt-BR': ptBR,
};
