import type { Definition } from './definitions.js';

/** A command-palette result (spec 03 §3 "Search result"). */
export type SearchResult = { filePath: string; vklId: string | null; name: string; description: string | null; type: string; score: number };

type Item = Omit<SearchResult, 'score'>;

/**
 * Lowercased keys computed once. Names, ids and descriptions are joined into newline-separated blobs so
 * a search is a few native `indexOf` scans instead of one string operation per row; paths are deduplicated.
 */
export type SearchTable = {
  items: Item[];
  names: string[];
  nameBlob: string;
  nameStarts: Int32Array;
  idBlob: string;
  idStarts: Int32Array;
  descBlob: string;
  descStarts: Int32Array;
  descRows: Int32Array;
  paths: string[];
  pathRows: number[][];
  /** Per row, a bit per character class present in the name: rows missing one of the query's are skipped by fuzzy matching. */
  masks: Int32Array;
};

function charMask(text: string): number {
  let m = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 97 && c <= 122) m |= 1 << (c - 97);
    else if (c >= 48 && c <= 57) m |= 1 << (c < 53 ? 26 : 27);
    else if (c === 95) m |= 1 << 28;
    else m |= 1 << 29;
  }
  return m;
}

function blob(keys: string[]): { text: string; starts: Int32Array } {
  const starts = new Int32Array(keys.length + 1);
  let at = 0;
  for (let i = 0; i < keys.length; i++) {
    starts[i] = at;
    at += keys[i].length + 1;
  }
  starts[keys.length] = at;
  return { text: keys.join('\n'), starts };
}

/** Builds the search table from definitions and file paths. */
export function createSearchTable(definitions: Iterable<Definition>, filePaths: Iterable<string> = []): SearchTable {
  const items: Item[] = [];
  const ids: string[] = [];
  const descs: string[] = [];
  const descRows: number[] = [];
  const pathIndex = new Map<string, number>();
  const paths: string[] = [];
  const pathRows: number[][] = [];
  const addPath = (p: string, row: number) => {
    let i = pathIndex.get(p);
    if (i === undefined) {
      pathIndex.set(p, (i = paths.length));
      paths.push(p.toLowerCase());
      pathRows.push([]);
    }
    pathRows[i].push(row);
  };
  for (const d of definitions) {
    const row = items.length;
    items.push({ filePath: d.file, vklId: d.vklQualifiedIdentifier, name: d.vklIdentifier, description: d.description, type: d.vklType });
    ids.push(d.vklQualifiedIdentifier.toLowerCase());
    if (d.description) {
      descs.push(d.description.toLowerCase().replace(/\n/g, ' '));
      descRows.push(row);
    }
    addPath(d.file, row);
  }
  for (const p of filePaths) {
    const row = items.length;
    const base = p.slice(p.lastIndexOf('/') + 1);
    items.push({ filePath: p, vklId: null, name: base, description: null, type: 'file' });
    ids.push('');
    addPath(p, row);
  }
  const names = items.map((i) => i.name.toLowerCase());
  const n = blob(names);
  const id = blob(ids);
  const de = blob(descs);
  return {
    items, names, nameBlob: n.text, nameStarts: n.starts, idBlob: id.text, idStarts: id.starts,
    descBlob: de.text, descStarts: de.starts, descRows: Int32Array.from(descRows), paths, pathRows,
    masks: Int32Array.from(names, charMask),
  };
}

/** The row whose key contains blob position `at`. */
function rowAt(starts: Int32Array, at: number): number {
  let lo = 0;
  let hi = starts.length - 2;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid] <= at) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

// Ranks: exact > prefix > word-start substring > substring > id > path > description > fuzzy.
function nameScore(name: string, q: string, at: number): number {
  if (at === 0) return name.length === q.length ? 1000 : 800 - Math.min(name.length - q.length, 99);
  const c = name[at - 1];
  return (c === '_' || c === '.' || c === ' ' ? 650 : 600) - Math.min(at, 99);
}

/** The best `limit` matches for `query` (blank queries give nothing). */
export function search(table: SearchTable, query: string, limit = 50): SearchResult[] {
  const q = query.trim().toLowerCase();
  if (!q || q.includes('\n')) return [];
  const scores = new Map<number, number>();
  const put = (row: number, s: number) => {
    const old = scores.get(row);
    if (old === undefined || s > old) scores.set(row, s);
  };
  const scan = (text: string, starts: Int32Array, onHit: (row: number, at: number) => void) => {
    for (let at = text.indexOf(q); at >= 0; ) {
      const row = rowAt(starts, at);
      onHit(row, at - starts[row]);
      at = text.indexOf(q, starts[row + 1]);
    }
  };
  scan(table.nameBlob, table.nameStarts, (row, at) => put(row, nameScore(table.names[row], q, at)));
  scan(table.idBlob, table.idStarts, (row, at) => put(row, at === 0 && table.items[row].vklId?.length === q.length ? 950 : 500));
  if (scores.size < limit) {
    for (let i = 0; i < table.paths.length; i++) if (table.paths[i].includes(q)) for (const row of table.pathRows[i]) put(row, 400);
  }
  if (scores.size < limit && q.length >= 3) scan(table.descBlob, table.descStarts, (row) => put(table.descRows[row], 300));
  if (scores.size < limit && q.length >= 2) fuzzy(table, q, put);
  return top(table, scores, limit);
}

/** Names holding the query's characters in order, scored by how tight the match is (linear, no regex backtracking). */
function fuzzy(table: SearchTable, q: string, put: (row: number, s: number) => void): void {
  const text = table.nameBlob;
  const starts = table.nameStarts;
  const masks = table.masks;
  const need = charMask(q);
  for (let row = 0; row < masks.length; row++) {
    if ((masks[row] & need) !== need) continue;
    const end = starts[row + 1] - 1;
    let j = 0;
    for (let i = starts[row]; i < end && j < q.length; i++) if (text.charCodeAt(i) === q.charCodeAt(j)) j++;
    if (j === q.length) put(row, 100 + Math.round((100 * q.length) / Math.max(q.length, end - starts[row])));
  }
}

function top(table: SearchTable, scores: Map<number, number>, limit: number): SearchResult[] {
  const rows = [...scores.keys()];
  const cmp = (a: number, b: number) => {
    const ia = table.items[a];
    const ib = table.items[b];
    return (scores.get(b) ?? 0) - (scores.get(a) ?? 0) || ia.name.length - ib.name.length || (ia.vklId ?? ia.filePath).localeCompare(ib.vklId ?? ib.filePath);
  };
  let best = rows;
  if (rows.length > limit * 4) {
    // Keep only rows scoring at least the limit-th best score before the full sort.
    const sorted = Float64Array.from(rows, (r) => scores.get(r) ?? 0).sort().reverse();
    const floor = sorted[limit - 1];
    best = rows.filter((r) => (scores.get(r) ?? 0) >= floor);
  }
  return best.sort(cmp).slice(0, limit).map((r) => ({ ...table.items[r], score: scores.get(r) ?? 0 }));
}
