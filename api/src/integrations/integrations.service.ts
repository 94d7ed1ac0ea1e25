// dbt Cloud and Slack integrations (spec 02 §2.11). Each secret is verified against the service before it is
// stored, encrypted under SECRET_KEY; it is never returned, only whether it is set.
import { z } from 'zod';
import type { AppServices } from '../context.js';
import type { Viewer } from '../auth/viewer.js';
import { requireSuperUser } from '../admin/access.js';
import { NotFoundError, parseInput, ValidationError } from '../errors.js';
import { decryptSecret, encryptSecret } from '../crypto/secrets.js';
import type { IntegrationType } from '../generated/prisma/client.js';

export const INTEGRATION_TYPES: IntegrationType[] = ['DBT_CLOUD', 'SLACK'];
const TIMEOUT_MS = 10_000;

export type IntegrationStatus = { type: IntegrationType; isConfigured: boolean; updatedAt: Date | null };

/** Both integrations of the organization, configured or not. */
export async function listIntegrations(services: AppServices, orgId: string): Promise<IntegrationStatus[]> {
  const rows = await services.prisma.integration.findMany({ where: { orgId }, select: { type: true, updatedAt: true } });
  return INTEGRATION_TYPES.map((type) => {
    const row = rows.find((r) => r.type === type);
    return { type, isConfigured: !!row, updatedAt: row?.updatedAt ?? null };
  });
}

/** The decrypted secret of an integration, for the features that call the service (never for the API). */
export async function readIntegrationSecret(services: AppServices, orgId: string, type: IntegrationType): Promise<string | null> {
  const row = await services.prisma.integration.findUnique({ where: { orgId_type: { orgId, type } } });
  return row ? decryptSecret(services.config.secretKey, row.encryptedSecret) : null;
}

async function store(services: AppServices, orgId: string, type: IntegrationType, secret: string): Promise<IntegrationStatus> {
  const encryptedSecret = encryptSecret(services.config.secretKey, secret);
  const row = await services.prisma.integration.upsert({
    where: { orgId_type: { orgId, type } },
    create: { orgId, type, encryptedSecret },
    update: { encryptedSecret },
  });
  return { type, isConfigured: true, updatedAt: row.updatedAt };
}

const dbtSchema = z.object({ serviceToken: z.string().trim().min(1, 'Enter the service token.').max(2000, 'The service token is too long.') });

/** Verifies a dbt Cloud service token with the dbt Cloud API (DBT_CLOUD_BASE_URL) and stores it. */
export async function configureDbtCloud(services: AppServices, viewer: Viewer, input: unknown) {
  requireSuperUser(viewer);
  const { serviceToken } = parseInput(dbtSchema, input);
  let accepted: boolean;
  try {
    const res = await fetch(`${services.config.dbtCloudBaseUrl}/api/v2/accounts/`, {
      headers: { authorization: `Token ${serviceToken}`, accept: 'application/json' },
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = res.ok ? ((await res.json().catch(() => null)) as { data?: unknown } | null) : null;
    accepted = Array.isArray(body?.data);
  } catch (error) {
    services.log.warn('dbt Cloud verification failed', { error: String(error) });
    throw ValidationError.on('serviceToken', 'dbt Cloud could not be reached to verify the service token.');
  }
  if (!accepted) throw ValidationError.on('serviceToken', 'dbt Cloud did not accept the service token.');
  return store(services, viewer.org.id, 'DBT_CLOUD', serviceToken);
}

const slackSchema = z.object({
  webhookUrl: z
    .string()
    .trim()
    .min(1, 'Enter the incoming webhook URL.')
    .max(2000, 'The URL is too long.')
    .refine((v) => {
      try {
        return ['http:', 'https:'].includes(new URL(v).protocol);
      } catch {
        return false;
      }
    }, 'Enter a valid http or https URL.'),
});

/** Posts a test message to a Slack incoming webhook and stores the URL when Slack accepts it. */
export async function configureSlack(services: AppServices, viewer: Viewer, input: unknown) {
  requireSuperUser(viewer);
  const { webhookUrl } = parseInput(slackSchema, input);
  let ok: boolean;
  try {
    const res = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: `Meridian is now connected to this channel (${viewer.org.name}).` }),
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    ok = res.ok;
    await res.body?.cancel();
  } catch (error) {
    services.log.warn('Slack webhook test failed', { error: String(error) });
    throw ValidationError.on('webhookUrl', 'The webhook could not be reached.');
  }
  if (!ok) throw ValidationError.on('webhookUrl', 'The webhook did not accept the test message.');
  return store(services, viewer.org.id, 'SLACK', webhookUrl);
}

/** Removes an integration and its secret. */
export async function removeIntegration(services: AppServices, viewer: Viewer, type: IntegrationType) {
  requireSuperUser(viewer);
  const { count } = await services.prisma.integration.deleteMany({ where: { orgId: viewer.org.id, type } });
  if (!count) throw new NotFoundError('The integration is not configured.');
  return { type, isConfigured: false, updatedAt: null } satisfies IntegrationStatus;
}
