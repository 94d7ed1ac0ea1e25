// Organization-level SSO state the whole app needs (Roles dialog note, Invite tooltip, hidden sign-out).
import { builder } from '../builder.js';
import { OrganizationRef } from '../organizations/organization.schema.js';

builder.objectField(OrganizationRef, 'isSingleSignOnEnabled', (t) =>
  t.boolean({
    description: 'SAML or JWT sign-in is enabled (Enterprise plan): users are given access and roles through the identity provider.',
    resolve: async (org, _args, ctx) => {
      if (!org.isEnterprise) return false;
      const [saml, jwt] = await ctx.memo(`sso-enabled:${org.id}`, () =>
        Promise.all([
          ctx.prisma.samlConfiguration.findUnique({ where: { orgId: org.id }, select: { isEnabled: true } }),
          ctx.prisma.jwtConfiguration.findUnique({ where: { orgId: org.id }, select: { isEnabled: true } }),
        ]),
      );
      return !!saml?.isEnabled || !!jwt?.isEnabled;
    },
  }),
);
