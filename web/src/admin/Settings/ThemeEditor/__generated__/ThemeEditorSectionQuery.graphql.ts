/**
 * @generated SignedSource<<deafbe1968eb6b24b03a94bfee19a6d3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ThemeEditorSectionQuery$variables = Record<PropertyKey, never>;
export type ThemeEditorSectionQuery$data = {
  readonly theme: {
    readonly " $fragmentSpreads": FragmentRefs<"themeDraft_theme">;
  };
};
export type ThemeEditorSectionQuery = {
  response: ThemeEditorSectionQuery$data;
  variables: ThemeEditorSectionQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "dataUrl",
    "storageKey": null
  }
],
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "isCustom",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "primary",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "secondary",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "followUp",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "chatIconBackground",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "headerLogoBackground",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "accent",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "accentLight",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "font",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "fontLight",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "secondaryLight",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "maxLogoHeight",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "chartColors",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "defaultChartColors",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "ThemeLogo",
    "kind": "LinkedField",
    "name": "logoFull",
    "plural": false,
    "selections": (v0/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "ThemeLogo",
    "kind": "LinkedField",
    "name": "logoShort",
    "plural": false,
    "selections": (v0/*:: as any*/),
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ThemeEditorSectionQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Theme",
        "kind": "LinkedField",
        "name": "theme",
        "plural": false,
        "selections": [
          {
            "kind": "InlineDataFragmentSpread",
            "name": "themeDraft_theme",
            "selections": (v1/*:: as any*/),
            "args": null,
            "argumentDefinitions": []
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
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ThemeEditorSectionQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Theme",
        "kind": "LinkedField",
        "name": "theme",
        "plural": false,
        "selections": (v1/*:: as any*/),
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "67e846cf011c978b5018e6c0cef0bb9d",
    "id": null,
    "metadata": {},
    "name": "ThemeEditorSectionQuery",
    "operationKind": "query",
    "text": "query ThemeEditorSectionQuery {\n  theme {\n    ...themeDraft_theme\n  }\n}\n\nfragment themeDraft_theme on Theme {\n  isCustom\n  primary\n  secondary\n  followUp\n  chatIconBackground\n  headerLogoBackground\n  accent\n  accentLight\n  font\n  fontLight\n  secondaryLight\n  maxLogoHeight\n  chartColors\n  defaultChartColors\n  logoFull {\n    dataUrl\n  }\n  logoShort {\n    dataUrl\n  }\n}\n"
  }
};
})();

(node as any).hash = "0db508627abbf4680edd81f5f5cf2df8";

export default node;
