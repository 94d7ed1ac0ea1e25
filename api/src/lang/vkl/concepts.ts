import type { DefinitionIndex } from './definitionIndex.js';
import { isAttributeKind, type Definition, type SyncPolicy } from './definitions.js';

export type ConceptType =
  | 'class' | 'attribute' | 'subclass' | 'function' | 'variable'
  | 'discovery-category' | 'discovery-topic' | 'discovery-question' | 'ground-truth' | 'board' | 'agent';

/** A node of the editor's concept tree (spec 03 §3, spec 04 §4). */
export type Concept = {
  uri: string;
  shortUri: string;
  type: ConceptType;
  vklIdentifier: string;
  vklQualifiedIdentifier: string;
  vklType: string;
  parentClass: string | null;
  parentCategory: string | null;
  parentTopic: string | null;
  file: { path: string };
  entitiesFile: { path: string } | null;
  isSynchronizable: boolean;
  syncPolicy: SyncPolicy | null;
  childClassCount: number;
  attributeCount: number;
  topicCount: number;
  questionCount: number;
};

const topTypes: Record<string, ConceptType> = {
  class: 'class', function: 'function', variable: 'variable', discovery_category: 'discovery-category',
  ground_truth: 'ground-truth', board: 'board', agent: 'agent',
};

/** The top categories of the tree: root classes, functions, variables, discovery categories, ground truth, boards, agents. */
export function topConcepts(index: DefinitionIndex): Concept[] {
  const out: Concept[] = [];
  const subclasses = extendsMap(index);
  for (const d of index.definitions()) {
    const type = topTypes[d.vklType];
    if (!type) continue;
    if (type === 'class' && d.extends && index.get(d.extends).length > 0) continue;
    out.push(toConcept(index, d, type, subclasses));
  }
  return out.sort((a, b) => a.type.localeCompare(b.type) || a.vklQualifiedIdentifier.localeCompare(b.vklQualifiedIdentifier));
}

/** Children of a concept, loaded when it is expanded. */
export function conceptChildren(index: DefinitionIndex, uri: string): Concept[] {
  const d = index.get(uri)[0];
  if (!d) return [];
  const out: Concept[] = [];
  for (const c of index.childDefinitions(uri)) {
    if (d.vklType === 'class' && isAttributeKind(c.vklType)) out.push(toConcept(index, c, 'attribute', null));
    else if (d.vklType === 'class' && c.vklType === 'subclass') out.push(toConcept(index, c, 'subclass', null));
    else if (d.vklType === 'discovery_category' && c.vklType === 'discovery_topic') out.push(toConcept(index, c, 'discovery-topic', null));
    else if (d.vklType === 'discovery_topic' && c.vklType === 'discovery_question') out.push(toConcept(index, c, 'discovery-question', null));
  }
  const subclasses = extendsMap(index);
  for (const c of subclasses.get(uri) ?? []) out.push(toConcept(index, c, 'class', subclasses));
  return out.sort((a, b) => a.vklQualifiedIdentifier.localeCompare(b.vklQualifiedIdentifier));
}

/** Classes by the class they extend, built once per call (not once per class). */
function extendsMap(index: DefinitionIndex): Map<string, Definition[]> {
  const out = new Map<string, Definition[]>();
  for (const name of index.children('kb')) {
    for (const d of index.get('kb.' + name)) {
      if (d.vklType !== 'class' || !d.extends) continue;
      const list = out.get(d.extends);
      if (list) list.push(d);
      else out.set(d.extends, [d]);
    }
  }
  return out;
}

function toConcept(index: DefinitionIndex, d: Definition, type: ConceptType, subclasses: Map<string, Definition[]> | null): Concept {
  const kids = index.childDefinitions(d.uri);
  const count = (pred: (k: Definition) => boolean) => kids.reduce((n, k) => n + (pred(k) ? 1 : 0), 0);
  const parentDef = d.parent ? index.get(d.parent)[0] : undefined;
  const grand = parentDef?.parent ? index.get(parentDef.parent)[0] : undefined;
  let entitiesFile: string | null = null;
  if (d.vklType === 'class') for (const k of kids) if (k.vklType === 'entity') { entitiesFile = k.file; break; }
  let questionCount = 0;
  if (d.vklType === 'discovery_category') for (const t of kids) questionCount += index.childDefinitions(t.uri).filter((q) => q.vklType === 'discovery_question').length;
  else if (d.vklType === 'discovery_topic') questionCount = count((k) => k.vklType === 'discovery_question');
  return {
    uri: d.uri,
    shortUri: d.uri.slice(d.uri.indexOf('.') + 1),
    type,
    vklIdentifier: d.vklIdentifier,
    vklQualifiedIdentifier: d.vklQualifiedIdentifier,
    vklType: d.vklType,
    parentClass: parentDef && (parentDef.vklType === 'class') ? parentDef.uri : type === 'class' ? d.extends : null,
    parentCategory: type === 'discovery-topic' ? d.parent : type === 'discovery-question' ? grand?.uri ?? null : null,
    parentTopic: type === 'discovery-question' ? d.parent : null,
    file: { path: d.file },
    entitiesFile: entitiesFile ? { path: entitiesFile } : null,
    isSynchronizable: d.syncPolicy !== null && d.syncPolicy !== 'ignore' && d.fromTable !== null,
    syncPolicy: d.syncPolicy,
    childClassCount: d.vklType === 'class' ? count((k) => k.vklType === 'subclass') + ((subclasses ?? extendsMap(index)).get(d.uri)?.length ?? 0) : 0,
    attributeCount: count((k) => isAttributeKind(k.vklType)),
    topicCount: count((k) => k.vklType === 'discovery_topic'),
    questionCount,
  };
}
