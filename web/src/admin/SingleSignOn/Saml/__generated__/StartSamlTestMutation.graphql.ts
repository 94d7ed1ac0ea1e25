/**
 * @generated SignedSource<<0b814eb2f6b3748eba9a9865c14ba897>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type StartSamlTestInput = {
  idpMetadata: string;
  maxAuthenticationLifetime: number;
  userAttributeMappings: UserAttributeMappingsInput;
};
export type UserAttributeMappingsInput = {
  email?: ReadonlyArray<AttributeMappingInput> | null | undefined;
  firstName?: ReadonlyArray<AttributeMappingInput> | null | undefined;
  language?: ReadonlyArray<AttributeMappingInput> | null | undefined;
  lastName?: ReadonlyArray<AttributeMappingInput> | null | undefined;
  roles?: ReadonlyArray<AttributeMappingInput> | null | undefined;
  tenant?: ReadonlyArray<AttributeMappingInput> | null | undefined;
  type?: ReadonlyArray<AttributeMappingInput> | null | undefined;
};
export type AttributeMappingInput = {
  condition?: string | null | undefined;
  description?: string | null | undefined;
  value?: string | null | undefined;
};
export type StartSamlTestMutation$variables = {
  input: StartSamlTestInput;
};
export type StartSamlTestMutation$data = {
  readonly startSamlTest: {
    readonly __typename: "FeatureNotOnPlanError";
    readonly message: string;
  } | {
    readonly __typename: "PermissionDeniedError";
    readonly message: string;
  } | {
    readonly __typename: "StartSamlTestSuccess";
    readonly testId: string;
    readonly testUrl: string;
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
export type StartSamlTestMutation = {
  response: StartSamlTestMutation$data;
  variables: StartSamlTestMutation$variables;
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
    "name": "startSamlTest",
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
            "name": "testId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "testUrl",
            "storageKey": null
          }
        ],
        "type": "StartSamlTestSuccess",
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
    "name": "StartSamlTestMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "StartSamlTestMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "c6e663930405ae38943d0e8f93b29f45",
    "id": null,
    "metadata": {},
    "name": "StartSamlTestMutation",
    "operationKind": "mutation",
    "text": "mutation StartSamlTestMutation(\n  $input: StartSamlTestInput!\n) {\n  startSamlTest(input: $input) {\n    __typename\n    ... on StartSamlTestSuccess {\n      testId\n      testUrl\n    }\n    ... on ValidationError {\n      message\n      fieldErrors {\n        path\n        message\n      }\n    }\n    ... on FeatureNotOnPlanError {\n      message\n    }\n    ... on PermissionDeniedError {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "162e6a959016b009c5e9dd5ef7bc195d";

export default node;
