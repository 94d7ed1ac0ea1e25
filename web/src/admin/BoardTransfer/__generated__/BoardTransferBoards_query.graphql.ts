/**
 * @generated SignedSource<<d76f12fb1e60740e7c2b153ecc99d4a0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BoardTransferBoards_query$data = {
  readonly boards: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly createdOn: any;
        readonly id: string;
        readonly isSharedWithOrg: boolean;
        readonly knowledgeGraph: {
          readonly name: string;
        };
        readonly lastModified: any;
        readonly name: string;
        readonly sharedRoles: ReadonlyArray<{
          readonly id: string;
        }>;
        readonly sharedUsers: ReadonlyArray<{
          readonly id: string;
        }>;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "BoardTransferBoards_query";
};
export type BoardTransferBoards_query$key = {
  readonly " $data"?: BoardTransferBoards_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"BoardTransferBoards_query">;
};

import BoardTransferBoardsPaginationQuery_graphql from './BoardTransferBoardsPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "boards"
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  (v1/*:: as any*/)
];
return {
  "argumentDefinitions": [
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
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [],
      "operation": BoardTransferBoardsPaginationQuery_graphql
    }
  },
  "name": "BoardTransferBoards_query",
  "selections": [
    {
      "alias": "boards",
      "args": [
        {
          "kind": "Variable",
          "name": "ownerId",
          "variableName": "ownerId"
        }
      ],
      "concreteType": "QueryBoardsConnection",
      "kind": "LinkedField",
      "name": "__BoardTransferBoards_boards_connection",
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
                (v1/*:: as any*/),
                {
                  "alias": null,
                  "args": [
                    {
                      "kind": "Variable",
                      "name": "languageId",
                      "variableName": "languageId"
                    }
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
                    }
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
                  "selections": (v2/*:: as any*/),
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "User",
                  "kind": "LinkedField",
                  "name": "sharedUsers",
                  "plural": true,
                  "selections": (v2/*:: as any*/),
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
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "38fdd99fae74d6e268b197314b0c6bbc";

export default node;
