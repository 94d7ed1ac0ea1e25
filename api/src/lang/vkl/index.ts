// Public API of the VKL language core: pure functions and one in-memory index, no I/O.

/** parse(text) → { file: AST with offsets, diagnostics }; never throws. */
export { parse, type ParseResult } from './parser.js';
/** print(ast) → canonical text; parse(print(ast)) equals ast modulo offsets. */
export { print, printValue } from './printer.js';
export type * from './ast.js';
export { declKinds, languages, layers, isDeclKind, isLayer } from './ast.js';
/** declarationsOf(file, kind), property(decl, key, lang?), propertyText(...): typed reads of a tree. */
export { declarationsOf, isDeclarationOf, property, propertyText, type DeclarationOf, type ClassDeclaration, type EntityDeclaration, type RuleDeclaration, type BoardDeclaration, type VariableDeclaration } from './astQuery.js';
/** tokenize(text) → Chevrotain tokens (newlines and comments kept) and lexing errors. */
export { tokenize } from './tokens.js';

/** createIndex(files) → DefinitionIndex; index.updateFile(uri, text) / removeFile(uri) re-index one file; warnings() on demand. */
export { createIndex, DefinitionIndex, type IndexedFile, type Warning } from './definitionIndex.js';
export type { Definition, SyncPolicy, Reference } from './definitions.js';
/** updateFile(index, uri, text): the same as index.updateFile, as a function. */
export { updateFile } from './updateFile.js';
/** topConcepts(index) / conceptChildren(index, uri) → the concept tree of spec 04 §4 with counts. */
export { topConcepts, conceptChildren, type Concept, type ConceptType } from './concepts.js';

/** complete(index, { text, offset, uri? }) → suggestions (label, completion, isSnippet, documentation). */
export { complete, type Suggestion, type CompletionRequest } from './completion.js';
/** createSearchTable(definitions, paths) once, then search(table, query, limit?) → ranked results. */
export { createSearchTable, search, type SearchResult, type SearchTable } from './search.js';

/** The 23 file types of spec 03 §3 (+ notes): folder, kinds, fixed identifier, template. */
export { fileTypes, fileType, filePath, fileTypeOfPath, SYNCED_HEADER, type FileType, type FileTypeId } from './fileTypes.js';
/** Declaration kinds and properties: the table behind validation, completion and docs. */
export { kindInfo, propertyInfo } from './kinds.js';

/** generateFromSchema(schema) → db files + one class file per table; generateEntities(input) → entities file text. */
export { generateFromSchema, attributeKind, type SchemaDescription, type TableDescription, type ColumnDescription, type ForeignKey, type GeneratedFile } from './schemaGenerator.js';
export { generateEntities, type EntitiesInput, type EntityRow } from './entitiesGenerator.js';

/** documentation(word) → { html, url }; renderReference() → the whole language reference (HTML). */
export { documentation, renderReference, wordAt, catalogue, NO_DOCUMENTATION, type DocumentationEntry } from './docs.js';
