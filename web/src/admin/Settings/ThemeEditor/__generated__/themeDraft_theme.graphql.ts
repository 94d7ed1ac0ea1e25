/**
 * @generated SignedSource<<7a0e5befdd30f10f46264b24e5bba8e6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type themeDraft_theme$data = {
  readonly accent: string;
  readonly accentLight: string;
  readonly chartColors: ReadonlyArray<string>;
  readonly chatIconBackground: string;
  readonly defaultChartColors: ReadonlyArray<string>;
  readonly followUp: string;
  readonly font: string;
  readonly fontLight: string;
  readonly headerLogoBackground: string;
  readonly isCustom: boolean;
  readonly logoFull: {
    readonly dataUrl: string;
  } | null | undefined;
  readonly logoShort: {
    readonly dataUrl: string;
  } | null | undefined;
  readonly maxLogoHeight: number;
  readonly primary: string;
  readonly secondary: string;
  readonly secondaryLight: string;
  readonly " $fragmentType": "themeDraft_theme";
};
export type themeDraft_theme$key = {
  readonly " $data"?: themeDraft_theme$data;
  readonly " $fragmentSpreads": FragmentRefs<"themeDraft_theme">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "themeDraft_theme"
};

(node as any).hash = "6bec8302d9f26c0ef6ed551d5b6fc157";

export default node;
