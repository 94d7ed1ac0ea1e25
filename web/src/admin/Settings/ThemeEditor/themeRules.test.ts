import { describe, expect, it } from 'vitest';
import { canRemoveChartColor, isColour, logoFileProblem, MAX_LOGO_BYTES, nextChartColor, parseLogoHeight, toHex } from './themeRules.js';

const PALETTE = ['#2e8dd5', '#f59e0b', '#10b981', '#ef4444', '#8b5cf6', '#ec4899', '#14b8a6', '#f97316', '#6366f1', '#84cc16', '#64748b'];

describe('theme editor rules', () => {
  it('takes the next chart colour from the palette in turn, wrapping after the eleventh', () => {
    expect(nextChartColor(PALETTE, ['#2e8dd5'])).toBe('#f59e0b');
    expect(nextChartColor(PALETTE, ['#000000', '#111111', '#222222'])).toBe('#ef4444');
    expect(nextChartColor(PALETTE, PALETTE)).toBe('#2e8dd5');
    expect(nextChartColor(PALETTE, [...PALETTE, '#000000'])).toBe('#f59e0b');
  });

  it('lets only the last chart colour be removed, never the first', () => {
    expect(canRemoveChartColor(2, 3)).toBe(true);
    expect(canRemoveChartColor(1, 3)).toBe(false);
    expect(canRemoveChartColor(0, 3)).toBe(false);
    expect(canRemoveChartColor(0, 1)).toBe(false);
  });

  it('accepts one image of at most 1048580 bytes per drop zone', () => {
    expect(logoFileProblem([{ type: 'image/png', size: MAX_LOGO_BYTES }])).toBeNull();
    expect(logoFileProblem([{ type: 'image/png', size: MAX_LOGO_BYTES + 1 }])).toBe('tooLarge');
    expect(logoFileProblem([{ type: 'image/png', size: 2 * 1024 * 1024 }])).toBe('tooLarge');
    expect(logoFileProblem([{ type: 'application/pdf', size: 10 }])).toBe('notImage');
    expect(logoFileProblem([{ type: '', size: 10 }])).toBe('notImage');
    expect(logoFileProblem([])).toBe('oneFile');
    expect(logoFileProblem([{ type: 'image/png', size: 1 }, { type: 'image/png', size: 1 }])).toBe('oneFile');
  });

  it('reads the Max Logo Height as whole pixels of at least 1', () => {
    expect(parseLogoHeight(' 22 ')).toEqual({ value: 22 });
    expect(parseLogoHeight('1')).toEqual({ value: 1 });
    expect(parseLogoHeight('0')).toEqual({ problem: 'min' });
    expect(parseLogoHeight('-3')).toEqual({ problem: 'min' });
    expect(parseLogoHeight('1001')).toEqual({ problem: 'max' });
    expect(parseLogoHeight('2.5')).toEqual({ problem: 'whole' });
    expect(parseLogoHeight('')).toEqual({ problem: 'whole' });
  });

  it('recognises colours and converts them for the native picker', () => {
    expect(isColour('#2E8DD5')).toBe(true);
    expect(isColour('rgb(46, 141, 213)')).toBe(true);
    expect(isColour('navy')).toBe(true);
    expect(isColour('not a colour')).toBe(false);
    expect(isColour('')).toBe(false);
    expect(toHex('#ABC')).toBe('#aabbcc');
    expect(toHex('navy')).toBe('#000080');
    expect(toHex('nope', '#123456')).toBe('#123456');
  });
});
