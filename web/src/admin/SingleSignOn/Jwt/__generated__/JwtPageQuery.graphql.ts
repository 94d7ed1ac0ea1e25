/**
 * @generated SignedSource<<de6239c866bfe0fe9f36624634e1abad>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
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
      readonly email: ReadonlyArray<{
        readonly condition: string | null | undefined;
        readonly description: string | null | undefined;
        readonly value: string | null | undefined;
      }>;
      readonly firstName: ReadonlyArray<{
        readonly condition: string | null | undefined;
        readonly description: string | null | undefined;
        readonly value: string | null | undefined;
      }>;
      readonly language: ReadonlyArray<{
        readonly condition: string | null | undefined;
        readonly description: string | null | undefined;
        readonly value: string | null | undefined;
      }>;
      readonly lastName: ReadonlyArray<{
        readonly condition: string | null | undefined;
        readonly description: string | null | undefined;
        readonly value: string | null | undefined;
      }>;
      readonly roles: ReadonlyArray<{
        readonly condition: string | null | undefined;
        readonly description: string | null | undefined;
        readonly value: string | null | undefined;
      }>;
      readonly tenant: ReadonlyArray<{
        readonly condition: string | null | undefined;
        readonly description: string | null | undefined;
        readonly value: string | null | undefined;
      }>;
      readonly type: ReadonlyArray<{
        readonly condition: string | null | undefined;
        readonly description: string | null | undefined;
        readonly value: string | null | undefined;
      }>;
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
var v0 = [
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
v1 = [
  {
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
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "jwtConfiguration",
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
            "name": "defaultParameterName",
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "signInUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "UserAttributeMappings",
            "kind": "LinkedField",
            "name": "userAttributeMappings",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "AttributeMapping",
                "kind": "LinkedField",
                "name": "tenant",
                "plural": true,
                "selections": (v0/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "AttributeMapping",
                "kind": "LinkedField",
                "name": "type",
                "plural": true,
                "selections": (v0/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "AttributeMapping",
                "kind": "LinkedField",
                "name": "firstName",
                "plural": true,
                "selections": (v0/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "AttributeMapping",
                "kind": "LinkedField",
                "name": "lastName",
                "plural": true,
                "selections": (v0/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "AttributeMapping",
                "kind": "LinkedField",
                "name": "email",
                "plural": true,
                "selections": (v0/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "AttributeMapping",
                "kind": "LinkedField",
                "name": "language",
                "plural": true,
                "selections": (v0/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "AttributeMapping",
                "kind": "LinkedField",
                "name": "roles",
                "plural": true,
                "selections": (v0/*:: as any*/),
                "storageKey": null
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
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "JwtPageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "JwtPageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "28cc0d40c462613f4547b4566e5eebe2",
    "id": null,
    "metadata": {},
    "name": "JwtPageQuery",
    "operationKind": "query",
    "text": "query JwtPageQuery {\n  viewer {\n    organization {\n      id\n      usesTenants\n    }\n  }\n  jwtConfiguration {\n    __typename\n    ... on JwtConfiguration {\n      isEnabled\n      parameterMode\n      parameterName\n      defaultParameterName\n      publicKey\n      jwksUrl\n      signInUrl\n      userAttributeMappings {\n        tenant {\n          value\n          condition\n          description\n        }\n        type {\n          value\n          condition\n          description\n        }\n        firstName {\n          value\n          condition\n          description\n        }\n        lastName {\n          value\n          condition\n          description\n        }\n        email {\n          value\n          condition\n          description\n        }\n        language {\n          value\n          condition\n          description\n        }\n        roles {\n          value\n          condition\n          description\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "eb5d5a3491e33571e8b2ee232de6882c";

export default node;
