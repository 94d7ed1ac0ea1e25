/** The number the success message and the select show in each format. */
export const EXAMPLE_NUMBER = 1234567.891;

export type NumberFormatLike = {
  locale: string;
  minimumIntegerDigits: number;
  minimumFractionDigits: number;
  maximumFractionDigits: number;
  isGroupingUsed: boolean;
};

/** 1234567.891 formatted with Intl the way the number format says. */
export function numberFormatExample(format: NumberFormatLike, value: number = EXAMPLE_NUMBER): string {
  return new Intl.NumberFormat(format.locale, {
    minimumIntegerDigits: format.minimumIntegerDigits,
    minimumFractionDigits: format.minimumFractionDigits,
    maximumFractionDigits: format.maximumFractionDigits,
    useGrouping: format.isGroupingUsed,
  }).format(value);
}

/** The key of a format in the select (a format is identified by locale and pattern). */
export function numberFormatKey(format: { locale: string; pattern: string }): string {
  return `${format.locale}|${format.pattern}`;
}
