/**
 * @generated SignedSource<<4851a937afac5838ddd562379d646ba3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type MappingSimulationSource = "JSON" | "JWT" | "SAML_ASSERTION" | "%future added value";
export type UserType = "ADMIN" | "CREATOR" | "VIEWER" | "%future added value";
export type SimulateUserAttributeMappingsInput = {
  source: MappingSimulationSource;
  text: string;
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
export type mappingSimulatorQueriesSimulateQuery$variables = {
  input: SimulateUserAttributeMappingsInput;
};
export type mappingSimulatorQueriesSimulateQuery$data = {
  readonly simulateUserAttributeMappings: {
    readonly __typename: "FeatureNotOnPlanError";
    readonly message: string;
  } | {
    readonly __typename: "MappingSimulation";
    readonly attributes: ReadonlyArray<{
      readonly name: string;
      readonly values: ReadonlyArray<string>;
    }>;
    readonly email: {
      readonly mappingIndex: number | null | undefined;
      readonly value: string | null | undefined;
    };
    readonly firstName: {
      readonly mappingIndex: number | null | undefined;
      readonly value: string | null | undefined;
    };
    readonly language: {
      readonly mappingIndex: number | null | undefined;
      readonly value: string | null | undefined;
    };
    readonly lastName: {
      readonly mappingIndex: number | null | undefined;
      readonly value: string | null | undefined;
    };
    readonly roles: ReadonlyArray<{
      readonly mappingIndex: number;
      readonly name: string;
      readonly role: {
        readonly id: string;
        readonly name: string;
      } | null | undefined;
    }>;
    readonly subject: string | null | undefined;
    readonly tenant: {
      readonly externalId: string | null | undefined;
      readonly mappingIndex: number | null | undefined;
      readonly tenant: {
        readonly id: string;
        readonly name: string;
      } | null | undefined;
    };
    readonly type: {
      readonly mappingIndex: number | null | undefined;
      readonly value: UserType;
    };
    readonly warnings: ReadonlyArray<{
      readonly attribute: string;
      readonly index: number;
      readonly message: string;
    }>;
  } | {
    readonly __typename: "PermissionDeniedError";
    readonly message: string;
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
export type mappingSimulatorQueriesSimulateQuery = {
  response: mappingSimulatorQueriesSimulateQuery$data;
  variables: mappingSimulatorQueriesSimulateQuery$variables;
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
  "name": "mappingIndex",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "value",
    "storageKey": null
  },
  (v1/*:: as any*/)
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "id",
    "storageKey": null
  },
  (v3/*:: as any*/)
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v6 = [
  (v5/*:: as any*/)
],
v7 = [
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
    "name": "simulateUserAttributeMappings",
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
            "name": "subject",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "MappedUserType",
            "kind": "LinkedField",
            "name": "type",
            "plural": false,
            "selections": (v2/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "MappedText",
            "kind": "LinkedField",
            "name": "firstName",
            "plural": false,
            "selections": (v2/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "MappedText",
            "kind": "LinkedField",
            "name": "lastName",
            "plural": false,
            "selections": (v2/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "MappedText",
            "kind": "LinkedField",
            "name": "email",
            "plural": false,
            "selections": (v2/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "MappedText",
            "kind": "LinkedField",
            "name": "language",
            "plural": false,
            "selections": (v2/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "MappedTenant",
            "kind": "LinkedField",
            "name": "tenant",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "externalId",
                "storageKey": null
              },
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Tenant",
                "kind": "LinkedField",
                "name": "tenant",
                "plural": false,
                "selections": (v4/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "MappedRole",
            "kind": "LinkedField",
            "name": "roles",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Role",
                "kind": "LinkedField",
                "name": "role",
                "plural": false,
                "selections": (v4/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "MappingWarning",
            "kind": "LinkedField",
            "name": "warnings",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "attribute",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "index",
                "storageKey": null
              },
              (v5/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "IncomingAttribute",
            "kind": "LinkedField",
            "name": "attributes",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "values",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MappingSimulation",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v5/*:: as any*/),
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
              (v5/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "ValidationError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v6/*:: as any*/),
        "type": "FeatureNotOnPlanError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v6/*:: as any*/),
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
    "name": "mappingSimulatorQueriesSimulateQuery",
    "selections": (v7/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "mappingSimulatorQueriesSimulateQuery",
    "selections": (v7/*:: as any*/)
  },
  "params": {
    "cacheID": "2aa0566ab89a2d32b3cdf23d2b2fa3d8",
    "id": null,
    "metadata": {},
    "name": "mappingSimulatorQueriesSimulateQuery",
    "operationKind": "query",
    "text": "query mappingSimulatorQueriesSimulateQuery(\n  $input: SimulateUserAttributeMappingsInput!\n) {\n  simulateUserAttributeMappings(input: $input) {\n    __typename\n    ... on MappingSimulation {\n      subject\n      type {\n        value\n        mappingIndex\n      }\n      firstName {\n        value\n        mappingIndex\n      }\n      lastName {\n        value\n        mappingIndex\n      }\n      email {\n        value\n        mappingIndex\n      }\n      language {\n        value\n        mappingIndex\n      }\n      tenant {\n        externalId\n        mappingIndex\n        tenant {\n          id\n          name\n        }\n      }\n      roles {\n        name\n        mappingIndex\n        role {\n          id\n          name\n        }\n      }\n      warnings {\n        attribute\n        index\n        message\n      }\n      attributes {\n        name\n        values\n      }\n    }\n    ... on ValidationError {\n      message\n      fieldErrors {\n        path\n        message\n      }\n    }\n    ... on FeatureNotOnPlanError {\n      message\n    }\n    ... on PermissionDeniedError {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0663d9423381a9f640084094679696ce";

export default node;
