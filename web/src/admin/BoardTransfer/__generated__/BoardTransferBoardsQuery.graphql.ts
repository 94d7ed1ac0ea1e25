/**
 * @generated SignedSource<<488361c73e420fdd16a6c669fd7204ee>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BoardTransferBoardsQuery$variables = {
  languageId: string;
  ownerId: string;
};
export type BoardTransferBoardsQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"BoardTransferBoards_query">;
};
export type BoardTransferBoardsQuery = {
  response: BoardTransferBoardsQuery$data;
  variables: BoardTransferBoardsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "languageId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "ownerId"
},
v2 = {
  "kind": "Variable",
  "name": "languageId",
  "variableName": "languageId"
},
v3 = {
  "kind": "Variable",
  "name": "ownerId",
  "variableName": "ownerId"
},
v4 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 10
  },
  (v3/*:: as any*/)
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = [
  (v5/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "BoardTransferBoardsQuery",
    "selections": [
      {
        "args": [
          (v2/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "BoardTransferBoards_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "BoardTransferBoardsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "QueryBoardsConnection",
        "kind": "LinkedField",
        "name": "boards",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryBoardsConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Board",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": [
                      (v2/*:: as any*/)
                    ],
                    "kind": "ScalarField",
                    "name": "name",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "KnowledgeGraph",
                    "kind": "LinkedField",
                    "name": "knowledgeGraph",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "name",
                        "storageKey": null
                      },
                      (v5/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isSharedWithOrg",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Role",
                    "kind": "LinkedField",
                    "name": "sharedRoles",
                    "plural": true,
                    "selections": (v6/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "sharedUsers",
                    "plural": true,
                    "selections": (v6/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "createdOn",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lastModified",
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
                "name": "endCursor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasNextPage",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "filters": [
          "ownerId"
        ],
        "handle": "connection",
        "key": "BoardTransferBoards_boards",
        "kind": "LinkedHandle",
        "name": "boards"
      }
    ]
  },
  "params": {
    "cacheID": "308dfa8e96a54e99dd70f59317af58cc",
    "id": null,
    "metadata": {},
    "name": "BoardTransferBoardsQuery",
    "operationKind": "query",
    "text": "query BoardTransferBoardsQuery(\n  $ownerId: ID!\n  $languageId: String!\n) {\n  ...BoardTransferBoards_query_3ohW75\n}\n\nfragment BoardTransferBoards_query_3ohW75 on Query {\n  boards(ownerId: $ownerId, first: 10) {\n    totalCount\n    edges {\n      node {\n        id\n        name(languageId: $languageId)\n        knowledgeGraph {\n          name\n          id\n        }\n        isSharedWithOrg\n        sharedRoles {\n          id\n        }\n        sharedUsers {\n          id\n        }\n        createdOn\n        lastModified\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "bc5bfcafa47e74efd2413bfa2713470e";

export default node;
