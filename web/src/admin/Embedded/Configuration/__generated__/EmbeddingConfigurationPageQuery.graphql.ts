/**
 * @generated SignedSource<<e6aff304dc70cc657ef4d874c3481cf1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type EmbeddingConfigurationPageQuery$variables = Record<PropertyKey, never>;
export type EmbeddingConfigurationPageQuery$data = {
  readonly embeddingConfiguration: {
    readonly __typename: "EmbeddingConfiguration";
    readonly allowedOrigins: ReadonlyArray<string>;
    readonly isEnabled: boolean;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type EmbeddingConfigurationPageQuery = {
  response: EmbeddingConfigurationPageQuery$data;
  variables: EmbeddingConfigurationPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "embeddingConfiguration",
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
        "type": "EmbeddingConfiguration",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "EmbeddingConfigurationPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "EmbeddingConfigurationPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "006cf4bf48b293aacaa1a942cb64b0a6",
    "id": null,
    "metadata": {},
    "name": "EmbeddingConfigurationPageQuery",
    "operationKind": "query",
    "text": "query EmbeddingConfigurationPageQuery {\n  embeddingConfiguration {\n    __typename\n    ... on EmbeddingConfiguration {\n      isEnabled\n      allowedOrigins\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "43ee0b4e56c2537b31c7f91c2bad8567";

export default node;
