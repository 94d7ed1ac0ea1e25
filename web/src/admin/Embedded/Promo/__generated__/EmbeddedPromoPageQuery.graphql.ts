/**
 * @generated SignedSource<<9c1967da20304aa3fec58b62e1c414b7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type EmbeddedPromoPageQuery$variables = {
  withContact: boolean;
};
export type EmbeddedPromoPageQuery$data = {
  readonly appConfig: {
    readonly documentationUrl: string | null | undefined;
  };
  readonly billing?: {
    readonly contact: {
      readonly bookACallUrl: string | null | undefined;
      readonly supportEmail: string | null | undefined;
    };
  };
};
export type EmbeddedPromoPageQuery = {
  response: EmbeddedPromoPageQuery$data;
  variables: EmbeddedPromoPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "withContact"
  }
],
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "AppConfig",
    "kind": "LinkedField",
    "name": "appConfig",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "documentationUrl",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "condition": "withContact",
    "kind": "Condition",
    "passingValue": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Billing",
        "kind": "LinkedField",
        "name": "billing",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "BillingContact",
            "kind": "LinkedField",
            "name": "contact",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "supportEmail",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "bookACallUrl",
                "storageKey": null
              }
            ],
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
    "name": "EmbeddedPromoPageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "EmbeddedPromoPageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "4b5ac7fdaced5041277a4090e038957c",
    "id": null,
    "metadata": {},
    "name": "EmbeddedPromoPageQuery",
    "operationKind": "query",
    "text": "query EmbeddedPromoPageQuery(\n  $withContact: Boolean!\n) {\n  appConfig {\n    documentationUrl\n  }\n  billing @include(if: $withContact) {\n    contact {\n      supportEmail\n      bookACallUrl\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d3bf36bf43472ac7cc661e37250c3e07";

export default node;
