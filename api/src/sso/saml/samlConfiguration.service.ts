// The organization's SAML configuration (spec 01 §2.8, §3, §5): read, validate, save. Super users, Enterprise plan.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { AppServices } from '../../context.js';
import type { Viewer } from '../../auth/viewer.js';
import { requireSsoAdmin } from '../access.js';
import { ConflictError, parseInput, ValidationError } from '../../errors.js';
import type { SamlConfiguration } from '../../generated/prisma/client.js';
import { emptyMappings, mappingsFromJson, userAttributeMappingsSchema, type UserAttributeMappings } from '../mappings/index.js';
import { MAX_METADATA_LENGTH, parseIdpMetadata } from './metadata.js';
import { testResultOf } from './samlTestResult.js';

/** Eight hours: a working day's sign-in at the identity provider. */
export const DEFAULT_MAX_AUTHENTICATION_LIFETIME = 8 * 3600;
const MAX_LIFETIME = 366 * 86_400;

export const NOT_CREATOR_MESSAGE =
  'Your updated user is not a creator. You cannot save the configuration since you would subsequently lose access to Studio.';

/** The stored configuration, or the defaults when none was saved. */
export type SamlSettings = {
  isEnabled: boolean;
  idpMetadata: string;
  maxAuthenticationLifetime: number;
  userAttributeMappings: UserAttributeMappings;
  updatedAt: Date | null;
};

export const settingsOf = (row: SamlConfiguration | null): SamlSettings =>
  row
    ? {
        isEnabled: row.isEnabled,
        idpMetadata: row.idpMetadata,
        maxAuthenticationLifetime: row.maxAuthenticationLifetime,
        userAttributeMappings: mappingsFromJson(row.userAttributeMappings),
        updatedAt: row.updatedAt,
      }
    : { isEnabled: false, idpMetadata: '', maxAuthenticationLifetime: DEFAULT_MAX_AUTHENTICATION_LIFETIME, userAttributeMappings: emptyMappings(), updatedAt: null };

/** SAML configuration calls: super users, and the Enterprise plan (the spec's 402), as for JWT and embedding. */
export const requireSamlAccess = (viewer: Viewer) => requireSsoAdmin(viewer);

const metadataField = (required: boolean) =>
  z
    .string()
    .max(MAX_METADATA_LENGTH, `The metadata must not exceed ${MAX_METADATA_LENGTH} characters.`)
    .transform((s) => s.trim())
    .superRefine((xml, ctx) => {
      if (!xml && !required) return;
      const parsed = parseIdpMetadata(xml);
      if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.message });
    });

const lifetimeField = z
  .number({ error: 'The maximum authentication lifetime is required.' })
  .int('The maximum authentication lifetime must be a whole number of seconds.')
  .positive('The maximum authentication lifetime must be at least 1 second.')
  .max(MAX_LIFETIME, `The maximum authentication lifetime must not exceed ${MAX_LIFETIME} seconds (a year).`);

/** A configuration to test: everything must be usable. */
export const draftSchema = z.object({
  idpMetadata: metadataField(true),
  maxAuthenticationLifetime: lifetimeField,
  userAttributeMappings: userAttributeMappingsSchema,
});
export type SamlDraft = z.infer<typeof draftSchema>;

const saveSchema = z
  .object({
    isEnabled: z.boolean(),
    // Blank metadata is allowed only while single sign-on stays off.
    idpMetadata: metadataField(false),
    maxAuthenticationLifetime: lifetimeField,
    userAttributeMappings: userAttributeMappingsSchema,
    testId: z.string().nullish(),
  })
  .superRefine((c, ctx) => {
    if (c.isEnabled && !c.idpMetadata) ctx.addIssue({ code: 'custom', path: ['idpMetadata'], message: 'The identity provider metadata is required.' });
  });

