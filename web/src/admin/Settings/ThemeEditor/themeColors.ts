// Derived colours and contrast checks for the live preview. The derivations and the theme pairs mirror the
// server (api/src/theme/theme.service.ts), which recomputes the derived colours on save.
import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import { brandVariants } from '../../../app/theme/brandTheme.js';
import { isColour } from './themeRules.js';

extend([a11yPlugin]);

export const COLOR_ROLES = [
  'primary',
  'secondary',
  'followUp',
  'chatIconBackground',
  'headerLogoBackground',
  'accent',
  'accentLight',
  'font',
  'fontLight',
  'secondaryLight',
] as const;
export type ColorRole = (typeof COLOR_ROLES)[number];
export type ThemeColors = Record<ColorRole, string>;
export type DerivedColors = { primaryDark: string; primaryLight: string; selectedKnowledgeGraph: string; followUpDark: string; followUpLight: string };

/** WCAG AA for normal text. */
export const AA_RATIO = 4.5;
const WHITE = '#ffffff';
/** The page backgrounds the pairs are checked on: Fluent's neutral background 1 in the light and the dark theme. */
const LIGHT_BACKGROUND = WHITE;
const DARK_BACKGROUND = '#292929';

const hex = (value: string, fallback: string) => (isColour(value) ? colord(value.trim()).toHex() : fallback);

/** primary dark = darken 15, primary light = lighten 10 (spec 01 §9); the same for follow-up. */
export function deriveColors(colors: Pick<ThemeColors, 'primary' | 'followUp'>): DerivedColors {
  const primary = colord(hex(colors.primary, '#000000'));
  const followUp = colord(hex(colors.followUp, '#000000'));
  return {
    primaryDark: primary.darken(0.15).toHex(),
    primaryLight: primary.lighten(0.1).toHex(),
    selectedKnowledgeGraph: primary.lighten(0.4).toHex(),
    followUpDark: followUp.darken(0.15).toHex(),
    followUpLight: followUp.lighten(0.1).toHex(),
  };
}

export type ContrastMode = 'light' | 'dark';
export type ContrastPair =
  | 'fontOnBackground'
  | 'fontLightOnBackground'
  | 'textOnPrimary'
  | 'textOnSecondary'
  | 'iconOnChatIcon'
  | 'fontOnSecondaryLight'
  | 'fontOnAccentLight'
  | 'primaryLightOnDark'
  | 'textOnPrimaryDark'
  | 'followUpLightOnDark'
  | 'buttonOnDark'
  | 'linkOnDark';
export type ContrastWarning = { mode: ContrastMode; pair: ContrastPair; foreground: string; background: string; ratio: number };

/**
 * The text/background pairs of the chosen colours below WCAG AA (4.5:1), for the light and the dark appearance.
 * Besides the theme's own pairs, the dark app's brand button (ramp step 70) and brand text (step 110) are checked.
 */
export function contrastWarnings(colors: ThemeColors): ContrastWarning[] {
  if (!COLOR_ROLES.every((role) => isColour(colors[role]))) return [];
  const c = Object.fromEntries(COLOR_ROLES.map((role) => [role, colord(colors[role].trim()).toHex()])) as ThemeColors;
  const derived = deriveColors(c);
  const ramp = brandVariants(c.primary);
  const pairs: [ContrastMode, ContrastPair, string, string][] = [
    ['light', 'fontOnBackground', c.font, LIGHT_BACKGROUND],
    ['light', 'fontLightOnBackground', c.fontLight, LIGHT_BACKGROUND],
    ['light', 'textOnPrimary', WHITE, c.primary],
    ['light', 'textOnSecondary', WHITE, c.secondary],
    ['light', 'iconOnChatIcon', WHITE, c.chatIconBackground],
    ['light', 'fontOnSecondaryLight', c.font, c.secondaryLight],
    ['light', 'fontOnAccentLight', c.font, c.accentLight],
    ['dark', 'primaryLightOnDark', derived.primaryLight, DARK_BACKGROUND],
    ['dark', 'textOnPrimaryDark', WHITE, derived.primaryDark],
    ['dark', 'followUpLightOnDark', derived.followUpLight, DARK_BACKGROUND],
    ['dark', 'buttonOnDark', WHITE, ramp[70]],
    ['dark', 'linkOnDark', ramp[110], DARK_BACKGROUND],
  ];
  return pairs
    .map(([mode, pair, foreground, background]) => ({ mode, pair, foreground, background, ratio: colord(foreground).contrast(background) }))
    .filter((warning) => warning.ratio < AA_RATIO);
}
