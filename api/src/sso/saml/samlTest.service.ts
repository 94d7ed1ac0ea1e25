// The authentication test of a draft SAML configuration (spec 01 §4): stored with its draft, run in a popup through
// the identity provider, answered at the ACS without signing anyone in; the result is kept for samlTestResult(id)
// and for the check when the configuration is saved enabled.
import type { AppServices } from '../../context.js';
import type { Viewer } from '../../auth/viewer.js';
import { NotFoundError, parseInput } from '../../errors.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { globalIdOf } from '../../admin/ids.js';
import { samlPaths } from './metadata.js';
import { draftSchema, requireSamlAccess } from './samlConfiguration.service.js';
import type { VerifiedAnswer } from './samlSignIn.service.js';
import { testResultOf, type SamlTestResult } from './samlTestResult.js';

/** A test may be run and its result used for saving within this time. */
export const TEST_TTL_MS = 60 * 60_000;

/** Stores the draft and gives the URL the admin's popup opens. */
export async function startSamlTest(services: AppServices, viewer: Viewer, input: unknown) {
  requireSamlAccess(viewer);
  const draft = parseInput(draftSchema, input);
  const test = await services.prisma.samlTest.create({
    data: {
      orgId: viewer.org.id,
      createdById: viewer.user.id,
      configuration: draft as unknown as Prisma.InputJsonValue,
      expiresAt: new Date(Date.now() + TEST_TTL_MS),
    },
  });
  return { testId: test.id, testUrl: services.config.publicUrl + samlPaths(viewer.org.id).test(test.id) };
}

/** A test the viewer started (and that has not expired), for the popup's start. */
export async function findOwnTest(services: AppServices, viewer: Viewer, orgId: string, testId: string) {
  const test = await services.prisma.samlTest.findFirst({ where: { id: testId, orgId, createdById: viewer.user.id, expiresAt: { gt: new Date() } } });
  if (!test || viewer.org.id !== orgId) throw new NotFoundError('The authentication test was not found or has expired.');
  return test;
}

/** What the test shows: the user the mappings give, the tenant, the raw attributes, or why sign-in would fail. */
export async function testResultFor(services: AppServices, orgId: string, answer: VerifiedAnswer): Promise<SamlTestResult> {
  const { mapped } = answer;
  const org = await services.prisma.organization.findUniqueOrThrow({ where: { id: orgId } });
  const roles = mapped.roles.length
    ? await services.prisma.role.findMany({ where: { orgId, name: { in: mapped.roles.map((r) => r.name), mode: 'insensitive' } }, orderBy: { name: 'asc' } })
    : [];
  const externalId = org.usesTenants ? mapped.tenant.value : null;
  const tenant = externalId ? await services.prisma.tenant.findUnique({ where: { orgId_externalId: { orgId, externalId } } }) : null;
  let errorMessage: string | null = null;
  if (!mapped.email.value) errorMessage = 'The identity provider sent no e-mail address for this user: check the email mapping.';
  else if (externalId && !tenant) errorMessage = `The tenant '${externalId}' does not exist in this organization.`;
  return {
    user: {
      providerKey: answer.subject,
      type: mapped.type.value,
      firstName: mapped.firstName.value,
      lastName: mapped.lastName.value,
      email: mapped.email.value,
      languageId: mapped.language.value,
      roleIds: roles.map((r) => globalIdOf('Role', r.id)),
    },
    tenant: externalId ? { externalId, name: tenant?.name ?? null } : null,
    attributes: answer.attributes,
    errorMessage,
  };
}

/** Records the outcome of a test once; a later answer for the same test does not overwrite it. */
export async function recordTestResult(services: AppServices, orgId: string, testId: string, result: SamlTestResult) {
  await services.prisma.samlTest.updateMany({
    where: { id: testId, orgId, completedAt: null, expiresAt: { gt: new Date() } },
    data: { result: result as unknown as Prisma.InputJsonValue, completedAt: new Date() },
  });
}

/** The result of one of the viewer's tests; null while the identity provider has not answered. */
export async function getSamlTestResult(services: AppServices, viewer: Viewer, testId: string): Promise<SamlTestResult | null> {
  requireSamlAccess(viewer);
  const test = await findOwnTest(services, viewer, viewer.org.id, testId);
  return testResultOf(test.result);
}
