/**
 * @generated SignedSource<<35f58d8de35a6d2c8ba41b3f237f3a6f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteInvitationsMutation$variables = {
  connections: ReadonlyArray<string>;
  ids: ReadonlyArray<string>;
};
export type DeleteInvitationsMutation$data = {
  readonly deleteInvitations: {
    readonly __typename: "DeleteInvitationsSuccess";
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
export type DeleteInvitationsMutation = {
  response: DeleteInvitationsMutation$data;
  variables: DeleteInvitationsMutation$variables;
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
    "name": "DeleteInvitationsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "deleteInvitations",
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
            "type": "DeleteInvitationsSuccess",
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
    "name": "DeleteInvitationsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "deleteInvitations",
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
            "type": "DeleteInvitationsSuccess",
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
    "cacheID": "ad5368dad588a11fb002d21bcd93a5e3",
    "id": null,
    "metadata": {},
    "name": "DeleteInvitationsMutation",
    "operationKind": "mutation",
    "text": "mutation DeleteInvitationsMutation(\n  $ids: [ID!]!\n) {\n  deleteInvitations(input: {ids: $ids}) {\n    __typename\n    ... on DeleteInvitationsSuccess {\n      deletedCount\n      deletedIds\n      failedCount\n      failures {\n        itemId\n        message\n      }\n    }\n    ... on ValidationError {\n      message\n    }\n    ... on PermissionDeniedError {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ce013af165676b573b807f5c5dbcb631";

export default node;
