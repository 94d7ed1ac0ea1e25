/**
 * @generated SignedSource<<195a5b94f83db3b690da4932688d4cce>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LanguageMenu_appConfig$data = {
  readonly languages: ReadonlyArray<{
    readonly id: string;
  }>;
  readonly " $fragmentType": "LanguageMenu_appConfig";
};
export type LanguageMenu_appConfig$key = {
  readonly " $data"?: LanguageMenu_appConfig$data;
  readonly " $fragmentSpreads": FragmentRefs<"LanguageMenu_appConfig">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LanguageMenu_appConfig",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Language",
      "kind": "LinkedField",
      "name": "languages",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "AppConfig",
  "abstractKey": null
};

(node as any).hash = "726ba928ed230f05c0fb4e18f7f7ecec";

export default node;
