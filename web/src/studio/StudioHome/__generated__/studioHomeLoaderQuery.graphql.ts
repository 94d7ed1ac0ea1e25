/**
 * @generated SignedSource<<ac5c100b5887069317cdb81bc8a0a2dc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UserType = "ADMIN" | "CREATOR" | "VIEWER" | "%future added value";
export type studioHomeLoaderQuery$variables = Record<PropertyKey, never>;
export type studioHomeLoaderQuery$data = {
  readonly viewer: {
    readonly user: {
      readonly id: string;
      readonly type: UserType;
    };
  };
};
export type studioHomeLoaderQuery = {
  response: studioHomeLoaderQuery$data;
  variables: studioHomeLoaderQuery$variables;
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
            "name": "type",
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
    "name": "studioHomeLoaderQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "studioHomeLoaderQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "0a04a06756d15882350fda9d2ff2ab4c",
    "id": null,
    "metadata": {},
    "name": "studioHomeLoaderQuery",
    "operationKind": "query",
    "text": "query studioHomeLoaderQuery {\n  viewer {\n    user {\n      id\n      type\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "80187fced13755005e78fd7abf16e092";

export default node;
