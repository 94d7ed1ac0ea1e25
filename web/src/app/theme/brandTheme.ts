import { createDarkTheme, createLightTheme, type BrandVariants, type Theme } from '@fluentui/react-components';

export const DEFAULT_BRAND_COLOR = '#2e8dd5';

type Rgb = [number, number, number];
const STEPS = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160] as const;
const BASE_INDEX = 7; // the brand colour itself is step 80, Fluent's primary in the light theme

function parseHex(hex: string): Rgb | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  return from.map((c, i) => c + (to[i] - c) * amount) as Rgb;
}

/** The 16-step Fluent brand ramp for a colour: darker towards 10, lighter towards 160, the colour itself at 80. */
export function brandVariants(color: string): BrandVariants {
  const base = parseHex(color) ?? (parseHex(DEFAULT_BRAND_COLOR) as Rgb);
  const black: Rgb = [0, 0, 0];
  const white: Rgb = [255, 255, 255];
  const ramp = STEPS.map((_, i) => {
    if (i < BASE_INDEX) return mix(base, black, ((BASE_INDEX - i) / BASE_INDEX) * 0.92);
    if (i > BASE_INDEX) return mix(base, white, ((i - BASE_INDEX) / (STEPS.length - 1 - BASE_INDEX)) * 0.88);
    return base;
  });
  return Object.fromEntries(STEPS.map((step, i) => [step, toHex(ramp[i])])) as unknown as BrandVariants;
}

/** Light and dark Fluent themes for a brand colour (dark lifts the brand foregrounds, as Fluent recommends). */
export function brandThemes(color: string): { light: Theme; dark: Theme } {
  const brand = brandVariants(color);
  const light = createLightTheme(brand);
  const dark: Theme = { ...createDarkTheme(brand), colorBrandForeground1: brand[110], colorBrandForeground2: brand[120] };
  return { light, dark };
}
