// The organization's JWT sign-in configuration (spec 01 §2.9, §5): read and replace.
import { z } from 'zod';
import type { AppServices } from '../../context.js';
import type { Viewer } from '../../auth/viewer.js';
import type { JwtConfiguration, Prisma } from '../../generated/prisma/client.js';
import { parseInput } from '../../errors.js';
import { requireSsoAdmin } from '../access.js';
import { emptyMappings, mappingsFromJson, userAttributeMappingsSchema, type UserAttributeMappings } from '../mappings/index.js';
import { INVALID_PUBLIC_KEY, publicKeyFromPem } from './publicKey.js';

export const DEFAULT_PARAMETER_NAME = 'jwt';
export const INVALID_JWKS_URL = 'The JWKS URL is invalid';

export type JwtConfigurationView = {
  orgId: string;
  isEnabled: boolean;
  parameterMode: 'URL' | 'COOKIE';
  parameterName: string | null;
  publicKey: string | null;
  jwksUrl: string | null;
  userAttributeMappings: UserAttributeMappings;
  updatedAt: Date | null;
};

/** Standard OpenID Connect claims, as a starting point before anything is saved. */
export const defaultJwtMappings = (): UserAttributeMappings => ({
  ...emptyMappings(),
  firstName: [{ value: '${given_name}', condition: null, description: null }],
  lastName: [{ value: '${family_name}', condition: null, description: null }],
  email: [{ value: '${email}', condition: null, description: null }],
});

export function jwtConfigurationView(orgId: string, row: JwtConfiguration | null): JwtConfigurationView {
  if (!row) {
    return { orgId, isEnabled: false, parameterMode: 'URL', parameterName: null, publicKey: null, jwksUrl: null, userAttributeMappings: defaultJwtMappings(), updatedAt: null };
  }
  return { ...row, userAttributeMappings: mappingsFromJson(row.userAttributeMappings), updatedAt: row.updatedAt };
}

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !!url.hostname && !url.username && !url.password;
  } catch {
    return false;
  }
};

const inputSchema = z
  .object({
    isEnabled: z.boolean(),
    parameterMode: z.enum(['URL', 'COOKIE']),
    parameterName: z.preprocess(
      blankToNull,
      z
        .string()
        .trim()
        .max(100, 'The parameter name must not exceed 100 characters.')
        .regex(/^[A-Za-z0-9_.~-]+$/, 'The parameter name may contain letters, digits and _ . ~ - only.')
        .nullish(),
    ),
    publicKey: z.preprocess(blankToNull, z.string().trim().max(20_000, INVALID_PUBLIC_KEY).nullish()),
    jwksUrl: z.preprocess(blankToNull, z.string().trim().max(2000, INVALID_JWKS_URL).nullish()),
    userAttributeMappings: userAttributeMappingsSchema,
  })
  .superRefine((v, ctx) => {
    if (v.publicKey && !publicKeyFromPem(v.publicKey)) ctx.addIssue({ code: 'custom', path: ['publicKey'], message: INVALID_PUBLIC_KEY });
    if (v.jwksUrl && !isHttpUrl(v.jwksUrl)) ctx.addIssue({ code: 'custom', path: ['jwksUrl'], message: INVALID_JWKS_URL });
    if (v.publicKey && v.jwksUrl) ctx.addIssue({ code: 'custom', path: ['jwksUrl'], message: 'Send either a public key or a JWKS URL, not both.' });
    if (v.isEnabled && !v.publicKey && !v.jwksUrl) ctx.addIssue({ code: 'custom', path: ['publicKey'], message: 'Enter a public key or a JWKS URL.' });
  });

/** The configuration, or the defaults when none was saved. */
export async function getJwtConfiguration(services: AppServices, viewer: Viewer): Promise<JwtConfigurationView> {
  requireSsoAdmin(viewer);
  const row = await services.prisma.jwtConfiguration.findUnique({ where: { orgId: viewer.org.id } });
  return jwtConfigurationView(viewer.org.id, row);
}

/** Replaces the configuration (all fields); exactly one of publicKey and jwksUrl when enabled. */
export async function updateJwtConfiguration(services: AppServices, viewer: Viewer, input: unknown): Promise<JwtConfigurationView> {
  requireSsoAdmin(viewer);
  const data = parseInput(inputSchema, input);
  const fields = {
    isEnabled: data.isEnabled,
    parameterMode: data.parameterMode,
    parameterName: data.parameterName ?? null,
    publicKey: data.publicKey ?? null,
    jwksUrl: data.jwksUrl ?? null,
    userAttributeMappings: data.userAttributeMappings as unknown as Prisma.InputJsonValue,
  };
  const row = await services.prisma.jwtConfiguration.upsert({ where: { orgId: viewer.org.id }, create: { orgId: viewer.org.id, ...fields }, update: fields });
  return jwtConfigurationView(viewer.org.id, row);
}
