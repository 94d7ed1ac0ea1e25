/**
 * @generated SignedSource<<c12bcf48f78c08d0fbeca31e6f706f2e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type loginPageLoaderQuery$variables = Record<PropertyKey, never>;
export type loginPageLoaderQuery$data = {
  readonly appConfig: {
    readonly brandColor: string;
  };
};
export type loginPageLoaderQuery = {
  response: loginPageLoaderQuery$data;
  variables: loginPageLoaderQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
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
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "loginPageLoaderQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "loginPageLoaderQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "714c0c102299d27038d3218ae083c5d8",
    "id": null,
    "metadata": {},
    "name": "loginPageLoaderQuery",
    "operationKind": "query",
    "text": "query loginPageLoaderQuery {\n  appConfig {\n    brandColor\n  }\n}\n"
  }
};
})();

(node as any).hash = "f3b051a6c015826d4e2b5e9144fddc25";

export default node;
