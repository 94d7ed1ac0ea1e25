/**
 * @generated SignedSource<<6688f0a56bdb854ca1fe4804927d0a35>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type loginPageLoaderQuery$variables = {
  organizationId?: string | null | undefined;
};
export type loginPageLoaderQuery$data = {
  readonly appConfig: {
    readonly brandColor: string;
  };
  readonly loginOptions: {
    readonly samlSignInUrl: string | null | undefined;
  };
};
export type loginPageLoaderQuery = {
  response: loginPageLoaderQuery$data;
  variables: loginPageLoaderQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "organizationId"
  }
],
v1 = [
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
  },
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "organizationId",
        "variableName": "organizationId"
      }
    ],
    "concreteType": "LoginOptions",
    "kind": "LinkedField",
    "name": "loginOptions",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "samlSignInUrl",
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
    "name": "loginPageLoaderQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "loginPageLoaderQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "122dedc37546c158add9af78d8ab38dc",
    "id": null,
    "metadata": {},
    "name": "loginPageLoaderQuery",
    "operationKind": "query",
    "text": "query loginPageLoaderQuery(\n  $organizationId: ID\n) {\n  appConfig {\n    brandColor\n  }\n  loginOptions(organizationId: $organizationId) {\n    samlSignInUrl\n  }\n}\n"
  }
};
})();

(node as any).hash = "1ead884b86779cfba9649d6e350f4793";

export default node;
