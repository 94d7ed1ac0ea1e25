/** The loading overlay's state: how many processes are running (spec 01 §4). */
export type LoaderAction = 'begin' | 'end';

/** Next count; an unmatched end never takes it below zero. */
export function loaderCounter(count: number, action: LoaderAction): number {
  return action === 'begin' ? count + 1 : Math.max(0, count - 1);
}

/** The overlay is visible while any process runs. */
export function isLoading(count: number): boolean {
  return count > 0;
}
