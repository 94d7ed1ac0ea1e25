/**
 * @generated SignedSource<<a8d8b06d93c10a8ae84cf79a5177197e>>
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
      readonly isEnterprise: boolean;
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isEnterprise",
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
    "cacheID": "dfdc13eae6661e0f1ae44a26353647fc",
    "id": null,
    "metadata": {},
    "name": "adminShellLoaderQuery",
    "operationKind": "query",
    "text": "query adminShellLoaderQuery {\n  viewer {\n    user {\n      id\n      isSuperUser\n      type\n    }\n    organization {\n      id\n      usesTenants\n      isEnterprise\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a8cf90ddfdf74207414bfb67d5d4b1ac";

export default node;
