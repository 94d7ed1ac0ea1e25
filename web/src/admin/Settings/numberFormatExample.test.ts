import { describe, expect, it } from 'vitest';
import { numberFormatExample, numberFormatKey } from './numberFormatExample.js';

const format = (locale: string, minimumFractionDigits = 0, maximumFractionDigits = 2, isGroupingUsed = true) => ({
  locale,
  minimumIntegerDigits: 1,
  minimumFractionDigits,
  maximumFractionDigits,
  isGroupingUsed,
});

describe('numberFormatExample', () => {
  it('formats 1234567.891 with Intl in the locale and digits of the format', () => {
    expect(numberFormatExample(format('en-US'))).toBe('1,234,567.89');
    expect(numberFormatExample(format('en-US', 2, 2))).toBe('1,234,567.89');
    expect(numberFormatExample(format('de-DE'))).toBe('1.234.567,89');
    expect(numberFormatExample(format('en-IN'))).toBe('12,34,567.89');
    expect(numberFormatExample(format('en-US', 2, 2), 12)).toBe('12.00');
    expect(numberFormatExample(format('en-US', 0, 0, false))).toBe('1234568');
  });

  it('keys a format by locale and pattern', () => {
    expect(numberFormatKey({ locale: 'de-CH', pattern: "#'##0.##" })).toBe("de-CH|#'##0.##");
  });
});
