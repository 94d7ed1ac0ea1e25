// The editor's working copy of the theme: what was loaded, what the form holds, and what Save sends.
import { graphql, readInlineData } from 'react-relay';
import type { MessageId } from '../../../app/i18n/catalogues/en-US.js';
import type { SaveThemeInput, ThemeLogoInput } from './__generated__/SaveThemeMutation.graphql.js';
import type { themeDraft_theme$key } from './__generated__/themeDraft_theme.graphql.js';
import { COLOR_ROLES, type ThemeColors } from './themeColors.js';
import { isColour, parseLogoHeight } from './themeRules.js';

/** A logo as a data: URL (what an img shows and what Save sends), or none. */
export type LogoDraft = { dataUrl: string } | null;
export type ThemeDraft = {
  colors: ThemeColors;
  /** The field's text; whole pixels of at least 1 once valid. */
  maxLogoHeight: string;
  chartColors: string[];
  logoFull: LogoDraft;
  logoShort: LogoDraft;
};
export type LoadedTheme = { draft: ThemeDraft; isCustom: boolean; palette: string[] };
/** Problems per input path ('primary', 'maxLogoHeight', 'chartColors.2', 'logoFull' …), as the server names them. */
export type FieldErrors = Partial<Record<string, string>>;

const themeDraftFragment = graphql`
  fragment themeDraft_theme on Theme @inline {
    isCustom
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
    maxLogoHeight
    chartColors
    defaultChartColors
    logoFull {
      dataUrl
    }
    logoShort {
      dataUrl
    }
  }
`;

/** The loaded (or just saved) theme as the editor's starting point. */
export function readThemeDraft(ref: themeDraft_theme$key): LoadedTheme {
  const theme = readInlineData(themeDraftFragment, ref);
  return {
    isCustom: theme.isCustom,
    palette: [...theme.defaultChartColors],
    draft: {
      colors: Object.fromEntries(COLOR_ROLES.map((role) => [role, theme[role]])) as ThemeColors,
      maxLogoHeight: String(theme.maxLogoHeight),
      chartColors: [...theme.chartColors],
      logoFull: theme.logoFull ? { dataUrl: theme.logoFull.dataUrl } : null,
      logoShort: theme.logoShort ? { dataUrl: theme.logoShort.dataUrl } : null,
    },
  };
}

/** True when the form differs from what was loaded. */
export function isModified(draft: ThemeDraft, baseline: ThemeDraft): boolean {
  return JSON.stringify(draft) !== JSON.stringify(baseline);
}

const HEIGHT_MESSAGES = { whole: 'theme.maxLogoHeight.whole', min: 'theme.maxLogoHeight.min', max: 'theme.maxLogoHeight.max' } as const;

/** The client-side checks before Save (the server checks the same and answers on the same paths). */
export function validateDraft(draft: ThemeDraft): Partial<Record<string, MessageId>> {
  const errors: Partial<Record<string, MessageId>> = {};
  COLOR_ROLES.forEach((role) => {
    if (!isColour(draft.colors[role])) errors[role] = 'theme.colorInvalid';
  });
  const height = parseLogoHeight(draft.maxLogoHeight);
  if ('problem' in height) errors.maxLogoHeight = HEIGHT_MESSAGES[height.problem];
  draft.chartColors.forEach((color, i) => {
    if (!isColour(color)) errors[`chartColors.${i}`] = 'theme.colorInvalid';
  });
  return errors;
}

function logoInput(dataUrl: string): ThemeLogoInput {
  const match = /^data:([^;,]+)(?:;[^,]*)?;base64,(.*)$/s.exec(dataUrl);
  return { mimeType: match?.[1] ?? 'application/octet-stream', base64: match?.[2] ?? '' };
}

/** What Save sends: every colour and size; a logo only when it changed (null removes it). */
export function toSaveInput(draft: ThemeDraft, baseline: ThemeDraft): SaveThemeInput {
  const input: SaveThemeInput = {
    ...(Object.fromEntries(COLOR_ROLES.map((role) => [role, draft.colors[role].trim()])) as ThemeColors),
    maxLogoHeight: Number(draft.maxLogoHeight.trim()),
    chartColors: draft.chartColors.map((c) => c.trim()),
  };
  for (const key of ['logoFull', 'logoShort'] as const) {
    if (draft[key]?.dataUrl === baseline[key]?.dataUrl) continue;
    const logo = draft[key];
    input[key] = logo ? logoInput(logo.dataUrl) : null;
  }
  return input;
}
