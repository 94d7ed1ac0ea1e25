/**
 * @generated SignedSource<<9367917aa3ff006ccd9020892f7c8327>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UpdateViewerPreferencesInput = {
  language: string;
};
export type UpdateViewerPreferencesMutation$variables = {
  input: UpdateViewerPreferencesInput;
};
export type UpdateViewerPreferencesMutation$data = {
  readonly updateViewerPreferences: {
    readonly __typename: "UpdateViewerPreferencesSuccess";
    readonly user: {
      readonly id: string;
      readonly language: string;
    };
  } | {
    readonly __typename: "ValidationError";
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type UpdateViewerPreferencesMutation = {
  response: UpdateViewerPreferencesMutation$data;
  variables: UpdateViewerPreferencesMutation$variables;
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
    "name": "updateViewerPreferences",
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
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "language",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "UpdateViewerPreferencesSuccess",
        "abstractKey": null
      },
      {
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
        "type": "ValidationError",
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
    "name": "UpdateViewerPreferencesMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UpdateViewerPreferencesMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "875007b34533e15c0307bf086776c217",
    "id": null,
    "metadata": {},
    "name": "UpdateViewerPreferencesMutation",
    "operationKind": "mutation",
    "text": "mutation UpdateViewerPreferencesMutation(\n  $input: UpdateViewerPreferencesInput!\n) {\n  updateViewerPreferences(input: $input) {\n    __typename\n    ... on UpdateViewerPreferencesSuccess {\n      user {\n        id\n        language\n      }\n    }\n    ... on ValidationError {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a924f5872d21dd77d0b79cd8d77fe241";

export default node;
