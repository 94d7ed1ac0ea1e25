// The Pothos builder and its plugin order; nothing domain-specific lives here.
import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import ErrorsPlugin from '@pothos/plugin-errors';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import WithInputPlugin from '@pothos/plugin-with-input';
import ZodPlugin from '@pothos/plugin-zod';
import { GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import type PrismaTypes from './generated/pothos-types.js';
import { getDatamodel } from './generated/pothos-types.js';
import type { Context } from './context.js';
import { forbidden, unauthenticated, ValidationError } from './errors.js';
import { hasKgPermission, type KgPermission } from './graphs/permissions.js';

export type AuthScopes = {
  authenticated: boolean;
  superUser: boolean;
  admin: boolean;
  creator: boolean;
  /** The viewer belongs to this organization. */
  orgMember: string;
  /** The viewer holds this permission on the KG (its row carries orgId). */
  kgPermission: { kg: { orgId: string }; permission: KgPermission };
  /** The caller may write (a session, or an API token with the WRITE scope). */
  canWrite: boolean;
};

export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  AuthScopes: AuthScopes;
  Scalars: {
    DateTime: { Input: Date; Output: Date };
    JSON: { Input: unknown; Output: unknown };
    ID: { Input: string; Output: string | number };
  };
  DefaultFieldNullability: false;
  DefaultInputFieldRequiredness: true;
}>({
  defaultFieldNullability: false,
  defaultInputFieldRequiredness: true,
  plugins: [ScopeAuthPlugin, ErrorsPlugin, PrismaPlugin, RelayPlugin, WithInputPlugin, ZodPlugin],
  scopeAuth: {
    authorizeOnSubscribe: true,
    authScopes: (ctx) => {
      const user = ctx.viewer?.user;
      return {
        authenticated: !!user,
        superUser: !!user?.isSuperUser,
        admin: user?.type === 'ADMIN',
        creator: user?.type === 'CREATOR' || user?.type === 'ADMIN' || !!user?.isSuperUser,
        orgMember: (orgId) => !!user && user.orgId === orgId,
        kgPermission: ({ kg, permission }) => !!ctx.viewer && hasKgPermission(ctx.viewer, kg, permission),
        canWrite: !!ctx.viewer && ctx.viewer.tokenScope !== 'READ',
      };
    },
    unauthorizedError: (_parent, ctx) => (ctx.viewer ? forbidden() : unauthenticated()),
  },
  errors: { defaultTypes: [] },
  // verbNoun(input: VerbNounInput!): mutation inputs are named after the field.
  withInput: { typeOptions: { name: ({ fieldName }) => `${fieldName.charAt(0).toUpperCase()}${fieldName.slice(1)}Input` } },
  prisma: { client: (ctx) => ctx.prisma, dmmf: getDatamodel(), filterConnectionTotalCount: true, onUnusedQuery: null },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    nodeQueryOptions: { authScopes: { authenticated: true } },
    nodesQueryOptions: { authScopes: { authenticated: true } },
  },
  zod: { validationError: (error) => new ValidationError(error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }))) },
});

builder.addScalarType(
  'DateTime',
  new GraphQLScalarType<Date, string>({
    name: 'DateTime',
    description: 'An ISO-8601 date and time in UTC.',
    serialize: (v) => (v instanceof Date ? v : new Date(String(v))).toISOString(),
    parseValue: (v) => {
      const d = new Date(String(v));
      if (Number.isNaN(d.getTime())) throw new TypeError('DateTime must be an ISO-8601 string');
      return d;
    },
    parseLiteral: (ast) => {
      if (ast.kind !== Kind.STRING) throw new TypeError('DateTime must be a string');
      return new Date(ast.value);
    },
  }),
  {},
);

const literalToJson = (ast: ValueNode): unknown => {
  switch (ast.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return ast.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(ast.value);
    case Kind.NULL:
      return null;
    case Kind.LIST:
      return ast.values.map(literalToJson);
    case Kind.OBJECT:
      return Object.fromEntries(ast.fields.map((f) => [f.name.value, literalToJson(f.value)]));
    default:
      throw new TypeError('Variables are not allowed inside JSON literals');
  }
};

builder.addScalarType(
  'JSON',
  new GraphQLScalarType({
    name: 'JSON',
    description: 'Any JSON value.',
    serialize: (v) => v,
    parseValue: (v) => v,
    parseLiteral: literalToJson,
  }),
  {},
);

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});
