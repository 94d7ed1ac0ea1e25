/**
 * @generated SignedSource<<21e453b2470e3854f6830cbfa4464509>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SettingsPageQuery$variables = {
  isAdmin: boolean;
};
export type SettingsPageQuery$data = {
  readonly modelOptions?: ReadonlyArray<{
    readonly id: string;
    readonly isDefault: boolean;
    readonly name: string;
  }>;
  readonly numberFormats: ReadonlyArray<{
    readonly isGroupingUsed: boolean;
    readonly locale: string;
    readonly maximumFractionDigits: number;
    readonly minimumFractionDigits: number;
    readonly minimumIntegerDigits: number;
    readonly pattern: string;
  }>;
  readonly organizationSettings: {
    readonly defaultNumberFormat: {
      readonly locale: string;
      readonly pattern: string;
    };
    readonly isLlmDataAccessAllowed: boolean;
    readonly modelOverrideId: string | null | undefined;
  };
};
export type SettingsPageQuery = {
  response: SettingsPageQuery$data;
  variables: SettingsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "isAdmin"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "locale",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "pattern",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "OrganizationSettings",
    "kind": "LinkedField",
    "name": "organizationSettings",
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
          (v1/*:: as any*/),
          (v2/*:: as any*/)
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
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "NumberFormat",
    "kind": "LinkedField",
    "name": "numberFormats",
    "plural": true,
    "selections": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "minimumIntegerDigits",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "minimumFractionDigits",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "maximumFractionDigits",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isGroupingUsed",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "condition": "isAdmin",
    "kind": "Condition",
    "passingValue": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ModelOption",
        "kind": "LinkedField",
        "name": "modelOptions",
        "plural": true,
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
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isDefault",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SettingsPageQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SettingsPageQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "87a82f1650b89f97cbd78334692c41b2",
    "id": null,
    "metadata": {},
    "name": "SettingsPageQuery",
    "operationKind": "query",
    "text": "query SettingsPageQuery(\n  $isAdmin: Boolean!\n) {\n  organizationSettings {\n    defaultNumberFormat {\n      locale\n      pattern\n    }\n    isLlmDataAccessAllowed\n    modelOverrideId\n  }\n  numberFormats {\n    locale\n    pattern\n    minimumIntegerDigits\n    minimumFractionDigits\n    maximumFractionDigits\n    isGroupingUsed\n  }\n  modelOptions @include(if: $isAdmin) {\n    id\n    name\n    isDefault\n  }\n}\n"
  }
};
})();

(node as any).hash = "f6599ab089abef26698eb65433440468";

export default node;
