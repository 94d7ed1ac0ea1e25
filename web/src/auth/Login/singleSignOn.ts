import type { MessageId } from '../../app/i18n/catalogues/en-US.js';
import { safeRedirectTarget } from '../../app/navigation/urls.js';

/** The SAML sign-in start with the page to come back to (same-site paths only). */
export function singleSignOnHref(samlSignInUrl: string, redirectTo: string | null): string {
  const url = new URL(samlSignInUrl, window.location.origin);
  url.searchParams.set('redirectTo', safeRedirectTarget(redirectTo));
  return url.toString();
}

/** The message for the ?ssoError=code the SAML endpoints send back to the login page; null without one. */
export function singleSignOnErrorId(code: string | null): MessageId | null {
  if (!code) return null;
  if (code === 'saml_authentication_too_old') return 'login.ssoError.tooOld';
  if (code === 'saml_user_rejected') return 'login.ssoError.rejected';
  return 'login.ssoError.failed';
}
