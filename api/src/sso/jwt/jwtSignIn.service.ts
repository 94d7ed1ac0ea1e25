// JWT sign-in: verify the token with the organization's key, map its claims, provision the user, open a session.
import type { AppServices } from '../../context.js';
import { startSession } from '../../auth/auth.service.js';
import { SingleSignOnError } from '../errors.js';
import { attributesFromJson, evaluateMappings } from '../mappings/index.js';
import { signInSingleSignOnUser, type ProvisionedUser } from '../provisioning.service.js';
import { DEFAULT_PARAMETER_NAME, jwtConfigurationView, type JwtConfigurationView } from './jwtConfiguration.service.js';
import { verifyJwt } from './verifyJwt.js';

/** The enabled JWT configuration of an Enterprise organization, or null. */
export async function enabledJwtConfiguration(services: AppServices, orgId: string): Promise<(JwtConfigurationView & { usesTenants: boolean }) | null> {
  const org = await services.prisma.organization.findUnique({ where: { id: orgId }, include: { jwtConfiguration: true } });
  if (!org?.isEnterprise || !org.jwtConfiguration?.isEnabled) return null;
  return { ...jwtConfigurationView(org.id, org.jwtConfiguration), usesTenants: org.usesTenants };
}

export const parameterNameOf = (config: Pick<JwtConfigurationView, 'parameterName'>) => config.parameterName ?? DEFAULT_PARAMETER_NAME;

/** Signs the token's subject in; throws InvalidJwtError, SingleSignOnError, PlanLimitError or ConflictError. */
export async function signInWithJwt(
  services: AppServices,
  orgId: string,
  token: string,
  request: { userAgent: string | null; crossSite: boolean },
): Promise<ProvisionedUser & { cookie: string }> {
  const config = await enabledJwtConfiguration(services, orgId);
  if (!config) throw new SingleSignOnError('JWT sign-in is not enabled for this organization.');
  const claims = await verifyJwt(token, config);
  const attributes = attributesFromJson(claims);
  const mapped = evaluateMappings(config.userAttributeMappings, attributes, { usesTenants: config.usesTenants });
  const provisioned = await signInSingleSignOnUser(services, orgId, { subject: claims.sub, mapped, attributes });
  const { cookie } = await startSession(services, provisioned.user.id, request.userAgent, { crossSite: request.crossSite });
  services.log.info('jwt sign-in', { orgId, userId: provisioned.user.id, created: provisioned.created });
  return { ...provisioned, cookie };
}