/** Identifies a configuration, so that a save can be matched with the test that was run on it. */
export function fingerprint(draft: Pick<SamlDraft, 'idpMetadata' | 'maxAuthenticationLifetime' | 'userAttributeMappings'>): string {
  const canonical = JSON.stringify([draft.idpMetadata.trim(), draft.maxAuthenticationLifetime, mappingsFromJson(draft.userAttributeMappings)]);
  return createHash('sha256').update(canonical).digest('hex');
}

export async function getSamlSettings(services: AppServices, orgId: string): Promise<SamlSettings> {
  return settingsOf(await services.prisma.samlConfiguration.findUnique({ where: { orgId } }));
}

/**
 * The test a save while enabled relies on: the referenced one, else the viewer's latest successful test of the same
 * configuration. Its user must be an admin or a creator, or the saving user would lose the Studio (spec 01 §4, §6).
 * Without any test, only admins may save (the spec's plain Save is for admins).
 */
async function checkTestBeforeEnabling(services: AppServices, viewer: Viewer, draft: SamlDraft, testId: string | null | undefined) {
  const wanted = fingerprint(draft);
  const tests = testId
    ? await services.prisma.samlTest.findMany({ where: { id: testId, orgId: viewer.org.id, createdById: viewer.user.id, expiresAt: { gt: new Date() } } })
    : await services.prisma.samlTest.findMany({
        where: { orgId: viewer.org.id, createdById: viewer.user.id, completedAt: { not: null }, expiresAt: { gt: new Date() } },
        orderBy: { completedAt: 'desc' },
        take: 20,
      });
  if (testId && tests.length === 0) throw ValidationError.on('testId', 'The test was not found or has expired. Please test the configuration again.');
  const matching = tests.filter((t) => fingerprint(draftFromJson(t.configuration)) === wanted);
  const test = testId ? tests[0] : matching.find((t) => { const r = testResultOf(t.result); return r && !r.errorMessage; });
  if (!test) {
    if (viewer.user.type === 'ADMIN') return;
    throw ValidationError.on('testId', 'Test the configuration before saving it enabled.');
  }
  if (testId && matching.length === 0) throw ValidationError.on('testId', 'The configuration changed since the test. Please test it again.');
  const result = testResultOf(test.result);
  if (!result) throw ValidationError.on('testId', 'The test has not finished yet.');
  if (result.errorMessage || !result.user) throw ValidationError.on('testId', 'The test failed. Please correct the configuration and test it again.');
  if (result.user.type !== 'ADMIN' && result.user.type !== 'CREATOR') throw new ConflictError(NOT_CREATOR_MESSAGE);
}

/** A stored draft (SamlTest.configuration) read back. */
export function draftFromJson(json: unknown): SamlDraft {
  const o = (json ?? {}) as Record<string, unknown>;
  return {
    idpMetadata: typeof o.idpMetadata === 'string' ? o.idpMetadata : '',
    maxAuthenticationLifetime: typeof o.maxAuthenticationLifetime === 'number' ? o.maxAuthenticationLifetime : DEFAULT_MAX_AUTHENTICATION_LIFETIME,
    userAttributeMappings: mappingsFromJson(o.userAttributeMappings),
  };
}

/** Validates and stores the configuration; enabling (or staying enabled) is checked against the test. */
export async function saveSamlConfiguration(services: AppServices, viewer: Viewer, input: unknown): Promise<SamlSettings> {
  requireSamlAccess(viewer);
  const data = parseInput(saveSchema, input);
  const draft: SamlDraft = { idpMetadata: data.idpMetadata, maxAuthenticationLifetime: data.maxAuthenticationLifetime, userAttributeMappings: data.userAttributeMappings };
  if (data.isEnabled) await checkTestBeforeEnabling(services, viewer, draft, data.testId);
  const values = {
    isEnabled: data.isEnabled,
    idpMetadata: data.idpMetadata,
    maxAuthenticationLifetime: data.maxAuthenticationLifetime,
    userAttributeMappings: data.userAttributeMappings,
  };
  const row = await services.prisma.samlConfiguration.upsert({
    where: { orgId: viewer.org.id },
    create: { orgId: viewer.org.id, ...values },
    update: values,
  });
  return settingsOf(row);
}
