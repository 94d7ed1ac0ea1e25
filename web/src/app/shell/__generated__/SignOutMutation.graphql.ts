/**
 * @generated SignedSource<<51ce4c08f85b7ab277e2ac80a4825198>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SignOutMutation$variables = Record<PropertyKey, never>;
export type SignOutMutation$data = {
  readonly signOut: {
    readonly __typename: string;
  };
};
export type SignOutMutation = {
  response: SignOutMutation$data;
  variables: SignOutMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "signOut",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
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
    "name": "SignOutMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SignOutMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "7a5b18d9532e36129d7f5056d19d8fa0",
    "id": null,
    "metadata": {},
    "name": "SignOutMutation",
    "operationKind": "mutation",
    "text": "mutation SignOutMutation {\n  signOut {\n    __typename\n  }\n}\n"
  }
};
})();

(node as any).hash = "86a79e9723a77a358798f1e71041d304";

export default node;
