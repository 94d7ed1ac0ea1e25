/**
 * @generated SignedSource<<1adebe44411ded1d42026c6bba3d2723>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type BoardTransferPageQuery$variables = {
  cursor?: string | null | undefined;
};
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
    readonly pageInfo: {
      readonly endCursor: string | null | undefined;
      readonly hasNextPage: boolean;
    };
  };
};
export type BoardTransferPageQuery = {
  response: BoardTransferPageQuery$data;
  variables: BoardTransferPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "cursor"
  }
],
v1 = {
  "kind": "Literal",
  "name": "includeAdmins",
  "value": true
},
v2 = {
  "kind": "Literal",
  "name": "includeDeleted",
  "value": true
},
v3 = [
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "cursor",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "PageInfo",
    "kind": "LinkedField",
    "name": "pageInfo",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "hasNextPage",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "endCursor",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
],
v4 = [
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "cursor"
  },
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  },
  (v1/*:: as any*/),
  (v2/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "BoardTransferPageQuery",
    "selections": [
      {
        "alias": "users",
        "args": [
          (v1/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "concreteType": "QueryUsersConnection",
        "kind": "LinkedField",
        "name": "__BoardTransferPage_users_connection",
        "plural": false,
        "selections": (v3/*:: as any*/),
        "storageKey": "__BoardTransferPage_users_connection(includeAdmins:true,includeDeleted:true)"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "BoardTransferPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "QueryUsersConnection",
        "kind": "LinkedField",
        "name": "users",
        "plural": false,
        "selections": (v3/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "filters": [
          "includeAdmins",
          "includeDeleted"
        ],
        "handle": "connection",
        "key": "BoardTransferPage_users",
        "kind": "LinkedHandle",
        "name": "users"
      }
    ]
  },
  "params": {
    "cacheID": "69a7004846e8af88f922b4c14aa6d2c2",
    "id": null,
    "metadata": {
      "connection": [
        {
          "count": null,
          "cursor": "cursor",
          "direction": "forward",
          "path": [
            "users"
          ]
        }
      ]
    },
    "name": "BoardTransferPageQuery",
    "operationKind": "query",
    "text": "query BoardTransferPageQuery(\n  $cursor: String\n) {\n  users(first: 100, after: $cursor, includeAdmins: true, includeDeleted: true) {\n    edges {\n      node {\n        id\n        firstName\n        lastName\n        email\n        isDeleted\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f5ac9d764cf00ed394a2493e2288c471";

export default node;
