// Imports every capability's schema module (for their side effects on the builder) and builds the schema.
import { builder } from '../builder.js';
import './errors.schema.js';
import '../appconfig/appConfig.schema.js';
import '../organizations/organization.schema.js';
import '../users/user.schema.js';
import '../auth/auth.schema.js';
import '../graphs/graph.schema.js';
import '../tasks/backgroundTask.schema.js';
import '../analytics/analytics.schema.js';
import '../users/userAdmin.schema.js';
import '../invitations/invitation.schema.js';
import '../roles/role.schema.js';
import '../tenants/tenant.schema.js';
import '../boards/board.schema.js';
import '../settings/settings.schema.js';
import '../theme/theme.schema.js';
import '../integrations/integration.schema.js';
import '../integrations/organizationApiTokens.schema.js';
import '../billing/billing.schema.js';
import '../sso/jwt/jwt.schema.js';
import '../sso/simulator/simulator.schema.js';
import '../embedding/embedding.schema.js';
import '../sso/sso.schema.js';
import '../sso/saml/saml.schema.js';

export const schema = builder.toSchema({ sortSchema: true });
