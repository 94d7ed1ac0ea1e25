/**
 * @generated SignedSource<<bff28cf33f494c91d3b5713c6d04954b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ApiTokenScope = "READ" | "WRITE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ApiTokenRow_apiToken$data = {
  readonly createdAt: any;
  readonly id: string;
  readonly lastUsedAt: any | null | undefined;
  readonly name: string;
  readonly prefix: string;
  readonly revokedAt: any | null | undefined;
  readonly scope: ApiTokenScope;
  readonly " $fragmentType": "ApiTokenRow_apiToken";
};
export type ApiTokenRow_apiToken$key = {
  readonly " $data"?: ApiTokenRow_apiToken$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApiTokenRow_apiToken">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ApiTokenRow_apiToken",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
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
      "name": "prefix",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "scope",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastUsedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "revokedAt",
      "storageKey": null
    }
  ],
  "type": "ApiToken",
  "abstractKey": null
};

(node as any).hash = "159fdc827af8f51560c8e9c3a12d4a5f";

export default node;
