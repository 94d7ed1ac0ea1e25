/**
 * @generated SignedSource<<25737186f38d6d27140c8b18fc718788>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type JwtParameterMode = "COOKIE" | "URL" | "%future added value";
export type UpdateJwtConfigurationInput = {
  isEnabled: boolean;
  jwksUrl?: string | null | undefined;
  parameterMode: JwtParameterMode;
  parameterName?: string | null | undefined;
  publicKey?: string | null | undefined;
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
export type UpdateJwtConfigurationMutation$variables = {
  input: UpdateJwtConfigurationInput;
};
export type UpdateJwtConfigurationMutation$data = {
  readonly updateJwtConfiguration: {
    readonly __typename: "FeatureNotOnPlanError";
    readonly message: string;
  } | {
    readonly __typename: "PermissionDeniedError";
    readonly message: string;
  } | {
    readonly __typename: "UpdateJwtConfigurationSuccess";
    readonly jwtConfiguration: {
      readonly isEnabled: boolean;
      readonly jwksUrl: string | null | undefined;
      readonly parameterMode: JwtParameterMode;
      readonly parameterName: string | null | undefined;
      readonly publicKey: string | null | undefined;
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
export type UpdateJwtConfigurationMutation = {
  response: UpdateJwtConfigurationMutation$data;
  variables: UpdateJwtConfigurationMutation$variables;
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
    "name": "updateJwtConfiguration",
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
            "concreteType": "JwtConfiguration",
            "kind": "LinkedField",
            "name": "jwtConfiguration",
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
                "name": "parameterMode",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "parameterName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "publicKey",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "jwksUrl",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "UpdateJwtConfigurationSuccess",
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
    "name": "UpdateJwtConfigurationMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UpdateJwtConfigurationMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "a614d33ccec89e59f8573cbd75eec3a9",
    "id": null,
    "metadata": {},
    "name": "UpdateJwtConfigurationMutation",
    "operationKind": "mutation",
    "text": "mutation UpdateJwtConfigurationMutation(\n  $input: UpdateJwtConfigurationInput!\n) {\n  updateJwtConfiguration(input: $input) {\n    __typename\n    ... on UpdateJwtConfigurationSuccess {\n      jwtConfiguration {\n        isEnabled\n        parameterMode\n        parameterName\n        publicKey\n        jwksUrl\n      }\n    }\n    ... on ValidationError {\n      message\n      fieldErrors {\n        path\n        message\n      }\n    }\n    ... on FeatureNotOnPlanError {\n      message\n    }\n    ... on PermissionDeniedError {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "80165ed7a95326a7b950e446885ad730";

export default node;
