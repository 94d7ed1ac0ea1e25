import { builder } from '../builder.js';
import { requireViewer } from '../context.js';
import { PermissionDeniedError, ValidationError } from '../errors.js';
import { resultOf } from '../schema/mutationResult.js';
import {
  BASE_COLOR_ROLES,
  contrastWarnings,
  DEFAULT_CHART_COLORS,
  DEFAULT_MAX_LOGO_HEIGHT,
  loadTheme,
  MAX_LOGO_BYTES,
  resetTheme,
  saveTheme,
  type ContrastWarning,
  type Logo,
  type ThemeView,
} from './theme.service.js';

const ThemeLogoRef = builder.objectRef<Logo>('ThemeLogo').implement({
  fields: (t) => ({
    mimeType: t.exposeString('mimeType'),
    byteSize: t.int({ resolve: (l) => l.data.length }),
    base64: t.string({ resolve: (l) => Buffer.from(l.data).toString('base64') }),
    dataUrl: t.string({ description: 'data:<mimeType>;base64,… for an img src.', resolve: (l) => `data:${l.mimeType};base64,${Buffer.from(l.data).toString('base64')}` }),
  }),
});

const ContrastModeEnum = builder.enumType('ContrastMode', { values: ['LIGHT', 'DARK'] as const });
const ContrastWarningRef = builder.objectRef<ContrastWarning>('ContrastWarning').implement({
  description: 'A text/background pair of the theme below the WCAG AA ratio 4.5:1.',
  fields: (t) => ({
    mode: t.expose('mode', { type: ContrastModeEnum }),
    roles: t.exposeString('roles'),
    foreground: t.exposeString('foreground'),
    background: t.exposeString('background'),
    ratio: t.exposeFloat('ratio'),
  }),
});

const ThemeRef = builder.objectRef<ThemeView>('Theme').implement({
  description: "The organization's theme (the default one until saved). Colours are #rrggbb; derived ones are computed on save.",
  fields: (t) => ({
    isCustom: t.exposeBoolean('isCustom', { description: 'False while the default theme applies.' }),
    ...Object.fromEntries(BASE_COLOR_ROLES.map((role) => [role, t.string({ resolve: (th) => th.cssVars[role] })])),
    primaryDark: t.string({ description: 'primary darkened by 15.', resolve: (th) => th.cssVars.primaryDark }),
    primaryLight: t.string({ description: 'primary lightened by 10.', resolve: (th) => th.cssVars.primaryLight }),
    selectedKnowledgeGraph: t.string({ resolve: (th) => th.cssVars.selectedKnowledgeGraph }),
    followUpDark: t.string({ resolve: (th) => th.cssVars.followUpDark }),
    followUpLight: t.string({ resolve: (th) => th.cssVars.followUpLight }),
    maxLogoHeight: t.int({ description: 'Pixels.', resolve: (th) => parseInt(th.cssVars.maxLogoHeight, 10) || DEFAULT_MAX_LOGO_HEIGHT }),
    chartColors: t.stringList({ resolve: (th) => th.cssVars.chartColors }),
    cssVars: t.field({ type: 'JSON', description: 'All variables as stored (maxLogoHeight as "22px").', resolve: (th) => th.cssVars }),
    logoFull: t.field({ type: ThemeLogoRef, nullable: true, description: 'Main Logo.', resolve: (th) => th.logoFull }),
    logoShort: t.field({ type: ThemeLogoRef, nullable: true, description: 'Chat Icon.', resolve: (th) => th.logoShort }),
    updatedAt: t.field({ type: 'DateTime', nullable: true, resolve: (th) => th.updatedAt }),
    contrastWarnings: t.field({ type: [ContrastWarningRef], resolve: (th) => contrastWarnings(th.cssVars) }),
    defaultChartColors: t.stringList({ description: 'The 11-colour palette new chart colours are taken from in turn.', resolve: () => DEFAULT_CHART_COLORS }),
    maxLogoBytes: t.int({ resolve: () => MAX_LOGO_BYTES }),
  }),
});

builder.queryField('theme', (t) =>
  t.field({
    type: ThemeRef,
    authScopes: { authenticated: true },
    description: "The viewer's organization theme; it applies to every user.",
    resolve: (_root, _args, ctx) => loadTheme(ctx, requireViewer(ctx).org.id),
  }),
);

const ThemeLogoInput = builder.inputType('ThemeLogoInput', {
  description: 'An image (PNG, JPEG, GIF, WebP, BMP, ICO or SVG) of at most 1048580 bytes.',
  fields: (t) => ({ mimeType: t.string({ required: true }), base64: t.string({ required: true }) }),
});

const themeResult = (name: string) =>
  builder.objectRef<{ theme: ThemeView }>(name).implement({ fields: (t) => ({ theme: t.field({ type: ThemeRef, resolve: (r) => r.theme }) }) });
const SaveThemeSuccess = themeResult('SaveThemeSuccess');
const ResetThemeSuccess = themeResult('ResetThemeSuccess');

builder.mutationField('saveTheme', (t) =>
  t.fieldWithInput({
    type: SaveThemeSuccess,
    description: 'Saves the whole theme and computes the derived colours. A logo left out is kept; null removes it. Super users.',
    authScopes: { authenticated: true, canWrite: true },
    errors: resultOf('saveTheme', [ValidationError, PermissionDeniedError]),
    input: {
      ...Object.fromEntries(BASE_COLOR_ROLES.map((role) => [role, t.input.string({ required: true })])),
      maxLogoHeight: t.input.int({ required: true }),
      chartColors: t.input.stringList({ required: true }),
      logoFull: t.input.field({ type: ThemeLogoInput, required: false }),
      logoShort: t.input.field({ type: ThemeLogoInput, required: false }),
    },
    resolve: async (_root, { input }, ctx) => ({ theme: await saveTheme(ctx, requireViewer(ctx), input as Record<string, unknown>) }),
  }),
);

builder.mutationField('resetTheme', (t) =>
  t.fieldWithInput({
    type: ResetThemeSuccess,
    description: 'Deletes the custom theme; the default applies again (keepLogos: only the colours and sizes). Super users.',
    authScopes: { authenticated: true, canWrite: true },
    errors: resultOf('resetTheme', [PermissionDeniedError]),
    argOptions: { required: false },
    input: { keepLogos: t.input.boolean({ required: false, description: 'Keep the two logos.' }) },
    resolve: async (_root, { input }, ctx) => ({ theme: await resetTheme(ctx, requireViewer(ctx), !!input?.keepLogos) }),
  }),
);
