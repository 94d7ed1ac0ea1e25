// Sign-in, sign-out and personal API tokens. No GraphQL here.
import type { AppServices } from '../context.js';
import type { Viewer } from './viewer.js';
import { InvalidCredentialsError, NotFoundError } from '../errors.js';
import { dummyHashPromise, verifyPassword } from './password.js';
import { hashToken, newApiToken, newSessionToken, SESSION_COOKIE } from './tokens.js';

/** Checks the password and opens a session; the same error for an unknown e-mail and a wrong password. */
export async function signIn(services: AppServices, email: string, password: string, userAgent: string | null) {
  const user = await services.prisma.user.findUnique({ where: { email: email.trim().toLowerCase() } });
  const hash = user && !user.isDeleted && !user.isSingleSignOn && user.passwordHash ? user.passwordHash : await dummyHashPromise;
  const ok = await verifyPassword(password, hash);
  if (!user || !ok || user.isDeleted || user.isSingleSignOn || !user.passwordHash) throw new InvalidCredentialsError();
  const { token, session } = await createSession(services, user.id, userAgent);
  return { token, session, user };
}

/** Opens a session for a user who has proven who they are (password, SAML, JWT); the token goes in the cookie. */
export async function createSession(services: AppServices, userId: string, userAgent: string | null) {
  const token = newSessionToken();
  const expiresAt = new Date(Date.now() + services.config.sessionTtlMs);
  const session = await services.prisma.session.create({
    data: { tokenHash: hashToken(token), userId, expiresAt, userAgent: userAgent?.slice(0, 300) ?? null },
  });
  return { token, session };
}

/**
 * The session cookie: SameSite=Lax, or with crossSite (a sign-in inside a frame of an allowed embedding origin)
 * SameSite=None; Secure; Partitioned, which a framed page needs to keep its session.
 */
export function sessionCookie(services: AppServices, token: string, maxAgeMs: number, options: { crossSite?: boolean } = {}) {
  const parts = [`${SESSION_COOKIE}=${token}`, 'Path=/', 'HttpOnly', options.crossSite ? 'SameSite=None' : 'SameSite=Lax', `Max-Age=${Math.floor(maxAgeMs / 1000)}`];
  if (options.crossSite) parts.push('Secure', 'Partitioned');
  else if (services.config.secureCookies) parts.push('Secure');
  return parts.join('; ');
}

/** Opens a session and gives the Set-Cookie value for it (SAML and JWT sign-in use this). */
export async function startSession(services: AppServices, userId: string, userAgent: string | null, options: { crossSite?: boolean } = {}) {
  const { token, session } = await createSession(services, userId, userAgent);
  return { token, session, cookie: sessionCookie(services, token, services.config.sessionTtlMs, options) };
}

export const clearedSessionCookie = (services: AppServices) => sessionCookie(services, '', 0);

/** Ends the viewer's session, or every session of the user when everywhere is set. */
export async function signOut(services: AppServices, viewer: Viewer, everywhere: boolean) {
  const now = new Date();
  if (everywhere) {
    await services.prisma.session.updateMany({ where: { userId: viewer.user.id, revokedAt: null }, data: { revokedAt: now } });
  } else if (viewer.sessionId) {
    await services.prisma.session.update({ where: { id: viewer.sessionId }, data: { revokedAt: now } });
  }
  await services.pubsub.publish('authInvalidated', { userId: viewer.user.id });
}

/** Creates a personal API token; the secret is returned once and only its hash is kept. */
export async function createApiToken(
  services: AppServices,
  viewer: Viewer,
  input: { name: string; scope: 'READ' | 'WRITE'; expiresInDays?: number | null },
) {
  const secret = newApiToken();
  const apiToken = await services.prisma.apiToken.create({
    data: {
      orgId: viewer.org.id,
      userId: viewer.user.id,
      name: input.name,
      scope: input.scope,
      tokenHash: hashToken(secret),
      prefix: secret.slice(0, 12),
      expiresAt: input.expiresInDays ? new Date(Date.now() + input.expiresInDays * 86_400_000) : null,
    },
  });
  return { apiToken, secret };
}

/** Revokes one of the viewer's own tokens; another user's or organization's token is not found. */
export async function revokeApiToken(services: AppServices, viewer: Viewer, id: string) {
  const token = await services.prisma.apiToken.findFirst({ where: { id, userId: viewer.user.id, orgId: viewer.org.id } });
  if (!token) throw new NotFoundError('The API token was not found.');
  const revoked = token.revokedAt
    ? token
    : await services.prisma.apiToken.update({ where: { id }, data: { revokedAt: new Date() } });
  await services.pubsub.publish('authInvalidated', { userId: viewer.user.id });
  return revoked;
}
