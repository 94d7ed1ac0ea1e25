// The browser-facing SAML endpoints under /auth/saml/:organizationId/ — metadata.xml (Meridian's SP metadata),
// login (SP-initiated sign-in), test/:testId (the admin's test popup), acs (the identity provider's HTTP-POST) and
// complete (opens the session in the browser that started the sign-in).
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppServices } from '../../context.js';
import { readCookie, SESSION_COOKIE } from '../../auth/tokens.js';
import { startSession } from '../../auth/auth.service.js';
import { signInSingleSignOnUser } from '../provisioning.service.js';
import { SingleSignOnError } from '../errors.js';
import { ConflictError, FeatureNotOnPlanError, NotFoundError, PermissionDeniedError, PlanLimitError } from '../../errors.js';
import { serviceProviderMetadataXml } from './metadata.js';
import { draftFromJson, requireSamlAccess } from './samlConfiguration.service.js';
import { awaitCompletion, newBrowserNonce, takeCompletion } from './samlStore.js';
import { beginSamlSignIn, beginSamlTest, SamlFailure, TEST_RELAY_PREFIX, verifySamlResponse, type AuthnRequestStart } from './samlSignIn.service.js';
import { findOwnTest, recordTestResult, testResultFor } from './samlTest.service.js';
import type { SamlTestResult } from './samlTestResult.js';

const PREFIX = '/auth/saml/';
/** A SAML response with a few certificates and many attributes stays well below this. */
const MAX_FORM_BYTES = 2 * 1024 * 1024;
const NO_STORE = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'no-referrer' };
/** Binds a sign-in to the browser that started it; SameSite=Lax reaches the completion step (a top-level GET). */
const BINDING_COOKIE = 'meridian_saml_binding';
const BINDING_MAX_AGE_S = 15 * 60;

function bindingCookie(services: AppServices, nonce: string, maxAgeS = BINDING_MAX_AGE_S) {
  const parts = [`${BINDING_COOKIE}=${nonce}`, `Path=${PREFIX}`, 'HttpOnly', 'SameSite=Lax', `Max-Age=${maxAgeS}`];
  if (services.config.secureCookies) parts.push('Secure');
  return parts.join('; ');
}

class BodyTooLarge extends Error {}

function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_FORM_BYTES) {
        reject(new BodyTooLarge());
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
    req.on('error', reject);
  });
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

function sendAuthnRequest(res: ServerResponse, start: AuthnRequestStart, cookies: string[] = []) {
  const headers = cookies.length ? { ...NO_STORE, 'Set-Cookie': cookies } : NO_STORE;
  if (start.kind === 'redirect') res.writeHead(302, { ...headers, Location: start.url }).end();
  else res.writeHead(200, { ...headers, 'Content-Type': 'text/html; charset=utf-8' }).end(start.html);
}

/** The login page with an error code it explains (no details: those are in the log). */
function redirectToLogin(services: AppServices, res: ServerResponse, code: string) {
  res.writeHead(303, { ...NO_STORE, Location: `${services.config.publicUrl}/login?ssoError=${encodeURIComponent(code)}` }).end();
}

/**
 * The popup's last page: posts the test result to the admin page that opened it, only to Meridian's own origin,
 * then closes. A strict CSP with a nonce lets exactly this script run.
 */
