// The SAML test result (spec 01 §3): what the popup reports to the admin page and samlTestResult(id) returns.
import type { IncomingAttributes } from '../mappings/index.js';

export type SamlTestUser = {
  /** The SAML name ID. */
  providerKey: string;
  type: 'VIEWER' | 'CREATOR' | 'ADMIN';
  firstName: string;
  lastName: string;
  email: string | null;
  languageId: string;
  /** Global ids of the organization's roles the mappings give. */
  roleIds: string[];
};

export type SamlTestResult = {
  user: SamlTestUser | null;
  /** Only when the organization uses tenants; name is null when no tenant has that external id yet. */
  tenant: { name: string | null; externalId: string } | null;
  attributes: IncomingAttributes;
  errorMessage: string | null;
};

/** A stored result read back; null while the test has no result. */
export function testResultOf(json: unknown): SamlTestResult | null {
  if (!json || typeof json !== 'object') return null;
  const r = json as Partial<SamlTestResult>;
  return {
    user: r.user ?? null,
    tenant: r.tenant ?? null,
    attributes: r.attributes && typeof r.attributes === 'object' ? r.attributes : {},
    errorMessage: typeof r.errorMessage === 'string' ? r.errorMessage : null,
  };
}
