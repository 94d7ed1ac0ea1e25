import type { DefinitionIndex, IndexedFile } from './definitionIndex.js';

/** Re-indexes one file (parse, replace its definitions); the other files are not re-parsed. */
export function updateFile(index: DefinitionIndex, uri: string, text: string): IndexedFile {
  return index.updateFile(uri, text);
}
