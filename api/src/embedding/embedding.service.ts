// The organization's embedding configuration (spec 01 §2.10): read, replace, and what the HTTP layer enforces.
import { z } from 'zod';
import type { AppServices } from '../context.js';
import type { Viewer } from '../auth/viewer.js';
import { parseInput, ValidationError, type FieldError } from '../errors.js';
import { requireSsoAdmin } from '../sso/access.js';
import { checkOrigin } from './origins.js';

export const MAX_ORIGINS = 100;

export type EmbeddingConfigurationView = { orgId: string; isEnabled: boolean; allowedOrigins: string[]; updatedAt: Date | null };

const inputSchema = z.object({
  isEnabled: z.boolean(),
  allowedOrigins: z.array(z.string().max(300, 'The origin must not exceed 300 characters.')).max(MAX_ORIGINS, `At most ${MAX_ORIGINS} origins.`),
});

/** The configuration, or disabled with no origins when none was saved. */
export async function getEmbeddingConfiguration(services: AppServices, viewer: Viewer): Promise<EmbeddingConfigurationView> {
  requireSsoAdmin(viewer);
  const row = await services.prisma.embeddingConfiguration.findUnique({ where: { orgId: viewer.org.id } });
  return row ?? { orgId: viewer.org.id, isEnabled: false, allowedOrigins: [], updatedAt: null };
}

/** Replaces the configuration; each origin is checked (errors on allowedOrigins.<i>), blanks dropped, duplicates refused. */
export async function updateEmbeddingConfiguration(services: AppServices, viewer: Viewer, input: unknown): Promise<EmbeddingConfigurationView> {
  requireSsoAdmin(viewer);
  const data = parseInput(inputSchema, input);
  const fieldErrors: FieldError[] = [];
  const origins: string[] = [];
  data.allowedOrigins.forEach((text, i) => {
    if (!text.trim()) return;
    const check = checkOrigin(text);
    if (!check.ok) fieldErrors.push({ path: `allowedOrigins.${i}`, message: check.message });
    else if (origins.includes(check.origin)) fieldErrors.push({ path: `allowedOrigins.${i}`, message: 'This origin is already in the list.' });
    else origins.push(check.origin);
  });
  if (fieldErrors.length) throw new ValidationError(fieldErrors);
  if (data.isEnabled && origins.length === 0) throw ValidationError.on('allowedOrigins', 'Add at least one allowed origin to enable embedding.');
  const fields = { isEnabled: data.isEnabled, allowedOrigins: origins };
  const row = await services.prisma.embeddingConfiguration.upsert({ where: { orgId: viewer.org.id }, create: { orgId: viewer.org.id, ...fields }, update: fields });
  return row;
}

/** The origins that may frame this organization's pages: none unless it is Enterprise with embedding enabled. */
export async function framingOriginsOf(services: AppServices, orgId: string): Promise<string[]> {
  const org = await services.prisma.organization.findUnique({ where: { id: orgId }, select: { isEnterprise: true, embeddingConfiguration: true } });
  const config = org?.embeddingConfiguration;
  return org?.isEnterprise && config?.isEnabled ? config.allowedOrigins : [];
}
