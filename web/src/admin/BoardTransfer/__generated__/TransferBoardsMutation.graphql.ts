/**
 * @generated SignedSource<<c1be24760779e6496e0c8dcfd77adcf8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type TransferBoardsInput = {
  boardIds: ReadonlyArray<string>;
  sourceUserId?: string | null | undefined;
  targetUserId?: string | null | undefined;
};
export type TransferBoardsMutation$variables = {
  input: TransferBoardsInput;
};
export type TransferBoardsMutation$data = {
  readonly transferBoards: {
    readonly __typename: "NotFoundError";
    readonly message: string;
  } | {
    readonly __typename: "PermissionDeniedError";
    readonly message: string;
  } | {
    readonly __typename: "TransferBoardsSuccess";
    readonly boards: ReadonlyArray<{
      readonly id: string;
      readonly owner: {
        readonly id: string;
      };
    }>;
    readonly transferredCount: number;
  } | {
    readonly __typename: "ValidationError";
    readonly fieldErrors: ReadonlyArray<{
      readonly message: string;
      readonly path: string;
    }>;
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type TransferBoardsMutation = {
  response: TransferBoardsMutation$data;
  variables: TransferBoardsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v3 = [
  (v2/*:: as any*/)
],
v4 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "transferBoards",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "transferredCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Board",
            "kind": "LinkedField",
            "name": "boards",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "owner",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "TransferBoardsSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "FieldError",
            "kind": "LinkedField",
            "name": "fieldErrors",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "path",
                "storageKey": null
              },
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "ValidationError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v3/*:: as any*/),
        "type": "NotFoundError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v3/*:: as any*/),
        "type": "PermissionDeniedError",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "TransferBoardsMutation",
    "selections": (v4/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TransferBoardsMutation",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "cacheID": "fd10701c536d575c1dfd31ab5fdc6bee",
    "id": null,
    "metadata": {},
    "name": "TransferBoardsMutation",
    "operationKind": "mutation",
    "text": "mutation TransferBoardsMutation(\n  $input: TransferBoardsInput!\n) {\n  transferBoards(input: $input) {\n    __typename\n    ... on TransferBoardsSuccess {\n      transferredCount\n      boards {\n        id\n        owner {\n          id\n        }\n      }\n    }\n    ... on ValidationError {\n      message\n      fieldErrors {\n        path\n        message\n      }\n    }\n    ... on NotFoundError {\n      message\n    }\n    ... on PermissionDeniedError {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4eec67bdcc771492bc2fe6aa3da7e2bc";

export default node;
