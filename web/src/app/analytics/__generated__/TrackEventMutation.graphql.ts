/**
 * @generated SignedSource<<3dff0023a31e652adfd56bb59183b265>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AnalyticsEventName = "BOARD_TRANSFER_COMPLETED" | "BOARD_TRANSFER_ERRORED" | "BOARD_TRANSFER_FAILED" | "KNOWLEDGE_GRAPH_OPENED" | "PAGE_VIEWED" | "%future added value";
export type TrackEventInput = {
  name: AnalyticsEventName;
  properties?: any | null | undefined;
};
export type TrackEventMutation$variables = {
  input: TrackEventInput;
};
export type TrackEventMutation$data = {
  readonly trackEvent: {
    readonly __typename: string;
  };
};
export type TrackEventMutation = {
  response: TrackEventMutation$data;
  variables: TrackEventMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "trackEvent",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "TrackEventMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TrackEventMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "9a788ce0d2d7e8d4044a08537be70744",
    "id": null,
    "metadata": {},
    "name": "TrackEventMutation",
    "operationKind": "mutation",
    "text": "mutation TrackEventMutation(\n  $input: TrackEventInput!\n) {\n  trackEvent(input: $input) {\n    __typename\n  }\n}\n"
  }
};
})();

(node as any).hash = "e2a9d7d37a383c12a2f0de15b8f6a603";

export default node;
