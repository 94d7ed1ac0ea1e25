/** Returns a function from character offset to 1-based line and column; line starts are computed once, on first use. */
export function createLocator(text: string): (offset: number) => { line: number; column: number } {
  let starts: number[] | null = null;
  return (offset) => {
    if (!starts) {
      starts = [0];
      for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) starts.push(i + 1);
      }
    }
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - starts[lo] + 1 };
  };
}
