import type { LoaderFunctionArgs } from 'react-router-dom';
import { browserLocale, localeStore } from '../../app/i18n/locales.js';
import { preloadQuery } from '../../app/relay/preloadQuery.js';
import { brandColorStore } from '../../app/theme/themeStore.js';
import AcceptInvitationPageQueryNode, { type AcceptInvitationPageQuery } from './__generated__/AcceptInvitationPageQuery.graphql.js';

/** Before sign-in: the browser's language, the brand colour and what the link's invitation offers (null when invalid). */
export async function acceptInvitationPageLoader({ request }: LoaderFunctionArgs) {
  localeStore.set(browserLocale());
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const preloaded = await preloadQuery<AcceptInvitationPageQuery>(AcceptInvitationPageQueryNode, { token });
  brandColorStore.set(preloaded.data.appConfig.brandColor);
  return { ...preloaded, token };
}
