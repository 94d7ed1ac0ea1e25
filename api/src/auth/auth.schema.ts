import { z } from 'zod';
import { builder } from '../builder.js';
import { requireViewer } from '../context.js';
import type { ApiToken } from '../generated/prisma/client.js';
import { InvalidCredentialsError, NotFoundError, parseInput, ValidationError } from '../errors.js';
import { resultOf } from '../schema/mutationResult.js';
import { ViewerRef } from '../users/user.schema.js';
import { decodeGlobalIdOf } from '../schema/globalIds.js';
import { clearedSessionCookie, createApiToken, revokeApiToken, sessionCookie, signIn, signOut } from './auth.service.js';
import type { Viewer } from './viewer.js';

const ApiTokenScopeEnum = builder.enumType('ApiTokenScope', {
  values: { READ: { description: 'Queries and subscriptions only.' }, WRITE: { description: 'Also mutations.' } },
});

export const ApiTokenRef = builder.prismaNode('ApiToken', {
  id: { field: 'id' },
  nullable: true,
  findUnique: (id, ctx) => ({ id, userId: ctx.viewer?.user.id ?? '' }),
  // Tokens are personal: only their owner sees them.
  authScopes: (token, ctx) => ctx.viewer?.user.id === token.userId && ctx.viewer.user.orgId === token.orgId,
  runScopesOnType: true,
  description: 'A personal token for third-party tools (Authorization: Bearer). The secret is shown once, at creation.',
  fields: (t) => ({
    name: t.exposeString('name'),
    prefix: t.exposeString('prefix', { description: 'First characters of the secret, to recognise it.' }),
    scope: t.expose('scope', { type: ApiTokenScopeEnum }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    lastUsedAt: t.expose('lastUsedAt', { type: 'DateTime', nullable: true }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', nullable: true }),
    revokedAt: t.expose('revokedAt', { type: 'DateTime', nullable: true }),
  }),
});

builder.objectField(ViewerRef, 'apiTokens', (t) =>
  t.prismaConnection({
    type: 'ApiToken',
    cursor: 'id',
    description: "The viewer's own API tokens, newest first (revoked ones included).",
    resolve: (query, viewer, _args, ctx) =>
      ctx.prisma.apiToken.findMany({ ...query, where: { userId: viewer.user.id, orgId: viewer.org.id }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] }),
  }),
);

const SignInSuccess = builder.objectRef<{ viewer: Viewer }>('SignInSuccess').implement({
  fields: (t) => ({ viewer: t.field({ type: ViewerRef, resolve: (r) => r.viewer }) }),
});

builder.mutationField('signIn', (t) =>
  t.fieldWithInput({
    type: SignInSuccess,
    description: 'Signs in with e-mail and password and sets the session cookie.',
    errors: resultOf('signIn', [InvalidCredentialsError, ValidationError]),
    input: { email: t.input.string({ required: true }), password: t.input.string({ required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const { email, password } = parseInput(
        z.object({
          email: z.string().trim().min(1, 'Enter your e-mail address.').max(320),
          password: z.string().min(1, 'Enter your password.').max(1000),
        }),
        input,
      );
      const { token, user, session } = await signIn(ctx, email, password, ctx.userAgent);
      ctx.responseCookies.push(sessionCookie(ctx, token, ctx.config.sessionTtlMs));
      const org = await ctx.prisma.organization.findUniqueOrThrow({ where: { id: user.orgId }, include: { upcomingPlanChange: true } });
      // The rest of this response is read as the user who just signed in.
      ctx.viewer = { user, org, sessionId: session.id, apiTokenId: null, tokenScope: null };
      return { viewer: ctx.viewer };
    },
  }),
);

const SignOutSuccess = builder.objectRef<{ signedOut: boolean }>('SignOutSuccess').implement({
  fields: (t) => ({ signedOut: t.exposeBoolean('signedOut') }),
});

builder.mutationField('signOut', (t) =>
  t.fieldWithInput({
    type: SignOutSuccess,
    description: 'Ends this session (or all of the user\'s sessions) and clears the cookie. Safe to call when signed out.',
    errors: resultOf('signOut', []),
    argOptions: { required: false },
    input: { everywhere: t.input.boolean({ required: false, description: 'Also end every other session of this user.' }) },
    resolve: async (_root, { input }, ctx) => {
      if (ctx.viewer) await signOut(ctx, ctx.viewer, !!input?.everywhere);
      ctx.responseCookies.push(clearedSessionCookie(ctx));
      return { signedOut: true };
    },
  }),
);

type CreatedToken = { apiToken: ApiToken; secret: string };
const CreateApiTokenSuccess = builder.objectRef<CreatedToken>('CreateApiTokenSuccess').implement({
  fields: (t) => ({
    apiToken: t.field({ type: ApiTokenRef, nullable: false, resolve: (r) => r.apiToken }),
    secret: t.exposeString('secret', { description: 'The token itself. It is shown only in this response.' }),
  }),
});

builder.mutationField('createApiToken', (t) =>
  t.fieldWithInput({
    type: CreateApiTokenSuccess,
    authScopes: { authenticated: true, canWrite: true },
    errors: resultOf('createApiToken', [ValidationError]),
    input: {
      name: t.input.string({ required: true }),
      scope: t.input.field({ type: ApiTokenScopeEnum, required: true }),
      expiresInDays: t.input.int({ required: false }),
    },
    resolve: (_root, { input }, ctx) => {
      const parsed = parseInput(
        z.object({
          name: z.string().trim().min(1, 'Enter a name.').max(100, 'The name must not exceed 100 characters.'),
          scope: z.enum(['READ', 'WRITE']),
          expiresInDays: z.number().int().min(1, 'At least 1 day.').max(3650, 'At most 3650 days.').nullish(),
        }),
        input,
      );
      return createApiToken(ctx, requireViewer(ctx), parsed);
    },
  }),
);

const RevokeApiTokenSuccess = builder.objectRef<{ apiToken: ApiToken }>('RevokeApiTokenSuccess').implement({
  fields: (t) => ({ apiToken: t.field({ type: ApiTokenRef, nullable: false, resolve: (r) => r.apiToken }) }),
});

builder.mutationField('revokeApiToken', (t) =>
  t.fieldWithInput({
    type: RevokeApiTokenSuccess,
    authScopes: { authenticated: true, canWrite: true },
    errors: resultOf('revokeApiToken', [NotFoundError]),
    input: { id: t.input.id({ required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const id = decodeGlobalIdOf('ApiToken', String(input.id));
      if (!id) throw new NotFoundError('The API token was not found.');
      return { apiToken: await revokeApiToken(ctx, requireViewer(ctx), id) };
    },
  }),
);
