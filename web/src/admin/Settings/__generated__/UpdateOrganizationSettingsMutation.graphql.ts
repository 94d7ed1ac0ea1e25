/**
 * @generated SignedSource<<4a5b6f33abeb18623df3117ebdec2ddc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UpdateOrganizationSettingsInput = {
  defaultNumberFormat?: NumberFormatInput | null | undefined;
  isLlmDataAccessAllowed?: boolean | null | undefined;
  modelOverrideId?: string | null | undefined;
};
export type NumberFormatInput = {
  locale: string;
  pattern: string;
};
export type UpdateOrganizationSettingsMutation$variables = {
  input: UpdateOrganizationSettingsInput;
};
export type UpdateOrganizationSettingsMutation$data = {
  readonly updateOrganizationSettings: {
    readonly __typename: "PermissionDeniedError";
    readonly message: string;
  } | {
    readonly __typename: "UpdateOrganizationSettingsSuccess";
    readonly settings: {
      readonly defaultNumberFormat: {
        readonly locale: string;
        readonly pattern: string;
      };
      readonly isLlmDataAccessAllowed: boolean;
      readonly modelOverrideId: string | null | undefined;
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
export type UpdateOrganizationSettingsMutation = {
  response: UpdateOrganizationSettingsMutation$data;
  variables: UpdateOrganizationSettingsMutation$variables;
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
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "updateOrganizationSettings",
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
            "concreteType": "OrganizationSettings",
            "kind": "LinkedField",
            "name": "settings",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "NumberFormat",
                "kind": "LinkedField",
                "name": "defaultNumberFormat",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "locale",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "pattern",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isLlmDataAccessAllowed",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "modelOverrideId",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "UpdateOrganizationSettingsSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v1/*:: as any*/),
        "type": "ValidationError",
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
    "name": "UpdateOrganizationSettingsMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UpdateOrganizationSettingsMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "61ce1a54a78df092aa7403f53eda7eef",
    "id": null,
    "metadata": {},
    "name": "UpdateOrganizationSettingsMutation",
    "operationKind": "mutation",
    "text": "mutation UpdateOrganizationSettingsMutation(\n  $input: UpdateOrganizationSettingsInput!\n) {\n  updateOrganizationSettings(input: $input) {\n    __typename\n    ... on UpdateOrganizationSettingsSuccess {\n      settings {\n        defaultNumberFormat {\n          locale\n          pattern\n        }\n        isLlmDataAccessAllowed\n        modelOverrideId\n      }\n    }\n    ... on ValidationError {\n      message\n    }\n    ... on PermissionDeniedError {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "305c62a54baa0a326d02ea4b4eac8e02";

export default node;
