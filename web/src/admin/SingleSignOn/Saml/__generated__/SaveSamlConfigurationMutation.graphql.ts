/**
 * @generated SignedSource<<64e58308102dbd27be1b2c484ac3e8a8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SaveSamlConfigurationInput = {
  idpMetadata: string;
  isEnabled: boolean;
  maxAuthenticationLifetime: number;
  testId?: string | null | undefined;
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
export type SaveSamlConfigurationMutation$variables = {
  input: SaveSamlConfigurationInput;
};
export type SaveSamlConfigurationMutation$data = {
  readonly saveSamlConfiguration: {
    readonly __typename: "ConflictError";
    readonly message: string;
  } | {
    readonly __typename: "FeatureNotOnPlanError";
    readonly message: string;
  } | {
    readonly __typename: "PermissionDeniedError";
    readonly message: string;
  } | {
    readonly __typename: "SaveSamlConfigurationSuccess";
    readonly configuration: {
      readonly idpMetadata: string;
      readonly isEnabled: boolean;
      readonly maxAuthenticationLifetime: number;
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
export type SaveSamlConfigurationMutation = {
  response: SaveSamlConfigurationMutation$data;
  variables: SaveSamlConfigurationMutation$variables;
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
    "name": "saveSamlConfiguration",
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
            "concreteType": "SamlConfiguration",
            "kind": "LinkedField",
            "name": "configuration",
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
                "name": "idpMetadata",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "maxAuthenticationLifetime",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SaveSamlConfigurationSuccess",
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
        "type": "ConflictError",
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
    "name": "SaveSamlConfigurationMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SaveSamlConfigurationMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "676f75ee09858559e0df65a85aaabeda",
    "id": null,
    "metadata": {},
    "name": "SaveSamlConfigurationMutation",
    "operationKind": "mutation",
    "text": "mutation SaveSamlConfigurationMutation(\n  $input: SaveSamlConfigurationInput!\n) {\n  saveSamlConfiguration(input: $input) {\n    __typename\n    ... on SaveSamlConfigurationSuccess {\n      configuration {\n        isEnabled\n        idpMetadata\n        maxAuthenticationLifetime\n      }\n    }\n    ... on ValidationError {\n      message\n      fieldErrors {\n        path\n        message\n      }\n    }\n    ... on ConflictError {\n      message\n    }\n    ... on FeatureNotOnPlanError {\n      message\n    }\n    ... on PermissionDeniedError {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "410e99ab60be8a06382bb8788f7003ce";

export default node;
