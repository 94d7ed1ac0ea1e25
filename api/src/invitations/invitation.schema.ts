import { builder } from '../builder.js';
import { requireViewer } from '../context.js';
import { ConflictError, NotFoundError, PermissionDeniedError, PlanLimitError, ValidationError } from '../errors.js';
import { resultOf } from '../schema/mutationResult.js';
import { userManagerScopes } from '../admin/access.js';
import { bulkDeleteSuccess } from '../admin/bulk.schema.js';
import { UserTypeEnum, ViewerRef } from '../users/user.schema.js';
import type { Invitation } from '../generated/prisma/client.js';
import type { Viewer } from '../auth/viewer.js';
import { sessionCookie, signIn } from '../auth/auth.service.js';
import { acceptInvitation, deleteInvitations, findOpenInvitation, inviteUsers, type InviteResult } from './invitations.service.js';

export const InvitationRef = builder.prismaNode('Invitation', {
  id: { field: 'id' },
  nullable: true,
  findUnique: (id, ctx) => ({ id, orgId: ctx.viewer?.user.orgId ?? '' }),
  authScopes: (invitation) => ({ $all: { orgMember: invitation.orgId, creator: true } }),
  description: 'A pending invitation; it holds a seat of its user type until accepted, deleted or expired.',
  fields: (t) => ({
    email: t.exposeString('email'),
    userType: t.expose('userType', { type: UserTypeEnum }),
    tenant: t.relation('tenant', { nullable: true }),
    creationDate: t.expose('createdAt', { type: 'DateTime' }),
    expirationDate: t.expose('expiresAt', { type: 'DateTime' }),
    isExpired: t.boolean({ resolve: (i) => i.expiresAt.getTime() <= Date.now() }),
  }),
});

builder.queryField('invitations', (t) =>
  t.prismaConnection({
    type: 'Invitation',
    cursor: 'id',
    authScopes: userManagerScopes,
    description: 'Invitations not yet accepted (expired ones included), newest first. Creators, admins and super users.',
    maxSize: 500,
    totalCount: (_root, _args, ctx) => ctx.prisma.invitation.count({ where: { orgId: ctx.viewer!.org.id, acceptedAt: null } }),
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.invitation.findMany({
        ...query,
        where: { orgId: requireViewer(ctx).org.id, acceptedAt: null },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      }),
  }),
);

type Preview = { email: string; userType: Invitation['userType']; organizationName: string; expirationDate: Date };
const InvitationPreviewRef = builder.objectRef<Preview>('InvitationPreview').implement({
  description: 'What an invitation link offers, for the accept page.',
  fields: (t) => ({
    email: t.exposeString('email'),
    userType: t.expose('userType', { type: UserTypeEnum }),
    organizationName: t.exposeString('organizationName'),
    expirationDate: t.expose('expirationDate', { type: 'DateTime' }),
  }),
});

builder.queryField('invitationByToken', (t) =>
  t.field({
    type: InvitationPreviewRef,
    nullable: true,
    description: 'The invitation of a link (no sign-in needed); null when the link is unknown, used or expired.',
    args: { token: t.arg.string({ required: true }) },
    resolve: async (_root, { token }, ctx) => {
      const invitation = await findOpenInvitation(ctx, token);
      return invitation
        ? { email: invitation.email, userType: invitation.userType, organizationName: invitation.org.name, expirationDate: invitation.expiresAt }
        : null;
    },
  }),
);

const InviteUsersSuccess = builder.objectRef<InviteResult>('InviteUsersSuccess').implement({
  fields: (t) => ({
    invitations: t.field({ type: [InvitationRef], nullable: { list: false, items: false }, resolve: (r) => r.invitations }),
    upcomingPlanChangeRemoved: t.exposeBoolean('upcomingPlanChangeRemoved', {
      description: 'The invitations exceed the scheduled plan change, which was therefore removed (show the warning).',
    }),
    undeliveredEmails: t.exposeStringList('undeliveredEmails', {
      description: 'Addresses whose invitation mail could not be sent; their invitations exist and can be sent again by inviting again.',
    }),
  }),
});

builder.mutationField('inviteUsers', (t) =>
  t.fieldWithInput({
    type: InviteUsersSuccess,
    description: 'Invites up to 100 addresses as Viewer or Creator and mails each a single-use link. Creators, admins and super users.',
    authScopes: { authenticated: true, canWrite: true },
    errors: resultOf('inviteUsers', [ValidationError, PlanLimitError, PermissionDeniedError]),
    input: {
      emails: t.input.stringList({ required: true }),
      userType: t.input.field({ type: UserTypeEnum, required: true, description: 'VIEWER or CREATOR.' }),
      tenantId: t.input.id({ required: false, description: 'Tenant of the new users (organizations with tenants).' }),
    },
    resolve: (_root, { input }, ctx) => inviteUsers(ctx, requireViewer(ctx), { ...input, tenantId: input.tenantId ? String(input.tenantId) : null }),
  }),
);

const DeleteInvitationsSuccess = bulkDeleteSuccess('DeleteInvitationsSuccess');

builder.mutationField('deleteInvitations', (t) =>
  t.fieldWithInput({
    type: DeleteInvitationsSuccess,
    description: 'Deletes pending invitations; their links stop working. Creators, admins and super users.',
    authScopes: { authenticated: true, canWrite: true },
    errors: resultOf('deleteInvitations', [ValidationError, PermissionDeniedError]),
    input: { ids: t.input.idList({ required: true }) },
    resolve: (_root, { input }, ctx) => deleteInvitations(ctx, requireViewer(ctx), input.ids.map(String)),
  }),
);

const AcceptInvitationSuccess = builder.objectRef<{ viewer: Viewer }>('AcceptInvitationSuccess').implement({
  fields: (t) => ({ viewer: t.field({ type: ViewerRef, resolve: (r) => r.viewer }) }),
});

builder.mutationField('acceptInvitation', (t) =>
  t.fieldWithInput({
    type: AcceptInvitationSuccess,
    description: 'Creates the invited user with the chosen name and password and signs them in (sets the session cookie).',
    errors: resultOf('acceptInvitation', [ValidationError, NotFoundError, ConflictError]),
    input: {
      token: t.input.string({ required: true }),
      firstName: t.input.string({ required: true }),
      lastName: t.input.string({ required: true }),
      password: t.input.string({ required: true }),
    },
    resolve: async (_root, { input }, ctx) => {
      const user = await acceptInvitation(ctx, input);
      const { token, session } = await signIn(ctx, user.email, input.password, ctx.userAgent);
      ctx.responseCookies.push(sessionCookie(ctx, token, ctx.config.sessionTtlMs));
      const org = await ctx.prisma.organization.findUniqueOrThrow({ where: { id: user.orgId }, include: { upcomingPlanChange: true } });
      ctx.viewer = { user, org, sessionId: session.id, apiTokenId: null, tokenScope: null };
      return { viewer: ctx.viewer };
    },
  }),
);
