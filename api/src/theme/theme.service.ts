// The organization's theme: colours for the UI roles, derived shades computed on save (colord), chart colours,
// max logo height and two logos (images up to 1048580 bytes) stored as bytes with their MIME type.
import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import namesPlugin from 'colord/plugins/names';
import { z } from 'zod';
import type { AppServices } from '../context.js';
import type { Viewer } from '../auth/viewer.js';
import { requireSuperUser } from '../admin/access.js';
import { parseInput, ValidationError, type FieldError } from '../errors.js';
import type { Theme } from '../generated/prisma/client.js';

extend([a11yPlugin, namesPlugin]); // CSS colour names ('blue') are accepted too

export const BASE_COLOR_ROLES = [
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
export type BaseColorRole = (typeof BASE_COLOR_ROLES)[number];
export type DerivedColors = { primaryDark: string; primaryLight: string; selectedKnowledgeGraph: string; followUpDark: string; followUpLight: string };
export type CssVars = Record<BaseColorRole, string> & DerivedColors & { maxLogoHeight: string; chartColors: string[] };
export type Logo = { mimeType: string; data: Uint8Array };
export type ThemeView = { isCustom: boolean; cssVars: CssVars; logoFull: Logo | null; logoShort: Logo | null; updatedAt: Date | null };

export const MAX_LOGO_BYTES = 1048580;
export const DEFAULT_MAX_LOGO_HEIGHT = 22;
/** New chart colours are taken from this palette in turn. */
export const DEFAULT_CHART_COLORS = [
  '#2e8dd5', '#f59e0b', '#10b981', '#ef4444', '#8b5cf6', '#ec4899', '#14b8a6', '#f97316', '#6366f1', '#84cc16', '#64748b',
];

/** primary dark = darken 15, primary light = lighten 10 (spec 01 §9); the same for follow-up. */
export function deriveColors(base: Pick<CssVars, 'primary' | 'followUp'>): DerivedColors {
  return {
    primaryDark: colord(base.primary).darken(0.15).toHex(),
    primaryLight: colord(base.primary).lighten(0.1).toHex(),
    selectedKnowledgeGraph: colord(base.primary).lighten(0.4).toHex(),
    followUpDark: colord(base.followUp).darken(0.15).toHex(),
    followUpLight: colord(base.followUp).lighten(0.1).toHex(),
  };
}

export function defaultCssVars(brandColor: string): CssVars {
  const base: Record<BaseColorRole, string> = {
    primary: brandColor.toLowerCase(),
    secondary: '#1f2a44',
    followUp: '#f59e0b',
    chatIconBackground: brandColor.toLowerCase(),
    headerLogoBackground: '#ffffff',
    accent: '#6c5ce7',
    accentLight: '#ede9fe',
    font: '#1f2937',
    fontLight: '#6b7280',
    secondaryLight: '#e5e7eb',
  };
  return { ...base, ...deriveColors(base), maxLogoHeight: `${DEFAULT_MAX_LOGO_HEIGHT}px`, chartColors: [...DEFAULT_CHART_COLORS] };
}

export async function loadTheme(services: AppServices, orgId: string): Promise<ThemeView> {
  const row = await services.prisma.theme.findUnique({ where: { orgId } });
  if (!row) return { isCustom: false, cssVars: defaultCssVars(services.config.brandColor), logoFull: null, logoShort: null, updatedAt: null };
  return toView(row, services.config.brandColor);
}

function toView(row: Theme, brandColor: string): ThemeView {
  const stored = (row.cssVars ?? {}) as Partial<CssVars>;
  return {
    isCustom: true,
    cssVars: { ...defaultCssVars(brandColor), ...stored },
    logoFull: row.logoFull && row.logoFullMimeType ? { mimeType: row.logoFullMimeType, data: row.logoFull } : null,
    logoShort: row.logoShort && row.logoShortMimeType ? { mimeType: row.logoShortMimeType, data: row.logoShort } : null,
    updatedAt: row.updatedAt,
  };
}

const colour = z.string().trim().refine((v) => colord(v).isValid(), 'Enter a valid colour.');
const logoInput = z.object({ mimeType: z.string().trim().toLowerCase(), base64: z.string() }).nullish();
const saveSchema = z.object({
  ...Object.fromEntries(BASE_COLOR_ROLES.map((role) => [role, colour])),
  maxLogoHeight: z.number().int('Enter a whole number of pixels.').min(1, 'The minimum is 1.').max(1000, 'The maximum is 1000.'),
  chartColors: z.array(colour).min(1, 'Keep at least one chart colour.').max(50, 'At most 50 chart colours.'),
  logoFull: logoInput,
  logoShort: logoInput,
}) as unknown as z.ZodType<Record<BaseColorRole, string> & { maxLogoHeight: number; chartColors: string[]; logoFull?: LogoInput | null; logoShort?: LogoInput | null }>;
type LogoInput = { mimeType: string; base64: string };

// Magic numbers of the image formats a browser shows; SVG is recognised by its root element.
const SIGNATURES: [string, (b: Buffer) => boolean][] = [
  ['image/png', (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))],
  ['image/jpeg', (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff],
  ['image/gif', (b) => b.subarray(0, 4).toString('latin1') === 'GIF8'],
  ['image/webp', (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP'],
  ['image/bmp', (b) => b.subarray(0, 2).toString('latin1') === 'BM'],
  ['image/x-icon', (b) => b.readUInt32BE(0) === 0x00000100],
  ['image/svg+xml', (b) => /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(b.subarray(0, 2048).toString('utf8'))],
];

function decodeLogo(path: string, logo: LogoInput, errors: FieldError[]): Logo | null {
  if (!logo.mimeType.startsWith('image/')) {
    errors.push({ path, message: 'Only image files are allowed.' });
    return null;
  }
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(logo.base64.replace(/\s/g, ''))) {
    errors.push({ path, message: 'The image data is not valid base64.' });
    return null;
  }
  const data = Buffer.from(logo.base64, 'base64');
  if (data.length > MAX_LOGO_BYTES) {
    errors.push({ path, message: `The image must not exceed ${MAX_LOGO_BYTES} bytes.` });
    return null;
  }
  const detected = data.length >= 12 ? SIGNATURES.find(([, matches]) => matches(data))?.[0] : undefined;
  if (!detected) {
    errors.push({ path, message: 'Only image files are allowed.' });
    return null;
  }
  return { mimeType: detected === 'image/x-icon' && logo.mimeType === 'image/vnd.microsoft.icon' ? logo.mimeType : detected, data };
}

/**
 * Saves the whole theme and computes the derived colours. A logo left out of the input is kept, null removes it.
 */
export async function saveTheme(services: AppServices, viewer: Viewer, input: Record<string, unknown>): Promise<ThemeView> {
  requireSuperUser(viewer);
  const data = parseInput(saveSchema, input);
  const errors: FieldError[] = [];
  const logos: { logoFull?: Logo | null; logoShort?: Logo | null } = {};
  for (const key of ['logoFull', 'logoShort'] as const) {
    if (!(key in input) || input[key] === undefined) continue;
    const value = data[key];
    logos[key] = value ? decodeLogo(key, value, errors) : null;
  }
  if (errors.length) throw new ValidationError(errors);

  const base = Object.fromEntries(BASE_COLOR_ROLES.map((role) => [role, colord(data[role]).toHex()])) as Record<BaseColorRole, string>;
  const cssVars: CssVars = {
    ...base,
    ...deriveColors(base),
    maxLogoHeight: `${data.maxLogoHeight}px`,
    chartColors: data.chartColors.map((c) => colord(c).toHex()),
  };
  const logoData = (key: 'logoFull' | 'logoShort') =>
    key in logos
      ? { [key]: logos[key] ? Buffer.from(logos[key].data) : null, [`${key}MimeType`]: logos[key]?.mimeType ?? null }
      : {};
  const orgId = viewer.org.id;
  const row = await services.prisma.theme.upsert({
    where: { orgId },
    create: { orgId, cssVars, ...logoData('logoFull'), ...logoData('logoShort') },
    update: { cssVars, ...logoData('logoFull'), ...logoData('logoShort') },
  });
  return toView(row, services.config.brandColor);
}

/** Deletes the custom theme: the organization falls back to the default (keepLogos: colours and sizes only). */
export async function resetTheme(services: AppServices, viewer: Viewer, keepLogos = false): Promise<ThemeView> {
  requireSuperUser(viewer);
  const orgId = viewer.org.id;
  const row = await services.prisma.theme.findUnique({ where: { orgId }, select: { logoFull: true, logoShort: true } });
  if (keepLogos && (row?.logoFull || row?.logoShort)) {
    await services.prisma.theme.update({ where: { orgId }, data: { cssVars: defaultCssVars(services.config.brandColor) } });
  } else {
    await services.prisma.theme.deleteMany({ where: { orgId } });
  }
  return loadTheme(services, viewer.org.id);
}

export type ContrastWarning = { mode: 'LIGHT' | 'DARK'; foreground: string; background: string; ratio: number; roles: string };

/** Text/background pairs of the theme that fail WCAG AA (4.5:1) in the light and the dark appearance. */
export function contrastWarnings(vars: CssVars): ContrastWarning[] {
  const white = '#ffffff';
  const dark = '#1f1f1f';
  const pairs: [ContrastWarning['mode'], string, string, string][] = [
    ['LIGHT', vars.font, white, 'font on background'],
    ['LIGHT', vars.fontLight, white, 'fontLight on background'],
    ['LIGHT', white, vars.primary, 'text on primary'],
    ['LIGHT', white, vars.secondary, 'text on secondary'],
    ['LIGHT', white, vars.chatIconBackground, 'icon on chatIconBackground'],
    ['LIGHT', vars.font, vars.secondaryLight, 'font on secondaryLight'],
    ['LIGHT', vars.font, vars.accentLight, 'font on accentLight'],
    ['DARK', vars.primaryLight, dark, 'primaryLight on dark background'],
    ['DARK', white, vars.primaryDark, 'text on primaryDark'],
    ['DARK', vars.followUpLight, dark, 'followUpLight on dark background'],
  ];
  return pairs
    .map(([mode, foreground, background, roles]) => ({ mode, foreground, background, roles, ratio: colord(foreground).contrast(background) }))
    .filter((p) => p.ratio < 4.5);
}
