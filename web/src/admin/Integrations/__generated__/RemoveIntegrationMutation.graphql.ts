/**
 * @generated SignedSource<<25bff34ea00dbd031d7c916868dc8dec>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type IntegrationType = "DBT_CLOUD" | "SLACK" | "%future added value";
export type RemoveIntegrationMutation$variables = {
  type: IntegrationType;
};
export type RemoveIntegrationMutation$data = {
  readonly removeIntegration: {
    readonly __typename: "NotFoundError";
    readonly message: string;
  } | {
    readonly __typename: "PermissionDeniedError";
    readonly message: string;
  } | {
    readonly __typename: "RemoveIntegrationSuccess";
    readonly integration: {
      readonly isConfigured: boolean;
      readonly type: IntegrationType;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type RemoveIntegrationMutation = {
  response: RemoveIntegrationMutation$data;
  variables: RemoveIntegrationMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "type"
  }
],
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "message",
    "storageKey": null
  }
],
v2 = [
  {
    "alias": null,
    "args": [
      {
        "fields": [
          {
            "kind": "Variable",
            "name": "type",
            "variableName": "type"
          }
        ],
        "kind": "ObjectValue",
        "name": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "removeIntegration",
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
            "concreteType": "Integration",
            "kind": "LinkedField",
            "name": "integration",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "type",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isConfigured",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "RemoveIntegrationSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v1/*:: as any*/),
        "type": "NotFoundError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v1/*:: as any*/),
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
    "name": "RemoveIntegrationMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RemoveIntegrationMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "0f8e654be10148053e02e789daaedc35",
    "id": null,
    "metadata": {},
    "name": "RemoveIntegrationMutation",
    "operationKind": "mutation",
    "text": "mutation RemoveIntegrationMutation(\n  $type: IntegrationType!\n) {\n  removeIntegration(input: {type: $type}) {\n    __typename\n    ... on RemoveIntegrationSuccess {\n      integration {\n        type\n        isConfigured\n      }\n    }\n    ... on NotFoundError {\n      message\n    }\n    ... on PermissionDeniedError {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "09f45b475dc836aaecee3e13b0f1878b";

export default node;
