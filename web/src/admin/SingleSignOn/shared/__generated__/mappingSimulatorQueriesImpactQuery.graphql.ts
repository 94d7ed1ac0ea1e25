/**
 * @generated SignedSource<<69c961690bcf4a314e712156248d2b90>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UserType = "ADMIN" | "CREATOR" | "VIEWER" | "%future added value";
export type UserAttributeMappingsImpactInput = {
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
export type mappingSimulatorQueriesImpactQuery$variables = {
  input: UserAttributeMappingsImpactInput;
};
export type mappingSimulatorQueriesImpactQuery$data = {
  readonly userAttributeMappingsImpact: {
    readonly __typename: "FeatureNotOnPlanError";
    readonly message: string;
  } | {
    readonly __typename: "PermissionDeniedError";
    readonly message: string;
  } | {
    readonly __typename: "UserAttributeMappingsImpact";
    readonly changes: ReadonlyArray<{
      readonly gainedRoles: ReadonlyArray<{
        readonly id: string;
        readonly name: string;
      }>;
      readonly lostRoles: ReadonlyArray<{
        readonly id: string;
        readonly name: string;
      }>;
      readonly typeAfter: UserType;
      readonly typeBefore: UserType;
      readonly user: {
        readonly email: string;
        readonly firstName: string;
        readonly id: string;
        readonly lastName: string;
      };
    }>;
    readonly checkedUserCount: number;
    readonly usersWithoutAttributes: ReadonlyArray<{
      readonly email: string;
      readonly id: string;
    }>;
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
export type mappingSimulatorQueriesImpactQuery = {
  response: mappingSimulatorQueriesImpactQuery$data;
  variables: mappingSimulatorQueriesImpactQuery$variables;
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
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v3 = [
  (v1/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v5 = [
  (v4/*:: as any*/)
],
v6 = [
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
    "name": "userAttributeMappingsImpact",
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
            "name": "checkedUserCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "UserMappingChange",
            "kind": "LinkedField",
            "name": "changes",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "user",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "firstName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lastName",
                    "storageKey": null
                  },
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "typeBefore",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "typeAfter",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Role",
                "kind": "LinkedField",
                "name": "gainedRoles",
                "plural": true,
                "selections": (v3/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Role",
                "kind": "LinkedField",
                "name": "lostRoles",
                "plural": true,
                "selections": (v3/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "usersWithoutAttributes",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "UserAttributeMappingsImpact",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v4/*:: as any*/),
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
              (v4/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "ValidationError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v5/*:: as any*/),
        "type": "FeatureNotOnPlanError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v5/*:: as any*/),
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
    "name": "mappingSimulatorQueriesImpactQuery",
    "selections": (v6/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "mappingSimulatorQueriesImpactQuery",
    "selections": (v6/*:: as any*/)
  },
  "params": {
    "cacheID": "d426ccdc7ed2d26d9b2319d60c199735",
    "id": null,
    "metadata": {},
    "name": "mappingSimulatorQueriesImpactQuery",
    "operationKind": "query",
    "text": "query mappingSimulatorQueriesImpactQuery(\n  $input: UserAttributeMappingsImpactInput!\n) {\n  userAttributeMappingsImpact(input: $input) {\n    __typename\n    ... on UserAttributeMappingsImpact {\n      checkedUserCount\n      changes {\n        user {\n          id\n          firstName\n          lastName\n          email\n        }\n        typeBefore\n        typeAfter\n        gainedRoles {\n          id\n          name\n        }\n        lostRoles {\n          id\n          name\n        }\n      }\n      usersWithoutAttributes {\n        id\n        email\n      }\n    }\n    ... on ValidationError {\n      message\n      fieldErrors {\n        path\n        message\n      }\n    }\n    ... on FeatureNotOnPlanError {\n      message\n    }\n    ... on PermissionDeniedError {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "733f504d59d7c37f14cc986f4ad0a65f";

export default node;
