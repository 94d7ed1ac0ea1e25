/**
 * @generated SignedSource<<de5bbbf30954c2de4ce757b1030cb12c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UserType = "ADMIN" | "CREATOR" | "VIEWER" | "%future added value";
export type SamlTestResultQuery$variables = {
  id: string;
};
export type SamlTestResultQuery$data = {
  readonly samlTestResult: {
    readonly __typename: "SamlTest";
    readonly id: string;
    readonly result: {
      readonly attributes: ReadonlyArray<{
        readonly name: string;
        readonly values: ReadonlyArray<string>;
      }>;
      readonly errorMessage: string | null | undefined;
      readonly tenant: {
        readonly externalId: string;
        readonly name: string | null | undefined;
      } | null | undefined;
      readonly user: {
        readonly email: string | null | undefined;
        readonly firstName: string;
        readonly languageId: string;
        readonly lastName: string;
        readonly providerKey: string;
        readonly roleIds: ReadonlyArray<string>;
        readonly type: UserType;
      } | null | undefined;
    } | null | undefined;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type SamlTestResultQuery = {
  response: SamlTestResultQuery$data;
  variables: SamlTestResultQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "samlTestResult",
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
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "SamlTestResult",
            "kind": "LinkedField",
            "name": "result",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "errorMessage",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "SamlTestUser",
                "kind": "LinkedField",
                "name": "user",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "providerKey",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "type",
                    "storageKey": null
                  },
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
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "email",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "languageId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "roleIds",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "SamlTestTenant",
                "kind": "LinkedField",
                "name": "tenant",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "externalId",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "SamlAttribute",
                "kind": "LinkedField",
                "name": "attributes",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/),
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
            "storageKey": null
          }
        ],
        "type": "SamlTest",
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
    "name": "SamlTestResultQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SamlTestResultQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "64524fb3657093a8d22c50e01510670d",
    "id": null,
    "metadata": {},
    "name": "SamlTestResultQuery",
    "operationKind": "query",
    "text": "query SamlTestResultQuery(\n  $id: ID!\n) {\n  samlTestResult(id: $id) {\n    __typename\n    ... on SamlTest {\n      id\n      result {\n        errorMessage\n        user {\n          providerKey\n          type\n          firstName\n          lastName\n          email\n          languageId\n          roleIds\n        }\n        tenant {\n          name\n          externalId\n        }\n        attributes {\n          name\n          values\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f6b067c428cedb04febacc3e8fa2d331";

export default node;
