/**
 * @generated SignedSource<<9910ffab78a2c951ca983dfdb832459e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type JwtParameterMode = "COOKIE" | "URL" | "%future added value";
export type JwtPageQuery$variables = Record<PropertyKey, never>;
export type JwtPageQuery$data = {
  readonly jwtConfiguration: {
    readonly __typename: "JwtConfiguration";
    readonly defaultParameterName: string;
    readonly isEnabled: boolean;
    readonly jwksUrl: string | null | undefined;
    readonly parameterMode: JwtParameterMode;
    readonly parameterName: string | null | undefined;
    readonly publicKey: string | null | undefined;
    readonly signInUrl: string;
    readonly userAttributeMappings: {
      readonly " $fragmentSpreads": FragmentRefs<"storedMappings_userAttributeMappings">;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
  readonly viewer: {
    readonly organization: {
      readonly id: string;
      readonly usesTenants: boolean;
    };
  };
};
export type JwtPageQuery = {
  response: JwtPageQuery$data;
  variables: JwtPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "concreteType": "Viewer",
  "kind": "LinkedField",
  "name": "viewer",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Organization",
      "kind": "LinkedField",
      "name": "organization",
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
          "name": "usesTenants",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isEnabled",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "parameterMode",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "parameterName",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "defaultParameterName",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "publicKey",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "jwksUrl",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "signInUrl",
  "storageKey": null
},
v9 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "value",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "condition",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "description",
    "storageKey": null
  }
],
v10 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "AttributeMapping",
    "kind": "LinkedField",
    "name": "tenant",
    "plural": true,
    "selections": (v9/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "AttributeMapping",
    "kind": "LinkedField",
    "name": "type",
    "plural": true,
    "selections": (v9/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "AttributeMapping",
    "kind": "LinkedField",
    "name": "firstName",
    "plural": true,
    "selections": (v9/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "AttributeMapping",
    "kind": "LinkedField",
    "name": "lastName",
    "plural": true,
    "selections": (v9/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "AttributeMapping",
    "kind": "LinkedField",
    "name": "email",
    "plural": true,
    "selections": (v9/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "AttributeMapping",
    "kind": "LinkedField",
    "name": "language",
    "plural": true,
    "selections": (v9/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "AttributeMapping",
    "kind": "LinkedField",
    "name": "roles",
    "plural": true,
    "selections": (v9/*:: as any*/),
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "JwtPageQuery",
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": null,
        "kind": "LinkedField",
        "name": "jwtConfiguration",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "UserAttributeMappings",
                "kind": "LinkedField",
                "name": "userAttributeMappings",
                "plural": false,
                "selections": [
                  {
                    "kind": "InlineDataFragmentSpread",
                    "name": "storedMappings_userAttributeMappings",
                    "selections": (v10/*:: as any*/),
                    "args": null,
                    "argumentDefinitions": []
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "JwtConfiguration",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "JwtPageQuery",
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": null,
        "kind": "LinkedField",
        "name": "jwtConfiguration",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "UserAttributeMappings",
                "kind": "LinkedField",
                "name": "userAttributeMappings",
                "plural": false,
                "selections": (v10/*:: as any*/),
                "storageKey": null
              }
            ],
            "type": "JwtConfiguration",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "a65de67ac692e76cfca50a7c98e2d950",
    "id": null,
    "metadata": {},
    "name": "JwtPageQuery",
    "operationKind": "query",
    "text": "query JwtPageQuery {\n  viewer {\n    organization {\n      id\n      usesTenants\n    }\n  }\n  jwtConfiguration {\n    __typename\n    ... on JwtConfiguration {\n      isEnabled\n      parameterMode\n      parameterName\n      defaultParameterName\n      publicKey\n      jwksUrl\n      signInUrl\n      userAttributeMappings {\n        ...storedMappings_userAttributeMappings\n      }\n    }\n  }\n}\n\nfragment storedMappings_userAttributeMappings on UserAttributeMappings {\n  tenant {\n    value\n    condition\n    description\n  }\n  type {\n    value\n    condition\n    description\n  }\n  firstName {\n    value\n    condition\n    description\n  }\n  lastName {\n    value\n    condition\n    description\n  }\n  email {\n    value\n    condition\n    description\n  }\n  language {\n    value\n    condition\n    description\n  }\n  roles {\n    value\n    condition\n    description\n  }\n}\n"
  }
};
})();

(node as any).hash = "5a2fb5734f8b35fbbb9ef2b0611dece3";

export default node;
