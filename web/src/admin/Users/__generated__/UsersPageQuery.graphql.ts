/**
 * @generated SignedSource<<6bbdcd947d556254dce2a2368d8883e7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UserType = "ADMIN" | "CREATOR" | "VIEWER" | "%future added value";
export type UsersPageQuery$variables = Record<PropertyKey, never>;
export type UsersPageQuery$data = {
  readonly viewer: {
    readonly organization: {
      readonly id: string;
      readonly isSingleSignOnEnabled: boolean;
      readonly plan: {
        readonly quantities: {
          readonly creator: {
            readonly isUnlimited: boolean;
            readonly remaining: number | null | undefined;
          };
          readonly user: {
            readonly isUnlimited: boolean;
            readonly remaining: number | null | undefined;
          };
          readonly viewer: {
            readonly isUnlimited: boolean;
            readonly remaining: number | null | undefined;
          };
        };
        readonly upcoming: {
          readonly planName: string;
          readonly quantities: {
            readonly creator: {
              readonly isUnlimited: boolean;
              readonly remaining: number | null | undefined;
            };
            readonly user: {
              readonly isUnlimited: boolean;
              readonly remaining: number | null | undefined;
            };
            readonly viewer: {
              readonly isUnlimited: boolean;
              readonly remaining: number | null | undefined;
            };
          };
          readonly startDate: any;
        } | null | undefined;
        readonly " $fragmentSpreads": FragmentRefs<"QuotaBanner_plan">;
      };
      readonly usesTenants: boolean;
    };
    readonly user: {
      readonly id: string;
      readonly type: UserType;
    };
  };
  readonly " $fragmentSpreads": FragmentRefs<"UsersTabs_invitations" | "UsersTabs_users">;
};
export type UsersPageQuery = {
  response: UsersPageQuery$data;
  variables: UsersPageQuery$variables;
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
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "user",
  "plural": false,
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/)
  ],
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "usesTenants",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isSingleSignOnEnabled",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isUnlimited",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "remaining",
  "storageKey": null
},
v7 = [
  (v5/*:: as any*/),
  (v6/*:: as any*/)
],
v8 = {
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
      "selections": (v7/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Quota",
      "kind": "LinkedField",
      "name": "viewer",
      "plural": false,
      "selections": (v7/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Quota",
      "kind": "LinkedField",
      "name": "creator",
      "plural": false,
      "selections": (v7/*:: as any*/),
      "storageKey": null
    }
  ],
  "storageKey": null
},
v9 = {
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
    (v8/*:: as any*/)
  ],
  "storageKey": null
},
v10 = [
  (v5/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "total",
    "storageKey": null
  },
  (v6/*:: as any*/)
],
v11 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 20
  }
],
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "concreteType": "Tenant",
  "kind": "LinkedField",
  "name": "tenant",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    (v0/*:: as any*/)
  ],
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "concreteType": "PageInfo",
  "kind": "LinkedField",
  "name": "pageInfo",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endCursor",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasNextPage",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v18 = {
  "kind": "ClientExtension",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "__id",
      "storageKey": null
    }
  ]
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "UsersPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Organization",
            "kind": "LinkedField",
            "name": "organization",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "OrganizationPlan",
                "kind": "LinkedField",
                "name": "plan",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "QuotaBanner_plan"
                  },
                  (v8/*:: as any*/),
                  (v9/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "UsersTabs_users"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "UsersTabs_invitations"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "UsersPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Organization",
            "kind": "LinkedField",
            "name": "organization",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
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
                        "selections": (v10/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Quota",
                        "kind": "LinkedField",
                        "name": "viewer",
                        "plural": false,
                        "selections": (v10/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Quota",
                        "kind": "LinkedField",
                        "name": "creator",
                        "plural": false,
                        "selections": (v10/*:: as any*/),
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  (v9/*:: as any*/)
                ],
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
        "args": (v11/*:: as any*/),
        "concreteType": "QueryUsersConnection",
        "kind": "LinkedField",
        "name": "users",
        "plural": false,
        "selections": [
          (v12/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryUsersConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v0/*:: as any*/),
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
                  (v13/*:: as any*/),
                  (v1/*:: as any*/),
                  (v14/*:: as any*/),
                  (v15/*:: as any*/)
                ],
                "storageKey": null
              },
              (v16/*:: as any*/)
            ],
            "storageKey": null
          },
          (v17/*:: as any*/),
          (v18/*:: as any*/)
        ],
        "storageKey": "users(first:20)"
      },
      {
        "alias": null,
        "args": (v11/*:: as any*/),
        "filters": null,
        "handle": "connection",
        "key": "UsersTabs_users",
        "kind": "LinkedHandle",
        "name": "users"
      },
      {
        "alias": null,
        "args": (v11/*:: as any*/),
        "concreteType": "QueryInvitationsConnection",
        "kind": "LinkedField",
        "name": "invitations",
        "plural": false,
        "selections": [
          (v12/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryInvitationsConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Invitation",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v0/*:: as any*/),
                  (v13/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "userType",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "creationDate",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "expirationDate",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isExpired",
                    "storageKey": null
                  },
                  (v14/*:: as any*/),
                  (v15/*:: as any*/)
                ],
                "storageKey": null
              },
              (v16/*:: as any*/)
            ],
            "storageKey": null
          },
          (v17/*:: as any*/),
          (v18/*:: as any*/)
        ],
        "storageKey": "invitations(first:20)"
      },
      {
        "alias": null,
        "args": (v11/*:: as any*/),
        "filters": null,
        "handle": "connection",
        "key": "UsersTabs_invitations",
        "kind": "LinkedHandle",
        "name": "invitations"
      }
    ]
  },
  "params": {
    "cacheID": "7824243fce7773e8d5c94b0103697655",
    "id": null,
    "metadata": {},
    "name": "UsersPageQuery",
    "operationKind": "query",
    "text": "query UsersPageQuery {\n  viewer {\n    user {\n      id\n      type\n    }\n    organization {\n      id\n      usesTenants\n      isSingleSignOnEnabled\n      plan {\n        ...QuotaBanner_plan\n        quantities {\n          user {\n            isUnlimited\n            remaining\n          }\n          viewer {\n            isUnlimited\n            remaining\n          }\n          creator {\n            isUnlimited\n            remaining\n          }\n        }\n        upcoming {\n          planName\n          startDate\n          quantities {\n            user {\n              isUnlimited\n              remaining\n            }\n            viewer {\n              isUnlimited\n              remaining\n            }\n            creator {\n              isUnlimited\n              remaining\n            }\n          }\n        }\n      }\n    }\n  }\n  ...UsersTabs_users\n  ...UsersTabs_invitations\n}\n\nfragment InvitationsGrid_invitations on Invitation {\n  id\n  email\n  userType\n  creationDate\n  expirationDate\n  isExpired\n  tenant {\n    name\n    id\n  }\n}\n\nfragment QuotaBanner_plan on OrganizationPlan {\n  quantities {\n    user {\n      isUnlimited\n      total\n      remaining\n    }\n    viewer {\n      isUnlimited\n      total\n      remaining\n    }\n    creator {\n      isUnlimited\n      total\n      remaining\n    }\n  }\n  upcoming {\n    planName\n    startDate\n  }\n}\n\nfragment UsersGrid_users on User {\n  id\n  firstName\n  lastName\n  email\n  type\n  tenant {\n    name\n    id\n  }\n}\n\nfragment UsersTabs_invitations on Query {\n  invitations(first: 20) {\n    totalCount\n    edges {\n      node {\n        id\n        ...InvitationsGrid_invitations\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment UsersTabs_users on Query {\n  users(first: 20) {\n    totalCount\n    edges {\n      node {\n        id\n        ...UsersGrid_users\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f6459ce7b3166db6404de00f9c7977b6";

export default node;
