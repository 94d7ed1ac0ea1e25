/**
 * @generated SignedSource<<c1a6f4570b4ef9a799857459b12a7280>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TopBar_appConfig$data = {
  readonly communityUrl: string | null | undefined;
  readonly documentationUrl: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"LanguageMenu_appConfig">;
  readonly " $fragmentType": "TopBar_appConfig";
};
export type TopBar_appConfig$key = {
  readonly " $data"?: TopBar_appConfig$data;
  readonly " $fragmentSpreads": FragmentRefs<"TopBar_appConfig">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TopBar_appConfig",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "documentationUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "communityUrl",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LanguageMenu_appConfig"
    }
  ],
  "type": "AppConfig",
  "abstractKey": null
};

(node as any).hash = "ed35878bbc78913ff86a4e558435ecff";

export default node;
