/**
 * @generated SignedSource<<80bd9db1e741a4061ab8a32e72619ba8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AcceptInvitationPageQuery$variables = {
  token: string;
};
export type AcceptInvitationPageQuery$data = {
  readonly appConfig: {
    readonly brandColor: string;
  };
  readonly invitationByToken: {
    readonly " $fragmentSpreads": FragmentRefs<"AcceptInvitationForm_invitation">;
  } | null | undefined;
};
export type AcceptInvitationPageQuery = {
  response: AcceptInvitationPageQuery$data;
  variables: AcceptInvitationPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "token"
  }
],
v1 = {
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
      "name": "brandColor",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v2 = [
  {
    "kind": "Variable",
    "name": "token",
    "variableName": "token"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AcceptInvitationPageQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "InvitationPreview",
        "kind": "LinkedField",
        "name": "invitationByToken",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AcceptInvitationForm_invitation"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AcceptInvitationPageQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "InvitationPreview",
        "kind": "LinkedField",
        "name": "invitationByToken",
        "plural": false,
        "selections": [
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
            "name": "organizationName",
            "storageKey": null
          },
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
            "name": "expirationDate",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "7c568a103b22f6fc5f935e682bfb54bb",
    "id": null,
    "metadata": {},
    "name": "AcceptInvitationPageQuery",
    "operationKind": "query",
    "text": "query AcceptInvitationPageQuery(\n  $token: String!\n) {\n  appConfig {\n    brandColor\n  }\n  invitationByToken(token: $token) {\n    ...AcceptInvitationForm_invitation\n  }\n}\n\nfragment AcceptInvitationForm_invitation on InvitationPreview {\n  email\n  organizationName\n  userType\n  expirationDate\n}\n"
  }
};
})();

(node as any).hash = "46283b9d67629a4b50346dce007d9acc";

export default node;
