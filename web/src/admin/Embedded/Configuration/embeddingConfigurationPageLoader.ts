import { redirect } from 'react-router-dom';
import { preloadQuery } from '../../../app/relay/preloadQuery.js';
import EmbeddingConfigurationPageQueryNode, {
  type EmbeddingConfigurationPageQuery,
} from './__generated__/EmbeddingConfigurationPageQuery.graphql.js';

/** Loads the configuration; without embedding on the plan, /admin/embedded shows the promo page (spec 01 §2.1, §4). */
export async function embeddingConfigurationPageLoader() {
  const preloaded = await preloadQuery<EmbeddingConfigurationPageQuery>(EmbeddingConfigurationPageQueryNode, {});
  if (preloaded.data.embeddingConfiguration.__typename !== 'EmbeddingConfiguration') {
    preloaded.queryRef.dispose();
    throw redirect('/admin/embedded');
  }
  return preloaded;
}
