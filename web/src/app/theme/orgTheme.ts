import { graphql, readInlineData } from 'react-relay';
import { createExternalStore } from '../externalStore.js';
import type { orgTheme_theme$data, orgTheme_theme$key } from './__generated__/orgTheme_theme.graphql.js';
import { brandColorStore } from './themeStore.js';

/** What the app shell shows of the organization's theme: brand colour, top-bar logos and CSS variables. */
export type OrgTheme = {
  primary: string;
  headerLogoBackground: string;
  maxLogoHeight: number;
  /** data: URLs for an img src, null without a logo. */
  logoFull: string | null;
  logoShort: string | null;
  cssVariables: Record<string, string>;
};

const orgThemeFragment = graphql`
  fragment orgTheme_theme on Theme @inline {
    primary
    secondary
    followUp
    chatIconBackground
    headerLogoBackground
    accent
    accentLight
    font
    fontLight
    secondaryLight
    primaryDark
    primaryLight
    selectedKnowledgeGraph
    followUpDark
    followUpLight
    maxLogoHeight
    chartColors
    logoFull {
      dataUrl
    }
    logoShort {
      dataUrl
    }
  }
`;

const COLOR_VARIABLES = [
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
  'primaryDark',
  'primaryLight',
  'selectedKnowledgeGraph',
  'followUpDark',
  'followUpLight',
] as const;

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The theme as CSS custom properties (--meridian-primary, --meridian-chart-1 …) for charts and other custom drawing. */
export function themeCssVariables(theme: Omit<orgTheme_theme$data, 'logoFull' | 'logoShort' | ' $fragmentType'>): Record<string, string> {
  return {
    ...Object.fromEntries(COLOR_VARIABLES.map((name) => [`--meridian-${kebab(name)}`, theme[name]])),
    '--meridian-max-logo-height': `${theme.maxLogoHeight}px`,
    ...Object.fromEntries(theme.chartColors.map((color, i) => [`--meridian-chart-${i + 1}`, color])),
  };
}

/** Reads the theme fragment (from a query or a mutation payload). */
export function readOrgTheme(ref: orgTheme_theme$key): OrgTheme {
  const data = readInlineData(orgThemeFragment, ref);
  return {
    primary: data.primary,
    headerLogoBackground: data.headerLogoBackground,
    maxLogoHeight: data.maxLogoHeight,
    logoFull: data.logoFull?.dataUrl ?? null,
    logoShort: data.logoShort?.dataUrl ?? null,
    cssVariables: themeCssVariables(data),
  };
}

let appliedVariables: string[] = [];
function applyCssVariables(theme: OrgTheme | null): void {
  const style = document.documentElement.style;
  appliedVariables.forEach((name) => style.removeProperty(name));
  appliedVariables = Object.keys(theme?.cssVariables ?? {});
  Object.entries(theme?.cssVariables ?? {}).forEach(([name, value]) => style.setProperty(name, value));
}

/** The signed-in organization's theme; null before the shell has loaded it. */
export const orgThemeStore = createExternalStore<OrgTheme | null>(null, applyCssVariables);

/** Applies a loaded or just-saved theme to the whole app: Fluent brand ramp (light and dark), logos, CSS variables. */
export function applyOrgTheme(ref: orgTheme_theme$key): OrgTheme {
  const theme = readOrgTheme(ref);
  orgThemeStore.set(theme);
  brandColorStore.set(theme.primary);
  return theme;
}
