// The organization's API tokens on the APIs & Integrations page: super users see every user's tokens (never the
// secrets) and may revoke them.
import { builder } from '../builder.js';
import { requireViewer } from '../context.js';
import { NotFoundError, PermissionDeniedError } from '../errors.js';
import { resultOf } from '../schema/mutationResult.js';
import { requireSuperUser, superUserScopes } from '../admin/access.js';
import { globalIdOf } from '../admin/ids.js';
import { decodeGlobalIdOf } from '../schema/globalIds.js';
import type { ApiToken, User } from '../generated/prisma/client.js';
import { UserRef } from '../users/user.schema.js';

type OrgToken = ApiToken & { user: User };

const OrganizationApiTokenRef = builder.objectRef<OrgToken>('OrganizationApiToken').implement({
  description: 'An API token of some user of the organization, as super users see it (never the secret).',
  fields: (t) => ({
    id: t.id({ description: 'The ApiToken global id.', resolve: (k) => globalIdOf('ApiToken', k.id) }),
    name: t.exposeString('name'),
    prefix: t.exposeString('prefix'),
    scope: t.exposeString('scope', { description: 'READ or WRITE.' }),
    owner: t.field({ type: UserRef, nullable: false, resolve: (k) => k.user }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    lastUsedAt: t.expose('lastUsedAt', { type: 'DateTime', nullable: true }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', nullable: true }),
    revokedAt: t.expose('revokedAt', { type: 'DateTime', nullable: true }),
  }),
});

builder.queryField('organizationApiTokens', (t) =>
  t.field({
    type: [OrganizationApiTokenRef],
    authScopes: superUserScopes,
    description: "Every API token of the organization's users, newest first (at most 500). Super users.",
    args: { includeRevoked: t.arg.boolean({ required: false, defaultValue: false }) },
    resolve: (_root, args, ctx) =>
      ctx.prisma.apiToken.findMany({
        where: { orgId: requireViewer(ctx).org.id, ...(args.includeRevoked ? {} : { revokedAt: null }) },
        include: { user: true },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: 500,
      }),
  }),
);

const RevokeOrganizationApiTokenSuccess = builder.objectRef<{ token: OrgToken }>('RevokeOrganizationApiTokenSuccess').implement({
  fields: (t) => ({ apiToken: t.field({ type: OrganizationApiTokenRef, resolve: (r) => r.token }) }),
});

builder.mutationField('revokeOrganizationApiToken', (t) =>
  t.fieldWithInput({
    type: RevokeOrganizationApiTokenSuccess,
    description: "Revokes any API token of the organization; it stops working at once. Super users.",
    authScopes: { authenticated: true, canWrite: true },
    errors: resultOf('revokeOrganizationApiToken', [NotFoundError, PermissionDeniedError]),
    input: { id: t.input.id({ required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const viewer = requireViewer(ctx);
      requireSuperUser(viewer);
      const id = decodeGlobalIdOf('ApiToken', String(input.id));
      const token = id ? await ctx.prisma.apiToken.findFirst({ where: { id, orgId: viewer.org.id } }) : null;
      if (!token) throw new NotFoundError('The API token was not found.');
      const revoked = token.revokedAt
        ? await ctx.prisma.apiToken.findUniqueOrThrow({ where: { id: token.id }, include: { user: true } })
        : await ctx.prisma.apiToken.update({ where: { id: token.id }, data: { revokedAt: new Date() }, include: { user: true } });
      await ctx.pubsub.publish('authInvalidated', { userId: token.userId });
      return { token: revoked };
    },
  }),
);
