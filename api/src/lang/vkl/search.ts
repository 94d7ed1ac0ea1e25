import type { Definition } from './definitions.js';

/** A command-palette result (spec 03 §3 "Search result"). */
export type SearchResult = { filePath: string; vklId: string | null; name: string; description: string | null; type: string; score: number };

type Row = { name: string; id: string; desc: string; path: string; result: Omit<SearchResult, 'score'> };

/** Lowercased keys computed once, so a search is a plain scan. */
export type SearchTable = { rows: Row[] };

/** Builds the search table from definitions and file paths. */
export function createSearchTable(definitions: Iterable<Definition>, filePaths: Iterable<string> = []): SearchTable {
  const rows: Row[] = [];
  for (const d of definitions) {
    rows.push({
      name: d.vklIdentifier.toLowerCase(), id: d.vklQualifiedIdentifier.toLowerCase(), desc: (d.description ?? '').toLowerCase(), path: d.file.toLowerCase(),
      result: { filePath: d.file, vklId: d.vklQualifiedIdentifier, name: d.vklIdentifier, description: d.description, type: d.vklType },
    });
  }
  for (const p of filePaths) {
    const base = p.slice(p.lastIndexOf('/') + 1);
    rows.push({ name: base.toLowerCase(), id: '', desc: '', path: p.toLowerCase(), result: { filePath: p, vklId: null, name: base, description: null, type: 'file' } });
  }
  return { rows };
}

// Ranks: exact > prefix > word prefix > substring > fuzzy; name beats id beats path beats description.
function score(r: Row, q: string): number {
  const n = r.name;
  if (n === q) return 1000;
  if (r.id === q) return 950;
  if (n.startsWith(q)) return 800 - Math.min(n.length - q.length, 99);
  const i = n.indexOf(q);
  if (i > 0) return (n[i - 1] === '_' || n[i - 1] === '.' ? 650 : 600) - Math.min(i, 99);
  if (r.id.endsWith('.' + q) || r.id.includes(q)) return 500;
  if (r.path.includes(q)) return 400;
  if (q.length >= 3 && r.desc.includes(q)) return 300;
  return q.length >= 2 && n.length >= q.length && subsequence(n, q) ? 100 + Math.round((100 * q.length) / n.length) : 0;
}

function subsequence(text: string, q: string): boolean {
  let j = 0;
  for (let i = 0; i < text.length && j < q.length; i++) if (text.charCodeAt(i) === q.charCodeAt(j)) j++;
  return j === q.length;
}

/** The best `limit` matches for `query`; blank queries give nothing. */
export function search(table: SearchTable, query: string, limit = 50): SearchResult[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  const best: Array<{ s: number; r: Row }> = [];
  let floor = 0;
  for (const r of table.rows) {
    const s = score(r, q);
    if (s === 0 || (best.length >= limit && s <= floor)) continue;
    best.push({ s, r });
    if (best.length > limit * 4) {
      best.sort(byScore);
      best.length = limit;
      floor = best[best.length - 1].s;
    }
  }
  best.sort(byScore);
  return best.slice(0, limit).map(({ s, r }) => ({ ...r.result, score: s }));
}

function byScore(a: { s: number; r: Row }, b: { s: number; r: Row }): number {
  return b.s - a.s || a.r.name.length - b.r.name.length || (a.r.result.vklId ?? a.r.result.filePath).localeCompare(b.r.result.vklId ?? b.r.result.filePath);
}
