/**
 * @generated SignedSource<<1ae27a8fd05ea4e0d6e5b0f2c760bfae>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BoardTransferBoardsPaginationQuery$variables = {
  count?: number | null | undefined;
  cursor?: string | null | undefined;
  languageId: string;
  ownerId: string;
};
export type BoardTransferBoardsPaginationQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"BoardTransferBoards_query">;
};
export type BoardTransferBoardsPaginationQuery = {
  response: BoardTransferBoardsPaginationQuery$data;
  variables: BoardTransferBoardsPaginationQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": 10,
    "kind": "LocalArgument",
    "name": "count"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "cursor"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "languageId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "ownerId"
  }
],
v1 = {
  "kind": "Variable",
  "name": "languageId",
  "variableName": "languageId"
},
v2 = {
  "kind": "Variable",
  "name": "ownerId",
  "variableName": "ownerId"
},
v3 = [
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "cursor"
  },
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "count"
  },
  (v2/*:: as any*/)
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = [
  (v4/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "BoardTransferBoardsPaginationQuery",
    "selections": [
      {
        "args": [
          {
            "kind": "Variable",
            "name": "count",
            "variableName": "count"
          },
          {
            "kind": "Variable",
            "name": "cursor",
            "variableName": "cursor"
          },
          (v1/*:: as any*/),
          (v2/*:: as any*/)
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "BoardTransferBoardsPaginationQuery",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
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
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": [
                      (v1/*:: as any*/)
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
                      (v4/*:: as any*/)
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
                    "selections": (v5/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "sharedUsers",
                    "plural": true,
                    "selections": (v5/*:: as any*/),
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
        "args": (v3/*:: as any*/),
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
    "cacheID": "815c1db886b4419749c9610e1679925c",
    "id": null,
    "metadata": {},
    "name": "BoardTransferBoardsPaginationQuery",
    "operationKind": "query",
    "text": "query BoardTransferBoardsPaginationQuery(\n  $count: Int = 10\n  $cursor: String\n  $languageId: String!\n  $ownerId: ID!\n) {\n  ...BoardTransferBoards_query_FVdWX\n}\n\nfragment BoardTransferBoards_query_FVdWX on Query {\n  boards(ownerId: $ownerId, first: $count, after: $cursor) {\n    totalCount\n    edges {\n      node {\n        id\n        name(languageId: $languageId)\n        knowledgeGraph {\n          name\n          id\n        }\n        isSharedWithOrg\n        sharedRoles {\n          id\n        }\n        sharedUsers {\n          id\n        }\n        createdOn\n        lastModified\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "38fdd99fae74d6e268b197314b0c6bbc";

export default node;
