/**
 * @generated SignedSource<<858defd5855086c6bacd4629c3bc4a27>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type QuotaAlerts_organization$data = {
  readonly plan: {
    readonly isEnterprise: boolean;
    readonly quantities: {
      readonly knowledgeGraph: {
        readonly isUnlimited: boolean;
        readonly remaining: number | null | undefined;
        readonly total: number | null | undefined;
        readonly used: number;
      };
    };
    readonly upcoming: {
      readonly planName: string;
      readonly quantities: {
        readonly knowledgeGraph: {
          readonly isUnlimited: boolean;
          readonly remaining: number | null | undefined;
          readonly total: number | null | undefined;
          readonly used: number;
        };
      };
      readonly startDate: any;
    } | null | undefined;
  };
  readonly " $fragmentType": "QuotaAlerts_organization";
};
export type QuotaAlerts_organization$key = {
  readonly " $data"?: QuotaAlerts_organization$data;
  readonly " $fragmentSpreads": FragmentRefs<"QuotaAlerts_organization">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "concreteType": "PlanQuantities",
  "kind": "LinkedField",
  "name": "quantities",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Quota",
      "kind": "LinkedField",
      "name": "knowledgeGraph",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "total",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "used",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "remaining",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isUnlimited",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "QuotaAlerts_organization",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "OrganizationPlan",
      "kind": "LinkedField",
      "name": "plan",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isEnterprise",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "UpcomingPlanChange",
          "kind": "LinkedField",
          "name": "upcoming",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "planName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "startDate",
              "storageKey": null
            },
            (v0/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Organization",
  "abstractKey": null
};
})();

(node as any).hash = "f881cee2b0e5c9cba70124416f60ab9b";

export default node;
