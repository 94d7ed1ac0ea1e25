/**
 * @generated SignedSource<<8a292da6c25e26dfe0db4470f8a02819>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type BoardTransferPageQuery$variables = Record<PropertyKey, never>;
export type BoardTransferPageQuery$data = {
  readonly users: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly email: string;
        readonly firstName: string;
        readonly id: string;
        readonly isDeleted: boolean;
        readonly lastName: string;
      };
    }>;
  };
};
export type BoardTransferPageQuery = {
  response: BoardTransferPageQuery$data;
  variables: BoardTransferPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 500
      },
      {
        "kind": "Literal",
        "name": "includeAdmins",
        "value": true
      },
      {
        "kind": "Literal",
        "name": "includeDeleted",
        "value": true
      }
    ],
    "concreteType": "QueryUsersConnection",
    "kind": "LinkedField",
    "name": "users",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "QueryUsersConnectionEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "node",
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
                "name": "firstName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "email",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isDeleted",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "users(first:500,includeAdmins:true,includeDeleted:true)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "BoardTransferPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "BoardTransferPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "fa8cd49fec61bc7f0baf5482f6cad10d",
    "id": null,
    "metadata": {},
    "name": "BoardTransferPageQuery",
    "operationKind": "query",
    "text": "query BoardTransferPageQuery {\n  users(first: 500, includeAdmins: true, includeDeleted: true) {\n    edges {\n      node {\n        id\n        firstName\n        lastName\n        email\n        isDeleted\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6f47d620bacff8f0673b4602f0ec2da1";

export default node;
