import { Button, Menu, MenuItemRadio, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { LocalLanguageRegular } from '@fluentui/react-icons';
import { graphql, useFragment } from 'react-relay';
import { useLoader } from '../../components/Loader/LoaderProvider.js';
import { useNotify } from '../../components/Toasts/ToastProvider.js';
import { useExternalStore } from '../externalStore.js';
import { LANGUAGE_NAMES, SUPPORTED_LOCALES, localeStore, matchLocale, type Locale } from '../i18n/locales.js';
import { useT } from '../i18n/useT.js';
import type { LanguageMenu_appConfig$key } from './__generated__/LanguageMenu_appConfig.graphql.js';
import type { LanguageMenu_user$key } from './__generated__/LanguageMenu_user.graphql.js';
import { useUpdateViewerPreferencesMutation } from './UpdateViewerPreferencesMutation.js';

/** Chooses the UI language; the choice is saved as the user's preference. */
export function LanguageMenu(props: { user: LanguageMenu_user$key; appConfig: LanguageMenu_appConfig$key }) {
  const user = useFragment(
    graphql`
      fragment LanguageMenu_user on User {
        id
        language
      }
    `,
    props.user,
  );
  const appConfig = useFragment(
    graphql`
      fragment LanguageMenu_appConfig on AppConfig {
        languages {
          id
        }
      }
    `,
    props.appConfig,
  );
  const t = useT();
  const locale = useExternalStore(localeStore);
  const loader = useLoader();
  const notify = useNotify();
  const [update] = useUpdateViewerPreferencesMutation();

  const offered = appConfig.languages.map((l) => matchLocale(l.id)).filter((l): l is Locale => l !== null);
  const languages = offered.length ? [...new Set(offered)] : [...SUPPORTED_LOCALES];

  const choose = (language: Locale) => {
    if (language === matchLocale(user.language) && language === locale) return;
    loader
      .track(update({ language }))
      .then((result) => {
        if (result.__typename === 'UpdateViewerPreferencesSuccess') localeStore.set(matchLocale(result.user.language) ?? language);
        else notify.error(result.__typename === 'ValidationError' ? result.message : t('topBar.languageFailed'));
      })
      .catch(() => notify.error(t('topBar.languageFailed')));
  };

  return (
    <Menu
      checkedValues={{ language: [locale] }}
      onCheckedValueChange={(_, data) => data.checkedItems[0] && choose(data.checkedItems[0] as Locale)}
    >
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="subtle" icon={<LocalLanguageRegular />} aria-label={`${t('topBar.language')}: ${LANGUAGE_NAMES[locale]}`}>
          {LANGUAGE_NAMES[locale]}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {languages.map((language) => (
            <MenuItemRadio key={language} name="language" value={language} lang={language}>
              {LANGUAGE_NAMES[language]}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
