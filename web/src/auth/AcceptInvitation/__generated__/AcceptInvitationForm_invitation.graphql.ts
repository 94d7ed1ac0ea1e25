/**
 * @generated SignedSource<<41d51874334850f523060e1d8325ca3b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type UserType = "ADMIN" | "CREATOR" | "VIEWER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AcceptInvitationForm_invitation$data = {
  readonly email: string;
  readonly expirationDate: any;
  readonly organizationName: string;
  readonly userType: UserType;
  readonly " $fragmentType": "AcceptInvitationForm_invitation";
};
export type AcceptInvitationForm_invitation$key = {
  readonly " $data"?: AcceptInvitationForm_invitation$data;
  readonly " $fragmentSpreads": FragmentRefs<"AcceptInvitationForm_invitation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AcceptInvitationForm_invitation",
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
  "type": "InvitationPreview",
  "abstractKey": null
};

(node as any).hash = "c9492c79d6530e6098ec9b0da295b2e6";

export default node;
