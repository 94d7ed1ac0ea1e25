/**
 * @generated SignedSource<<ee6f20339f0bdc7cac34f85143c6a45a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type QuotaBanner_plan$data = {
  readonly quantities: {
    readonly creator: {
      readonly isUnlimited: boolean;
      readonly remaining: number | null | undefined;
      readonly total: number | null | undefined;
    };
    readonly user: {
      readonly isUnlimited: boolean;
      readonly remaining: number | null | undefined;
      readonly total: number | null | undefined;
    };
    readonly viewer: {
      readonly isUnlimited: boolean;
      readonly remaining: number | null | undefined;
      readonly total: number | null | undefined;
    };
  };
  readonly upcoming: {
    readonly planName: string;
    readonly startDate: any;
  } | null | undefined;
  readonly " $fragmentType": "QuotaBanner_plan";
};
export type QuotaBanner_plan$key = {
  readonly " $data"?: QuotaBanner_plan$data;
  readonly " $fragmentSpreads": FragmentRefs<"QuotaBanner_plan">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "isUnlimited",
    "storageKey": null
  },
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
    "name": "remaining",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "QuotaBanner_plan",
  "selections": [
    {
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
          "name": "user",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Quota",
          "kind": "LinkedField",
          "name": "viewer",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Quota",
          "kind": "LinkedField",
          "name": "creator",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    },
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "OrganizationPlan",
  "abstractKey": null
};
})();

(node as any).hash = "d6effa1165fffa2919ab922733025b2e";

export default node;
