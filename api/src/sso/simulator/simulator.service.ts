// The mapping simulator (issue 5): what a token, attributes or assertion would give, signing no one in; and which
// single sign-on users would gain or lose roles with changed mappings at their next sign-in.
import { decodeJwt } from 'jose';
import { z } from 'zod';
import type { AppServices } from '../../context.js';
import type { Viewer } from '../../auth/viewer.js';
import type { Role, Tenant, User } from '../../generated/prisma/client.js';
import { parseInput, ValidationError } from '../../errors.js';
import { requireSsoAdmin } from '../access.js';
import {
  attributesFromJson,
  attributesFromStored,
  evaluateMappings,
  userAttributeMappingsSchema,
  type IncomingAttributes,
  type MappingResult,
} from '../mappings/index.js';
import { assertionAttributeParser } from './assertionParser.js';

export type SimulationSource = 'JWT' | 'JSON' | 'SAML_ASSERTION';
export type Simulation = {
  subject: string | null;
  attributes: IncomingAttributes;
  result: MappingResult;
  /** Existing roles of the organization for the mapped role names (by lower-cased name). */
  roles: Map<string, Role>;
  tenant: Tenant | null;
};

const MAX_TEXT = 200_000;
const simulateSchema = z.object({
  source: z.enum(['JWT', 'JSON', 'SAML_ASSERTION']),
  text: z.string().trim().min(1, 'Paste a token, attributes or an assertion.').max(MAX_TEXT, `The text must not exceed ${MAX_TEXT} characters.`),
  userAttributeMappings: userAttributeMappingsSchema,
});

async function readSource(source: SimulationSource, text: string): Promise<{ subject: string | null; attributes: IncomingAttributes }> {
  if (source === 'JWT') {
    let claims: Record<string, unknown>;
    try {
      claims = decodeJwt(text);
    } catch {
      throw ValidationError.on('text', 'The text is not a JWT.');
    }
    return { subject: typeof claims.sub === 'string' ? claims.sub : null, attributes: attributesFromJson(claims) };
  }
  if (source === 'JSON') {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw ValidationError.on('text', 'The text is not valid JSON.');
    }
    if (!json || typeof json !== 'object' || Array.isArray(json)) throw ValidationError.on('text', 'The JSON must be an object of attributes.');
    return { subject: null, attributes: attributesFromJson(json as Record<string, unknown>) };
  }
  const parser = assertionAttributeParser();
  if (!parser) throw ValidationError.on('text', 'SAML assertions cannot be read on this server.');
  try {
    return await parser(text);
  } catch (e) {
    throw ValidationError.on('text', e instanceof Error && e.message ? e.message : 'The text is not a SAML assertion.');
  }
}

/** Evaluates the mappings on the pasted input; nothing is saved and no one is signed in. */
export async function simulateMappings(services: AppServices, viewer: Viewer, input: unknown): Promise<Simulation> {
  requireSsoAdmin(viewer);
  const data = parseInput(simulateSchema, input);
  const { subject, attributes } = await readSource(data.source, data.text);
  const org = viewer.org;
  const result = evaluateMappings(data.userAttributeMappings, attributes, { usesTenants: org.usesTenants });
  const names = result.roles.map((r) => r.name);
  const roles = names.length
    ? await services.prisma.role.findMany({ where: { orgId: org.id, name: { in: names, mode: 'insensitive' } } })
    : [];
  const tenant =
    org.usesTenants && result.tenant.value
      ? await services.prisma.tenant.findUnique({ where: { orgId_externalId: { orgId: org.id, externalId: result.tenant.value } } })
      : null;
  return { subject, attributes, result, roles: new Map(roles.map((r) => [r.name.toLowerCase(), r])), tenant };
}

export type UserMappingChange = { user: User; gainedRoles: Role[]; lostRoles: Role[]; typeBefore: User['type']; typeAfter: User['type'] };
export type MappingImpact = { changes: UserMappingChange[]; checkedUserCount: number; usersWithoutAttributes: User[] };

const impactSchema = z.object({ userAttributeMappings: userAttributeMappingsSchema });
const MAX_USERS = 5000;

/**
 * For each single sign-on user of the organization with stored attributes (from their last sign-in), the roles and
 * type the mappings would give at the next sign-in compared with what the user has now; only users with a change.
 */
export async function mappingImpact(services: AppServices, viewer: Viewer, input: unknown): Promise<MappingImpact> {
  requireSsoAdmin(viewer);
  const { userAttributeMappings } = parseInput(impactSchema, input);
  const org = viewer.org;
  const [users, orgRoles] = await Promise.all([
    services.prisma.user.findMany({
      where: { orgId: org.id, isSingleSignOn: true, isDeleted: false },
      include: { roles: { select: { roleId: true } } },
      orderBy: [{ lastName: 'asc' }, { firstName: 'asc' }, { email: 'asc' }],
      take: MAX_USERS,
    }),
    services.prisma.role.findMany({ where: { orgId: org.id } }),
  ]);
  const byName = new Map(orgRoles.map((r) => [r.name.toLowerCase(), r]));
  const byId = new Map(orgRoles.map((r) => [r.id, r]));
  const changes: UserMappingChange[] = [];
  const usersWithoutAttributes: User[] = [];
  let checkedUserCount = 0;
  for (const { roles: held, ...user } of users) {
    const attributes = attributesFromStored(user.ssoAttributes);
    if (!attributes) {
      usersWithoutAttributes.push(user);
      continue;
    }
    checkedUserCount++;
    const result = evaluateMappings(userAttributeMappings, attributes, { usesTenants: org.usesTenants });
    const next = new Set(result.roles.map((r) => byName.get(r.name.toLowerCase())?.id).filter((id) => id !== undefined));
    const now = new Set(held.map((r) => r.roleId));
    const gainedRoles = [...next].filter((id) => !now.has(id)).map((id) => byId.get(id)!);
    const lostRoles = [...now].filter((id) => !next.has(id)).map((id) => byId.get(id)!);
    if (gainedRoles.length || lostRoles.length || result.type.value !== user.type) {
      changes.push({ user, gainedRoles, lostRoles, typeBefore: user.type, typeAfter: result.type.value });
    }
  }
  return { changes, checkedUserCount, usersWithoutAttributes };
}
