/**
 * @generated SignedSource<<a38e224aa81cd8b898a294562c47c641>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UpdateEmbeddingConfigurationInput = {
  allowedOrigins: ReadonlyArray<string>;
  isEnabled: boolean;
};
export type UpdateEmbeddingConfigurationMutation$variables = {
  input: UpdateEmbeddingConfigurationInput;
};
export type UpdateEmbeddingConfigurationMutation$data = {
  readonly updateEmbeddingConfiguration: {
    readonly __typename: "FeatureNotOnPlanError";
    readonly message: string;
  } | {
    readonly __typename: "PermissionDeniedError";
    readonly message: string;
  } | {
    readonly __typename: "UpdateEmbeddingConfigurationSuccess";
    readonly embeddingConfiguration: {
      readonly allowedOrigins: ReadonlyArray<string>;
      readonly isEnabled: boolean;
    };
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
export type UpdateEmbeddingConfigurationMutation = {
  response: UpdateEmbeddingConfigurationMutation$data;
  variables: UpdateEmbeddingConfigurationMutation$variables;
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
  "name": "message",
  "storageKey": null
},
v2 = [
  (v1/*:: as any*/)
],
v3 = [
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
    "name": "updateEmbeddingConfiguration",
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
            "concreteType": "EmbeddingConfiguration",
            "kind": "LinkedField",
            "name": "embeddingConfiguration",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isEnabled",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "allowedOrigins",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "UpdateEmbeddingConfigurationSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/),
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
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "ValidationError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v2/*:: as any*/),
        "type": "FeatureNotOnPlanError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v2/*:: as any*/),
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
    "name": "UpdateEmbeddingConfigurationMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UpdateEmbeddingConfigurationMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "96869db218e164b81f8fd9cca32079e5",
    "id": null,
    "metadata": {},
    "name": "UpdateEmbeddingConfigurationMutation",
    "operationKind": "mutation",
    "text": "mutation UpdateEmbeddingConfigurationMutation(\n  $input: UpdateEmbeddingConfigurationInput!\n) {\n  updateEmbeddingConfiguration(input: $input) {\n    __typename\n    ... on UpdateEmbeddingConfigurationSuccess {\n      embeddingConfiguration {\n        isEnabled\n        allowedOrigins\n      }\n    }\n    ... on ValidationError {\n      message\n      fieldErrors {\n        path\n        message\n      }\n    }\n    ... on FeatureNotOnPlanError {\n      message\n    }\n    ... on PermissionDeniedError {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "81875f8e3d635212551a292bc17dbec1";

export default node;
