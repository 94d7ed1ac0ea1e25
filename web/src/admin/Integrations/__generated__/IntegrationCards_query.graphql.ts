/**
 * @generated SignedSource<<95eee3e89e989f029ff77c71d6f82fec>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type IntegrationType = "DBT_CLOUD" | "SLACK" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type IntegrationCards_query$data = {
  readonly integrations: ReadonlyArray<{
    readonly isConfigured: boolean;
    readonly type: IntegrationType;
    readonly updatedAt: any | null | undefined;
  }>;
  readonly " $fragmentType": "IntegrationCards_query";
};
export type IntegrationCards_query$key = {
  readonly " $data"?: IntegrationCards_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"IntegrationCards_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "IntegrationCards_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Integration",
      "kind": "LinkedField",
      "name": "integrations",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "type",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isConfigured",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "updatedAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "5d649431bc5a1ecdfd640ba82ee85d8d";

export default node;
