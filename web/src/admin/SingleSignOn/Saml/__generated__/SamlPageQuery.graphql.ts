/**
 * @generated SignedSource<<e133b77a4643942d9c18e34d955488b1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UserType = "ADMIN" | "CREATOR" | "VIEWER" | "%future added value";
export type SamlPageQuery$variables = Record<PropertyKey, never>;
export type SamlPageQuery$data = {
  readonly roles: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly name: string;
      };
    }>;
  };
  readonly samlConfiguration: {
    readonly __typename: "SamlConfiguration";
    readonly idpMetadata: string;
    readonly isEnabled: boolean;
    readonly maxAuthenticationLifetime: number;
    readonly serviceProvider: {
      readonly acsUrl: string;
      readonly entityId: string;
      readonly metadataDownloadUrl: string;
    };
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
    readonly user: {
      readonly id: string;
      readonly type: UserType;
    };
  };
};
export type SamlPageQuery = {
  response: SamlPageQuery$data;
  variables: SamlPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
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
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "user",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "type",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Organization",
      "kind": "LinkedField",
      "name": "organization",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
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
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isEnabled",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "idpMetadata",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "maxAuthenticationLifetime",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "SamlServiceProvider",
  "kind": "LinkedField",
  "name": "serviceProvider",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "entityId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "acsUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "metadataDownloadUrl",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v7 = [
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
v8 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "AttributeMapping",
    "kind": "LinkedField",
    "name": "tenant",
    "plural": true,
    "selections": (v7/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "AttributeMapping",
    "kind": "LinkedField",
    "name": "type",
    "plural": true,
    "selections": (v7/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "AttributeMapping",
    "kind": "LinkedField",
    "name": "firstName",
    "plural": true,
    "selections": (v7/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "AttributeMapping",
    "kind": "LinkedField",
    "name": "lastName",
    "plural": true,
    "selections": (v7/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "AttributeMapping",
    "kind": "LinkedField",
    "name": "email",
    "plural": true,
    "selections": (v7/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "AttributeMapping",
    "kind": "LinkedField",
    "name": "language",
    "plural": true,
    "selections": (v7/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "AttributeMapping",
    "kind": "LinkedField",
    "name": "roles",
    "plural": true,
    "selections": (v7/*:: as any*/),
    "storageKey": null
  }
],
v9 = {
  "alias": null,
  "args": [
    {
      "kind": "Literal",
      "name": "first",
      "value": 100
    }
  ],
  "concreteType": "QueryRolesConnection",
  "kind": "LinkedField",
  "name": "roles",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "QueryRolesConnectionEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Role",
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": "roles(first:100)"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SamlPageQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": null,
        "kind": "LinkedField",
        "name": "samlConfiguration",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
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
                    "selections": (v8/*:: as any*/),
                    "args": null,
                    "argumentDefinitions": []
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "SamlConfiguration",
            "abstractKey": null
          }
        ],
        "storageKey": null
      },
      (v9/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SamlPageQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": null,
        "kind": "LinkedField",
        "name": "samlConfiguration",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "UserAttributeMappings",
                "kind": "LinkedField",
                "name": "userAttributeMappings",
                "plural": false,
                "selections": (v8/*:: as any*/),
                "storageKey": null
              }
            ],
            "type": "SamlConfiguration",
            "abstractKey": null
          }
        ],
        "storageKey": null
      },
      (v9/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "fcd73557706f2bf3ef2a0f433dbba5db",
    "id": null,
    "metadata": {},
    "name": "SamlPageQuery",
    "operationKind": "query",
    "text": "query SamlPageQuery {\n  viewer {\n    user {\n      id\n      type\n    }\n    organization {\n      id\n      usesTenants\n    }\n  }\n  samlConfiguration {\n    __typename\n    ... on SamlConfiguration {\n      isEnabled\n      idpMetadata\n      maxAuthenticationLifetime\n      serviceProvider {\n        entityId\n        acsUrl\n        metadataDownloadUrl\n      }\n      userAttributeMappings {\n        ...storedMappings_userAttributeMappings\n      }\n    }\n  }\n  roles(first: 100) {\n    edges {\n      node {\n        id\n        name\n      }\n    }\n  }\n}\n\nfragment storedMappings_userAttributeMappings on UserAttributeMappings {\n  tenant {\n    value\n    condition\n    description\n  }\n  type {\n    value\n    condition\n    description\n  }\n  firstName {\n    value\n    condition\n    description\n  }\n  lastName {\n    value\n    condition\n    description\n  }\n  email {\n    value\n    condition\n    description\n  }\n  language {\n    value\n    condition\n    description\n  }\n  roles {\n    value\n    condition\n    description\n  }\n}\n"
  }
};
})();

(node as any).hash = "4ca4d95581f681156e60daf7dd7e9def";

export default node;
