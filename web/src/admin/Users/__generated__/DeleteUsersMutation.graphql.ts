/**
 * @generated SignedSource<<ca46a8f8f5170e20f9b5dbd70f96766f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteUsersMutation$variables = {
  connections: ReadonlyArray<string>;
  ids: ReadonlyArray<string>;
};
export type DeleteUsersMutation$data = {
  readonly deleteUsers: {
    readonly __typename: "DeleteUsersSuccess";
    readonly deletedCount: number;
    readonly deletedIds: ReadonlyArray<string>;
    readonly failedCount: number;
    readonly failures: ReadonlyArray<{
      readonly itemId: string;
      readonly message: string;
    }>;
  } | {
    readonly __typename: "PermissionDeniedError";
    readonly message: string;
  } | {
    readonly __typename: "ValidationError";
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type DeleteUsersMutation = {
  response: DeleteUsersMutation$data;
  variables: DeleteUsersMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "ids"
},
v2 = [
  {
    "fields": [
      {
        "kind": "Variable",
        "name": "ids",
        "variableName": "ids"
      }
    ],
    "kind": "ObjectValue",
    "name": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedCount",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedIds",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "failedCount",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "concreteType": "BulkFailure",
  "kind": "LinkedField",
  "name": "failures",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "itemId",
      "storageKey": null
    },
    (v7/*:: as any*/)
  ],
  "storageKey": null
},
v9 = [
  (v7/*:: as any*/)
],
v10 = {
  "kind": "InlineFragment",
  "selections": (v9/*:: as any*/),
  "type": "ValidationError",
  "abstractKey": null
},
v11 = {
  "kind": "InlineFragment",
  "selections": (v9/*:: as any*/),
  "type": "PermissionDeniedError",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "DeleteUsersMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "deleteUsers",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v8/*:: as any*/)
            ],
            "type": "DeleteUsersSuccess",
            "abstractKey": null
          },
          (v10/*:: as any*/),
          (v11/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "DeleteUsersMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "deleteUsers",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "filters": null,
                "handle": "deleteEdge",
                "key": "",
                "kind": "ScalarHandle",
                "name": "deletedIds",
                "handleArgs": [
                  {
                    "kind": "Variable",
                    "name": "connections",
                    "variableName": "connections"
                  }
                ]
              },
              (v6/*:: as any*/),
              (v8/*:: as any*/)
            ],
            "type": "DeleteUsersSuccess",
            "abstractKey": null
          },
          (v10/*:: as any*/),
          (v11/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "d1f64286f9119d074ca53e153582f89e",
    "id": null,
    "metadata": {},
    "name": "DeleteUsersMutation",
    "operationKind": "mutation",
    "text": "mutation DeleteUsersMutation(\n  $ids: [ID!]!\n) {\n  deleteUsers(input: {ids: $ids}) {\n    __typename\n    ... on DeleteUsersSuccess {\n      deletedCount\n      deletedIds\n      failedCount\n      failures {\n        itemId\n        message\n      }\n    }\n    ... on ValidationError {\n      message\n    }\n    ... on PermissionDeniedError {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b2d9a2cd183121c708e59a0179c2a09a";

export default node;
