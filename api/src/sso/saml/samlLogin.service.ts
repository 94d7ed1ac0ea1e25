// What the login page offers: SAML sign-in when the organization has it enabled (and on the Enterprise plan).
import type { AppServices } from '../../context.js';
import { decodeGlobalIdOf } from '../../schema/globalIds.js';
import { parseIdpMetadata, samlPaths } from './metadata.js';

/** The SAML sign-in URL of the organization, or of the only one with SAML enabled when none is named. */
export async function samlLoginOptions(services: AppServices, organizationId: string | null): Promise<{ samlSignInUrl: string | null }> {
  const where = { isEnabled: true, org: { isEnterprise: true } };
  const configurations = organizationId
    ? await services.prisma.samlConfiguration.findMany({ where: { ...where, orgId: decodeGlobalIdOf('Organization', organizationId) ?? organizationId } })
    : await services.prisma.samlConfiguration.findMany({ where, take: 2 });
  const only = configurations.length === 1 ? configurations[0] : null;
  if (!only || !parseIdpMetadata(only.idpMetadata).ok) return { samlSignInUrl: null };
  return { samlSignInUrl: services.config.publicUrl + samlPaths(only.orgId).login };
}
