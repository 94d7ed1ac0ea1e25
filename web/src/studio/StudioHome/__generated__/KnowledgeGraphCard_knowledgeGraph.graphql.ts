/**
 * @generated SignedSource<<5b5468bb725175aa2d1cb13e16e9012b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type KnowledgeGraphCard_knowledgeGraph$data = {
  readonly developmentKgForName: string | null | undefined;
  readonly kgId: string;
  readonly name: string;
  readonly " $fragmentType": "KnowledgeGraphCard_knowledgeGraph";
};
export type KnowledgeGraphCard_knowledgeGraph$key = {
  readonly " $data"?: KnowledgeGraphCard_knowledgeGraph$data;
  readonly " $fragmentSpreads": FragmentRefs<"KnowledgeGraphCard_knowledgeGraph">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "KnowledgeGraphCard_knowledgeGraph",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kgId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "developmentKgForName",
      "storageKey": null
    }
  ],
  "type": "KnowledgeGraph",
  "abstractKey": null
};

(node as any).hash = "54802ae5e37b2e5135aa8b9858ef5b1b";

export default node;
