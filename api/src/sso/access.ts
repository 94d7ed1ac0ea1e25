// Who may read and change SSO and embedding configurations: super users of an Enterprise organization.
import type { Viewer } from '../auth/viewer.js';
import { requireSuperUser } from '../admin/access.js';
import { FeatureNotOnPlanError } from '../errors.js';

/** Throws PermissionDeniedError for non-super users, then FeatureNotOnPlanError off the Enterprise plan. */
export function requireSsoAdmin(viewer: Viewer) {
  requireSuperUser(viewer);
  requireEnterprise(viewer.org);
}

/** Single sign-on and embedding are Enterprise-plan features (spec 01 §1, §9). */
export function requireEnterprise(org: { isEnterprise: boolean }) {
  if (!org.isEnterprise) throw new FeatureNotOnPlanError('Single sign-on and embedding are available on the Enterprise plan.');
}
