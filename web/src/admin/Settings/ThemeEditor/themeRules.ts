// Editing rules of the theme editor (spec 01 §5, §9), pure so that they are tested without a DOM.
import { colord, extend } from 'colord';
import namesPlugin from 'colord/plugins/names';

extend([namesPlugin]); // CSS colour names ('navy'), as the server accepts them

/** Logo images up to this many bytes (the server checks the same limit). */
export const MAX_LOGO_BYTES = 1048580;
/** The server keeps at most this many chart colours. */
export const MAX_CHART_COLORS = 50;
export const MIN_LOGO_HEIGHT = 1;
export const MAX_LOGO_HEIGHT = 1000;

/** True for anything CSS would take as a colour in the editor: hex, rgb(), hsl() or a name. */
export function isColour(value: string): boolean {
  return value.trim() !== '' && colord(value.trim()).isValid();
}

/** The colour as #rrggbb (what a native colour input needs), or the fallback while it is not a colour. */
export function toHex(value: string, fallback = '#000000'): string {
  return isColour(value) ? colord(value.trim()).alpha(1).toHex() : fallback;
}

/** Add takes the palette colours in turn: the list's length picks the next one, wrapping around. */
export function nextChartColor(palette: readonly string[], current: readonly string[]): string {
  return palette.length ? palette[current.length % palette.length] : '#000000';
}

/** Only the last chart colour can be removed, and never the first. */
export function canRemoveChartColor(index: number, length: number): boolean {
  return index > 0 && index === length - 1;
}

export type LogoFileProblem = 'oneFile' | 'notImage' | 'tooLarge';

/** Why a drop or a file choice is refused: one file per drop zone, images only, at most MAX_LOGO_BYTES. */
export function logoFileProblem(files: readonly { type: string; size: number }[]): LogoFileProblem | null {
  if (files.length !== 1) return 'oneFile';
  const [file] = files;
  if (!file.type.startsWith('image/')) return 'notImage';
  if (file.size > MAX_LOGO_BYTES) return 'tooLarge';
  return null;
}

export type LogoHeightProblem = 'whole' | 'min' | 'max';

/** The Max Logo Height field's text as pixels, or why it is not acceptable (minimum 1). */
export function parseLogoHeight(text: string): { value: number } | { problem: LogoHeightProblem } {
  const trimmed = text.trim();
  if (!/^-?\d+$/.test(trimmed)) return { problem: 'whole' };
  const value = Number(trimmed);
  if (value < MIN_LOGO_HEIGHT) return { problem: 'min' };
  if (value > MAX_LOGO_HEIGHT) return { problem: 'max' };
  return { value };
}
