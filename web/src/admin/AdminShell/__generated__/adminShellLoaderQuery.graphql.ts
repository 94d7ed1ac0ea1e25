/**
 * @generated SignedSource<<d271b8c647cfdef1ddde19461b74c960>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UserType = "ADMIN" | "CREATOR" | "VIEWER" | "%future added value";
export type adminShellLoaderQuery$variables = Record<PropertyKey, never>;
export type adminShellLoaderQuery$data = {
  readonly viewer: {
    readonly user: {
      readonly id: string;
      readonly isSuperUser: boolean;
      readonly type: UserType;
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
    "cacheID": "f8ccb9e86e20b7f738d33566e6fb4fae",
    "id": null,
    "metadata": {},
    "name": "adminShellLoaderQuery",
    "operationKind": "query",
    "text": "query adminShellLoaderQuery {\n  viewer {\n    user {\n      id\n      isSuperUser\n      type\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "eb3def9c03b826fc969e43852da44e1f";

export default node;
