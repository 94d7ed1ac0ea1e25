/**
 * @generated SignedSource<<dfc79e5f33aa8079642b0caf0a6eb53f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type orgTheme_theme$data = {
  readonly accent: string;
  readonly accentLight: string;
  readonly chartColors: ReadonlyArray<string>;
  readonly chatIconBackground: string;
  readonly followUp: string;
  readonly followUpDark: string;
  readonly followUpLight: string;
  readonly font: string;
  readonly fontLight: string;
  readonly headerLogoBackground: string;
  readonly logoFull: {
    readonly dataUrl: string;
  } | null | undefined;
  readonly logoShort: {
    readonly dataUrl: string;
  } | null | undefined;
  readonly maxLogoHeight: number;
  readonly primary: string;
  readonly primaryDark: string;
  readonly primaryLight: string;
  readonly secondary: string;
  readonly secondaryLight: string;
  readonly selectedKnowledgeGraph: string;
  readonly " $fragmentType": "orgTheme_theme";
};
export type orgTheme_theme$key = {
  readonly " $data"?: orgTheme_theme$data;
  readonly " $fragmentSpreads": FragmentRefs<"orgTheme_theme">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "orgTheme_theme"
};

(node as any).hash = "e6391658efb1758d952393c4f12e5e2c";

export default node;
