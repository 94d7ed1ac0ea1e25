/**
 * @generated SignedSource<<a3fffd879f2d8145ead84dc062c79200>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type BillingPageQuery$variables = Record<PropertyKey, never>;
export type BillingPageQuery$data = {
  readonly billing: {
    readonly contact: {
      readonly bookACallUrl: string | null | undefined;
      readonly pricingUrl: string | null | undefined;
      readonly supportEmail: string | null | undefined;
    };
  };
};
export type BillingPageQuery = {
  response: BillingPageQuery$data;
  variables: BillingPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "pricingUrl",
            "storageKey": null
          }
        ],
        "storageKey": null
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
    "name": "BillingPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "BillingPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "a72b99f78f25d0eb147a21152e832716",
    "id": null,
    "metadata": {},
    "name": "BillingPageQuery",
    "operationKind": "query",
    "text": "query BillingPageQuery {\n  billing {\n    contact {\n      supportEmail\n      bookACallUrl\n      pricingUrl\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a250252f38040fb7341e5824365b0a76";

export default node;
