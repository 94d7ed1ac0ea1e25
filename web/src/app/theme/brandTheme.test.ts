import { describe, expect, it } from 'vitest';
import { brandThemes, brandVariants } from './brandTheme.js';

describe('brandVariants', () => {
  it('builds 16 steps with the colour at 80, darker below and lighter above', () => {
    const ramp = brandVariants('#2e8dd5');
    expect(Object.keys(ramp)).toHaveLength(16);
    expect(ramp[80]).toBe('#2e8dd5');
    const lum = (hex: string) => parseInt(hex.slice(1, 3), 16) + parseInt(hex.slice(3, 5), 16) + parseInt(hex.slice(5, 7), 16);
    expect(lum(ramp[10])).toBeLessThan(lum(ramp[80]));
    expect(lum(ramp[160])).toBeGreaterThan(lum(ramp[80]));
  });
  it('falls back to the default brand for an invalid colour', () => {
    expect(brandVariants('not a colour')[80]).toBe('#2e8dd5');
  });
  it('lifts the brand foregrounds in the dark theme', () => {
    const { dark } = brandThemes('#2e8dd5');
    expect(dark.colorBrandForeground1).toBe(brandVariants('#2e8dd5')[110]);
    expect(dark.colorBrandForeground2).toBe(brandVariants('#2e8dd5')[120]);
  });
});
