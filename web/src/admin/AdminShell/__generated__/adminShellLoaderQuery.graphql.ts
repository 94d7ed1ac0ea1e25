/**
 * @generated SignedSource<<acd573bc33a2fa6a41cbd1bcd7476bd9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type adminShellLoaderQuery$variables = Record<PropertyKey, never>;
export type adminShellLoaderQuery$data = {
  readonly viewer: {
    readonly user: {
      readonly id: string;
      readonly isSuperUser: boolean;
    };
  };
};
export type adminShellLoaderQuery = {
  response: adminShellLoaderQuery$data;
  variables: adminShellLoaderQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Viewer",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
        "plural": false,
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
            "name": "isSuperUser",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "adminShellLoaderQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "adminShellLoaderQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "795afadc92642df249326dcfd00326eb",
    "id": null,
    "metadata": {},
    "name": "adminShellLoaderQuery",
    "operationKind": "query",
    "text": "query adminShellLoaderQuery {\n  viewer {\n    user {\n      id\n      isSuperUser\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a367ff6b96756b4e3ec6b4a577b96f40";

export default node;
