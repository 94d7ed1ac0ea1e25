/**
 * @generated SignedSource<<a9810a8721ea060ab0c3e37dc6d49b42>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LanguageMenu_user$data = {
  readonly id: string;
  readonly language: string;
  readonly " $fragmentType": "LanguageMenu_user";
};
export type LanguageMenu_user$key = {
  readonly " $data"?: LanguageMenu_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"LanguageMenu_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LanguageMenu_user",
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
      "name": "language",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "e93690994bed0b08f31ef9f5c0c2fc55";

export default node;
