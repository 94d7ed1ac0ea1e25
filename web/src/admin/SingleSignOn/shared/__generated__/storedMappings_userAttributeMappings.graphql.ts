/**
 * @generated SignedSource<<a01434a1be3f6f4eb7ee78d0616cf995>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type storedMappings_userAttributeMappings$data = {
  readonly email: ReadonlyArray<{
    readonly condition: string | null | undefined;
    readonly description: string | null | undefined;
    readonly value: string | null | undefined;
  }>;
  readonly firstName: ReadonlyArray<{
    readonly condition: string | null | undefined;
    readonly description: string | null | undefined;
    readonly value: string | null | undefined;
  }>;
  readonly language: ReadonlyArray<{
    readonly condition: string | null | undefined;
    readonly description: string | null | undefined;
    readonly value: string | null | undefined;
  }>;
  readonly lastName: ReadonlyArray<{
    readonly condition: string | null | undefined;
    readonly description: string | null | undefined;
    readonly value: string | null | undefined;
  }>;
  readonly roles: ReadonlyArray<{
    readonly condition: string | null | undefined;
    readonly description: string | null | undefined;
    readonly value: string | null | undefined;
  }>;
  readonly tenant: ReadonlyArray<{
    readonly condition: string | null | undefined;
    readonly description: string | null | undefined;
    readonly value: string | null | undefined;
  }>;
  readonly type: ReadonlyArray<{
    readonly condition: string | null | undefined;
    readonly description: string | null | undefined;
    readonly value: string | null | undefined;
  }>;
  readonly " $fragmentType": "storedMappings_userAttributeMappings";
};
export type storedMappings_userAttributeMappings$key = {
  readonly " $data"?: storedMappings_userAttributeMappings$data;
  readonly " $fragmentSpreads": FragmentRefs<"storedMappings_userAttributeMappings">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "storedMappings_userAttributeMappings"
};

(node as any).hash = "98eeda1917cdb649c5be497d02d4d97c";

export default node;
