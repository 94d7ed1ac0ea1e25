/**
 * @generated SignedSource<<3249bb0f2a3b5c60556a7cbc2737c6a2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type UserType = "ADMIN" | "CREATOR" | "VIEWER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type InvitationsGrid_invitations$data = ReadonlyArray<{
  readonly creationDate: any;
  readonly email: string;
  readonly expirationDate: any;
  readonly id: string;
  readonly isExpired: boolean;
  readonly tenant: {
    readonly name: string;
  } | null | undefined;
  readonly userType: UserType;
  readonly " $fragmentType": "InvitationsGrid_invitations";
}>;
export type InvitationsGrid_invitations$key = ReadonlyArray<{
  readonly " $data"?: InvitationsGrid_invitations$data;
  readonly " $fragmentSpreads": FragmentRefs<"InvitationsGrid_invitations">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "InvitationsGrid_invitations",
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
      "name": "email",
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
    {
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Invitation",
  "abstractKey": null
};

(node as any).hash = "c6993650821c01b3cc4fbd222332bbb6";

export default node;
