/**
 * @generated SignedSource<<b54c370cf9d7a6069da981ec69ab5a91>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RevokeApiTokenInput = {
  id: string;
};
export type RevokeApiTokenMutation$variables = {
  input: RevokeApiTokenInput;
};
export type RevokeApiTokenMutation$data = {
  readonly revokeApiToken: {
    readonly __typename: "NotFoundError";
    readonly message: string;
  } | {
    readonly __typename: "RevokeApiTokenSuccess";
    readonly apiToken: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"ApiTokenRow_apiToken">;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type RevokeApiTokenMutation = {
  response: RevokeApiTokenMutation$data;
  variables: RevokeApiTokenMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    }
  ],
  "type": "NotFoundError",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RevokeApiTokenMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "revokeApiToken",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ApiToken",
                "kind": "LinkedField",
                "name": "apiToken",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "ApiTokenRow_apiToken"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "RevokeApiTokenSuccess",
            "abstractKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RevokeApiTokenMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "revokeApiToken",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ApiToken",
                "kind": "LinkedField",
                "name": "apiToken",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "prefix",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "scope",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "createdAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lastUsedAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "revokedAt",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "RevokeApiTokenSuccess",
            "abstractKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "ea434d5c71520525ad7bd7835222a343",
    "id": null,
    "metadata": {},
    "name": "RevokeApiTokenMutation",
    "operationKind": "mutation",
    "text": "mutation RevokeApiTokenMutation(\n  $input: RevokeApiTokenInput!\n) {\n  revokeApiToken(input: $input) {\n    __typename\n    ... on RevokeApiTokenSuccess {\n      apiToken {\n        id\n        ...ApiTokenRow_apiToken\n      }\n    }\n    ... on NotFoundError {\n      message\n    }\n  }\n}\n\nfragment ApiTokenRow_apiToken on ApiToken {\n  id\n  name\n  prefix\n  scope\n  createdAt\n  lastUsedAt\n  revokedAt\n}\n"
  }
};
})();

(node as any).hash = "c370c3b9eb0f1fc090418fa8ee7023ed";

export default node;
