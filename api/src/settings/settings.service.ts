// Organization settings: default number format, model override, whether a third-party LLM may see query results.
import { z } from 'zod';
import type { AppServices } from '../context.js';
import type { Viewer } from '../auth/viewer.js';
import { requireSuperAdmin, requireSuperUser } from '../admin/access.js';
import { NotFoundError, parseInput, PermissionDeniedError, ValidationError } from '../errors.js';
import type { OrganizationSettings, PrismaClient } from '../generated/prisma/client.js';
import { hasKgPermission } from '../graphs/permissions.js';
import { decodeGlobalIdOf } from '../schema/globalIds.js';
import { DEFAULT_NUMBER_FORMAT, findNumberFormat } from './numberFormats.js';

export type Settings = Pick<OrganizationSettings, 'orgId' | 'numberFormatLocale' | 'numberFormatPattern' | 'modelOverride' | 'isLlmDataAccessAllowed'>;

/** The organization's settings, defaults when never saved. */
export async function loadSettings(prisma: Pick<PrismaClient, 'organizationSettings'>, orgId: string): Promise<Settings> {
  return (
    (await prisma.organizationSettings.findUnique({ where: { orgId } })) ?? {
      orgId,
      numberFormatLocale: DEFAULT_NUMBER_FORMAT.locale,
      numberFormatPattern: DEFAULT_NUMBER_FORMAT.pattern,
      modelOverride: null,
      isLlmDataAccessAllowed: false,
    }
  );
}

const updateSchema = z.object({
  defaultNumberFormat: z.object({ locale: z.string(), pattern: z.string() }).nullish(),
  modelOverrideId: z.string().nullish(),
  isLlmDataAccessAllowed: z.boolean().nullish(),
});

/**
 * Changes the given settings only (absent fields stay). modelOverrideId: null means the default model and needs
 * the Admin type. Disallowing LLM access also switches it off on every KG of the organization.
 */
export async function updateSettings(services: AppServices, viewer: Viewer, input: Record<string, unknown>) {
  requireSuperUser(viewer);
  const data = parseInput(updateSchema, input);
  const changes: Partial<Settings> = {};
  if (data.defaultNumberFormat) {
    const format = findNumberFormat(data.defaultNumberFormat.locale, data.defaultNumberFormat.pattern);
    if (!format) throw ValidationError.on('defaultNumberFormat', 'Choose one of the available number formats.');
    changes.numberFormatLocale = format.locale;
    changes.numberFormatPattern = format.pattern;
  }
  if ('modelOverrideId' in input && input.modelOverrideId !== undefined) {
    requireSuperAdmin(viewer);
    const id = data.modelOverrideId ?? null;
    if (id !== null && !services.config.modelOptions.some((m) => m.id === id)) {
      throw ValidationError.on('modelOverrideId', 'Choose one of the available models.');
    }
    changes.modelOverride = id;
  }
  if (typeof data.isLlmDataAccessAllowed === 'boolean') changes.isLlmDataAccessAllowed = data.isLlmDataAccessAllowed;
  const orgId = viewer.org.id;
  return services.prisma.$transaction(async (tx) => {
    const saved = await tx.organizationSettings.upsert({ where: { orgId }, create: { orgId, ...changes }, update: changes });
    if (changes.isLlmDataAccessAllowed === false) {
      await tx.knowledgeGraph.updateMany({ where: { orgId, isLlmDataAccessAllowed: true }, data: { isLlmDataAccessAllowed: false } });
    }
    return saved;
  });
}

export const LLM_ACCESS_NOT_ALLOWED = 'Your organization does not allow third-party language models to access query results.';

/** A KG may allow third-party LLM access only while its organization does; call before saving the flag. */
export async function assertKgLlmAccessAllowed(prisma: Pick<PrismaClient, 'organizationSettings'>, orgId: string, wanted: boolean, path = 'isLlmDataAccessAllowed') {
  if (wanted && !(await loadSettings(prisma, orgId)).isLlmDataAccessAllowed) throw ValidationError.on(path, LLM_ACCESS_NOT_ALLOWED);
}

/** Switches third-party LLM access of one KG (KgMetadataWrite), within what the organization allows. */
export async function updateKgLlmDataAccess(services: AppServices, viewer: Viewer, input: { kgId: string; isLlmDataAccessAllowed: boolean }) {
  const id = decodeGlobalIdOf('KnowledgeGraph', input.kgId);
  const kg = id ? await services.prisma.knowledgeGraph.findFirst({ where: { id, orgId: viewer.org.id } }) : null;
  if (!kg) throw new NotFoundError('The knowledge graph was not found.');
  if (!hasKgPermission(viewer, kg, 'KgMetadataWrite')) throw new PermissionDeniedError();
  await assertKgLlmAccessAllowed(services.prisma, viewer.org.id, input.isLlmDataAccessAllowed);
  return services.prisma.knowledgeGraph.update({ where: { id: kg.id }, data: { isLlmDataAccessAllowed: input.isLlmDataAccessAllowed } });
}
