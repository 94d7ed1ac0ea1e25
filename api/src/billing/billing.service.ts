// Billing data for the Billing page: the plan catalogue, the organization's subscription and its invoices.
export type CatalogPlan = { id: string; name: string; isEnterprise: boolean; description: string };

/** The plans a subscription can be changed to (by contacting support; spec 01 §2.3). */
export const PLAN_CATALOG: CatalogPlan[] = [
  { id: 'starter', name: 'Starter', isEnterprise: false, description: 'For small teams getting started with conversational analytics.' },
  { id: 'business', name: 'Business', isEnterprise: false, description: 'More seats and knowledge graphs for growing teams.' },
  { id: 'enterprise', name: 'Enterprise', isEnterprise: true, description: 'Single sign-on (SAML, JWT), embedding and tailored quotas.' },
];