export function testResultPage(services: AppServices, testId: string | null, result: SamlTestResult) {
  const nonce = randomBytes(16).toString('base64');
  const origin = new URL(services.config.publicUrl).origin;
  const message = JSON.stringify({ type: 'meridian:saml-test-result', testId, result }).replace(/</g, '\\u003c');
  const text = result.errorMessage ? 'The authentication test failed.' : 'The authentication test succeeded.';
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>SAML test</title></head><body>` +
    `<p>${escapeHtml(text)} You can close this window.</p>` +
    (result.errorMessage ? `<p>${escapeHtml(result.errorMessage)}</p>` : '') +
    `<script nonce="${nonce}">(function(){var m=${message};` +
    `if(window.opener){window.opener.postMessage(m,${JSON.stringify(origin)});window.close();}})();</script></body></html>`;
  return {
    headers: {
      ...NO_STORE,
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': `default-src 'none'; script-src 'nonce-${nonce}'; frame-ancestors 'none'`,
    },
    html,
  };
}

const failedTest = (errorMessage: string): SamlTestResult => ({ user: null, tenant: null, attributes: {}, errorMessage });

async function sendTestResult(services: AppServices, res: ServerResponse, orgId: string, testId: string | null, result: SamlTestResult) {
  if (testId) await recordTestResult(services, orgId, testId, result);
  const page = testResultPage(services, testId, result);
  res.writeHead(200, page.headers).end(page.html);
}

async function handleLogin(services: AppServices, req: IncomingMessage, res: ServerResponse, orgId: string, url: URL) {
  // Several tabs signing in at once share the browser's nonce.
  const nonce = readCookie(req.headers.cookie, BINDING_COOKIE) || newBrowserNonce();
  try {
    sendAuthnRequest(res, await beginSamlSignIn(services, orgId, url.searchParams.get('redirectTo'), nonce), [bindingCookie(services, nonce)]);
  } catch (error) {
    if (!(error instanceof SamlFailure)) throw error;
    redirectToLogin(services, res, error.code);
  }
}

async function handleTestStart(services: AppServices, req: IncomingMessage, res: ServerResponse, orgId: string, testId: string) {
  const viewer = await services.viewers.resolve(readCookie(req.headers.cookie, SESSION_COOKIE), undefined);
  if (!viewer) {
    res.writeHead(401, { ...NO_STORE, 'Content-Type': 'text/plain; charset=utf-8' }).end('Sign in to Meridian to run the authentication test.');
    return;
  }
  try {
    requireSamlAccess(viewer);
    const test = await findOwnTest(services, viewer, orgId, testId);
    sendAuthnRequest(res, await beginSamlTest(services, orgId, test.id, draftFromJson(test.configuration)));
  } catch (error) {
    if (error instanceof NotFoundError || error instanceof PermissionDeniedError || error instanceof FeatureNotOnPlanError) {
      const page = testResultPage(services, null, failedTest(error.message));
      res.writeHead(error instanceof NotFoundError ? 404 : 403, page.headers).end(page.html);
      return;
    }
    if (error instanceof SamlFailure) return sendTestResult(services, res, orgId, testId, failedTest(error.message));
    throw error;
  }
}

async function handleAcs(services: AppServices, req: IncomingMessage, res: ServerResponse, orgId: string) {
  const form = await readForm(req);
  const relayState = form.get('RelayState');
  const claimedTestId = relayState?.startsWith(TEST_RELAY_PREFIX) ? relayState.slice(TEST_RELAY_PREFIX.length) : null;
  let answer;
  try {
    answer = await verifySamlResponse(services, orgId, { SAMLResponse: form.get('SAMLResponse'), RelayState: relayState });
  } catch (error) {
    if (!(error instanceof SamlFailure)) throw error;
    services.log.warn('SAML response refused', { orgId, code: error.code, reason: error.message });
    if (claimedTestId !== null) return sendTestResult(services, res, orgId, claimedTestId, failedTest(error.message));
    return redirectToLogin(services, res, error.code);
  }
  if (answer.testId) return sendTestResult(services, res, orgId, answer.testId, await testResultFor(services, orgId, answer));

  try {
    const { user } = await signInSingleSignOnUser(services, orgId, { subject: answer.subject, mapped: answer.mapped, attributes: answer.attributes });
    // The identity provider's POST is cross-site and carries no cookie of ours: the session opens in the next step,
    // a top-level GET that does carry the binding cookie, so an answer forced into another browser signs nobody in.
    const code = await awaitCompletion(services.prisma, answer.requestId, user.id);
    res.writeHead(303, { ...NO_STORE, Location: `${services.config.publicUrl}${PREFIX}${encodeURIComponent(orgId)}/complete?code=${code}` }).end();
  } catch (error) {
    if (!(error instanceof SingleSignOnError || error instanceof ConflictError || error instanceof PlanLimitError)) throw error;
    services.log.warn('SAML user refused', { orgId, reason: error.message });
    redirectToLogin(services, res, 'saml_user_rejected');
  }
}

async function handleComplete(services: AppServices, req: IncomingMessage, res: ServerResponse, orgId: string, url: URL) {
  const taken = await takeCompletion(services.prisma, orgId, url.searchParams.get('code') ?? '', readCookie(req.headers.cookie, BINDING_COOKIE));
  const user = taken.ok ? await services.prisma.user.findFirst({ where: { id: taken.userId, orgId, isDeleted: false, isSingleSignOn: true } }) : null;
  if (!taken.ok || !user) {
    services.log.warn('SAML sign-in not completed', { orgId, reason: taken.ok ? 'The user no longer exists.' : taken.reason });
    return redirectToLogin(services, res, 'saml_unknown_request');
  }
  const { cookie } = await startSession(services, user.id, req.headers['user-agent'] ?? null);
  res.writeHead(303, { ...NO_STORE, 'Set-Cookie': [cookie, bindingCookie(services, '', 0)], Location: services.config.publicUrl + taken.redirectTo }).end();
}

async function handleMetadata(services: AppServices, res: ServerResponse, orgId: string, url: URL) {
  const org = await services.prisma.organization.findUnique({ where: { id: orgId }, select: { id: true } });
  if (!org) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  const headers: Record<string, string> = { 'Content-Type': 'application/samlmetadata+xml; charset=utf-8', 'Cache-Control': 'no-cache' };
  if (url.searchParams.has('download')) headers['Content-Disposition'] = 'attachment; filename="meridian-sp-metadata.xml"';
  res.writeHead(200, headers).end(serviceProviderMetadataXml(services.config, orgId));
}

/** Answers requests under /auth/saml/; false for any other path. */
export function handleSamlRequest(services: AppServices, req: IncomingMessage, res: ServerResponse): boolean {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (!url.pathname.startsWith(PREFIX)) return false;
  let parts: string[];
  try {
    parts = url.pathname.slice(PREFIX.length).split('/').map((p) => decodeURIComponent(p));
  } catch {
    parts = [];
  }
  const [orgId, action, testId, ...rest] = parts;
  const method = req.method ?? 'GET';
  const route =
    method === 'GET' && action === 'metadata.xml' && !testId
      ? () => handleMetadata(services, res, orgId, url)
      : method === 'GET' && action === 'login' && !testId
        ? () => handleLogin(services, req, res, orgId, url)
        : method === 'GET' && action === 'test' && testId && rest.length === 0
          ? () => handleTestStart(services, req, res, orgId, testId)
          : method === 'POST' && action === 'acs' && !testId
            ? () => handleAcs(services, req, res, orgId)
            : method === 'GET' && action === 'complete' && !testId
              ? () => handleComplete(services, req, res, orgId, url)
              : null;
  if (!orgId || !route) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    return true;
  }
  route().catch((error: unknown) => {
    if (res.headersSent) return;
    if (error instanceof BodyTooLarge) {
      res.writeHead(413, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Request body too large');
      return;
    }
    services.log.error('SAML endpoint failed', { error: String(error) });
    res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Single sign-on failed. Please try again later.');
  });
  return true;
}
