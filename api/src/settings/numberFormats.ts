// The default number formats an organization can choose from (spec 01 §3 number format fields).
export type NumberFormat = {
  locale: string;
  pattern: string;
  minimumIntegerDigits: number;
  minimumFractionDigits: number;
  maximumFractionDigits: number;
  isGroupingUsed: boolean;
  decimalSeparator: string;
  groupingSeparator: string;
  /** 1234567.891 formatted this way, for the success message. */
  example: string;
};

const EXAMPLE_VALUE = 1234567.891;

function numberFormat(locale: string, pattern: string, minimumFractionDigits: number, maximumFractionDigits: number): NumberFormat {
  const parts = new Intl.NumberFormat(locale).formatToParts(EXAMPLE_VALUE);
  const options = { minimumIntegerDigits: 1, minimumFractionDigits, maximumFractionDigits, useGrouping: true };
  return {
    locale,
    pattern,
    minimumIntegerDigits: 1,
    minimumFractionDigits,
    maximumFractionDigits,
    isGroupingUsed: true,
    decimalSeparator: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    groupingSeparator: parts.find((p) => p.type === 'group')?.value ?? ',',
    example: new Intl.NumberFormat(locale, options).format(EXAMPLE_VALUE),
  };
}

export const NUMBER_FORMATS: NumberFormat[] = [
  numberFormat('en-US', '#,##0.##', 0, 2),
  numberFormat('en-US', '#,##0.00', 2, 2),
  numberFormat('de-DE', '#.##0,##', 0, 2),
  numberFormat('de-CH', "#'##0.##", 0, 2),
  numberFormat('fr-FR', '# ##0,##', 0, 2),
  numberFormat('it-IT', '#.##0,##', 0, 2),
  numberFormat('pt-BR', '#.##0,##', 0, 2),
  numberFormat('en-IN', '#,##,##0.##', 0, 2),
];

export const DEFAULT_NUMBER_FORMAT = NUMBER_FORMATS[0];

export const findNumberFormat = (locale: string, pattern: string) =>
  NUMBER_FORMATS.find((f) => f.locale === locale && f.pattern === pattern) ?? null;
