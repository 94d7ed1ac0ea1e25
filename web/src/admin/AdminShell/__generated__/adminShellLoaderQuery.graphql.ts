/**
 * @generated SignedSource<<8afff76dae66bb7fcca1a8e7a6c1e71b>>
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
    readonly organization: {
      readonly id: string;
      readonly usesTenants: boolean;
    };
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
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
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
          (v0/*:: as any*/),
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
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Organization",
        "kind": "LinkedField",
        "name": "organization",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "usesTenants",
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
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "adminShellLoaderQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "ea103f86e4b989c5b1b728201f69fda2",
    "id": null,
    "metadata": {},
    "name": "adminShellLoaderQuery",
    "operationKind": "query",
    "text": "query adminShellLoaderQuery {\n  viewer {\n    user {\n      id\n      isSuperUser\n      type\n    }\n    organization {\n      id\n      usesTenants\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4f479ef51321ee87dd72bfa24cfd96f5";

export default node;
