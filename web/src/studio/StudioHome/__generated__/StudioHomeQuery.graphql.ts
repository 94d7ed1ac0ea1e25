/**
 * @generated SignedSource<<862568840a732ec3196126bc0777459a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UserType = "ADMIN" | "CREATOR" | "VIEWER" | "%future added value";
export type StudioHomeQuery$variables = {
  canUseStudio: boolean;
};
export type StudioHomeQuery$data = {
  readonly knowledgeGraphs?: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly isDemo: boolean;
        readonly " $fragmentSpreads": FragmentRefs<"KnowledgeGraphCard_knowledgeGraph">;
      };
    }>;
  };
  readonly viewer: {
    readonly organization?: {
      readonly " $fragmentSpreads": FragmentRefs<"QuotaAlerts_organization">;
    };
    readonly user: {
      readonly firstName: string;
      readonly type: UserType;
    };
  };
};
export type StudioHomeQuery = {
  response: StudioHomeQuery$data;
  variables: StudioHomeQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "canUseStudio"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "firstName",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v3 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 50
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isDemo",
  "storageKey": null
},
v6 = {
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
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "StudioHomeQuery",
    "selections": [
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
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "condition": "canUseStudio",
            "kind": "Condition",
            "passingValue": true,
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
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "QuotaAlerts_organization"
                  }
                ],
                "storageKey": null
              }
            ]
          }
        ],
        "storageKey": null
      },
      {
        "condition": "canUseStudio",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v3/*:: as any*/),
            "concreteType": "QueryKnowledgeGraphsConnection",
            "kind": "LinkedField",
            "name": "knowledgeGraphs",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "QueryKnowledgeGraphsConnectionEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "KnowledgeGraph",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v4/*:: as any*/),
                      (v5/*:: as any*/),
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "KnowledgeGraphCard_knowledgeGraph"
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "knowledgeGraphs(first:50)"
          }
        ]
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "StudioHomeQuery",
    "selections": [
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
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v4/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "condition": "canUseStudio",
            "kind": "Condition",
            "passingValue": true,
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
                      (v6/*:: as any*/),
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
                          (v6/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              }
            ]
          }
        ],
        "storageKey": null
      },
      {
        "condition": "canUseStudio",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v3/*:: as any*/),
            "concreteType": "QueryKnowledgeGraphsConnection",
            "kind": "LinkedField",
            "name": "knowledgeGraphs",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "QueryKnowledgeGraphsConnectionEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "KnowledgeGraph",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v4/*:: as any*/),
                      (v5/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "kgId",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "name",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "developmentKgForName",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "knowledgeGraphs(first:50)"
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "6cc4e3900903cc69579f4ffbfec58d09",
    "id": null,
    "metadata": {},
    "name": "StudioHomeQuery",
    "operationKind": "query",
    "text": "query StudioHomeQuery(\n  $canUseStudio: Boolean!\n) {\n  viewer {\n    user {\n      firstName\n      type\n      id\n    }\n    organization @include(if: $canUseStudio) {\n      ...QuotaAlerts_organization\n      id\n    }\n  }\n  knowledgeGraphs(first: 50) @include(if: $canUseStudio) {\n    edges {\n      node {\n        id\n        isDemo\n        ...KnowledgeGraphCard_knowledgeGraph\n      }\n    }\n  }\n}\n\nfragment KnowledgeGraphCard_knowledgeGraph on KnowledgeGraph {\n  kgId\n  name\n  developmentKgForName\n}\n\nfragment QuotaAlerts_organization on Organization {\n  plan {\n    isEnterprise\n    quantities {\n      knowledgeGraph {\n        total\n        used\n        remaining\n        isUnlimited\n      }\n    }\n    upcoming {\n      planName\n      startDate\n      quantities {\n        knowledgeGraph {\n          total\n          used\n          remaining\n          isUnlimited\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "cee3815718ccef67c41a57f8707d9079";

export default node;
