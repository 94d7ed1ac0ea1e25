import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { keepingSearch } from '../../../app/navigation/urls.js';
import { preloadQuery } from '../../../app/relay/preloadQuery.js';
import { adminShellData } from '../../AdminShell/adminShellLoader.js';
import EmbeddedPromoPageQueryNode, { type EmbeddedPromoPageQuery } from './__generated__/EmbeddedPromoPageQuery.graphql.js';

/**
 * /admin/embedded: with embedding on the plan, the configuration; otherwise the promo page (spec 01 §2.1). The
 * billing contact is read only by the Admin type (the billing data is theirs).
 */
export async function embeddedPromoPageLoader({ request }: LoaderFunctionArgs) {
  const shell = await adminShellData();
  if (shell.embeddingAvailable) throw redirect(keepingSearch('/admin/embedded/configuration', request.url));
  return preloadQuery<EmbeddedPromoPageQuery>(EmbeddedPromoPageQueryNode, { withContact: shell.isAdmin });
}
