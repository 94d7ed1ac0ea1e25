/**
 * @generated SignedSource<<547726ea99218f23019b63986e37dc1c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AppShellQuery$variables = Record<PropertyKey, never>;
export type AppShellQuery$data = {
  readonly appConfig: {
    readonly " $fragmentSpreads": FragmentRefs<"TopBar_appConfig">;
  };
  readonly theme: {
    readonly " $fragmentSpreads": FragmentRefs<"orgTheme_theme">;
  };
  readonly viewer: {
    readonly user: {
      readonly id: string;
      readonly language: string;
    };
    readonly " $fragmentSpreads": FragmentRefs<"TopBar_viewer">;
  };
};
export type AppShellQuery = {
  response: AppShellQuery$data;
  variables: AppShellQuery$variables;
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
    "name": "primaryDark",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "primaryLight",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "selectedKnowledgeGraph",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "followUpDark",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "followUpLight",
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
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "language",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AppShellQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AppConfig",
        "kind": "LinkedField",
        "name": "appConfig",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "TopBar_appConfig"
          }
        ],
        "storageKey": null
      },
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
            "name": "orgTheme_theme",
            "selections": (v1/*:: as any*/),
            "args": null,
            "argumentDefinitions": []
          }
        ],
        "storageKey": null
      },
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
              (v2/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "TopBar_viewer"
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
    "name": "AppShellQuery",
    "selections": [
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
            "name": "documentationUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "communityUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Language",
            "kind": "LinkedField",
            "name": "languages",
            "plural": true,
            "selections": [
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Theme",
        "kind": "LinkedField",
        "name": "theme",
        "plural": false,
        "selections": (v1/*:: as any*/),
        "storageKey": null
      },
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
              (v2/*:: as any*/),
              (v3/*:: as any*/),
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
                "name": "isSuperUser",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isSingleSignOn",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "12718f29d470c8683149c497954f6db9",
    "id": null,
    "metadata": {},
    "name": "AppShellQuery",
    "operationKind": "query",
    "text": "query AppShellQuery {\n  appConfig {\n    ...TopBar_appConfig\n  }\n  theme {\n    ...orgTheme_theme\n  }\n  viewer {\n    user {\n      id\n      language\n    }\n    ...TopBar_viewer\n  }\n}\n\nfragment LanguageMenu_appConfig on AppConfig {\n  languages {\n    id\n  }\n}\n\nfragment LanguageMenu_user on User {\n  id\n  language\n}\n\nfragment TopBar_appConfig on AppConfig {\n  documentationUrl\n  communityUrl\n  ...LanguageMenu_appConfig\n}\n\nfragment TopBar_viewer on Viewer {\n  user {\n    firstName\n    lastName\n    email\n    isSuperUser\n    isSingleSignOn\n    ...LanguageMenu_user\n    id\n  }\n}\n\nfragment orgTheme_theme on Theme {\n  primary\n  secondary\n  followUp\n  chatIconBackground\n  headerLogoBackground\n  accent\n  accentLight\n  font\n  fontLight\n  secondaryLight\n  primaryDark\n  primaryLight\n  selectedKnowledgeGraph\n  followUpDark\n  followUpLight\n  maxLogoHeight\n  chartColors\n  logoFull {\n    dataUrl\n  }\n  logoShort {\n    dataUrl\n  }\n}\n"
  }
};
})();

(node as any).hash = "69b475fb71d9760409f88316167d6bbd";

export default node;
