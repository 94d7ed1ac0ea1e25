import { Button, Link, Switch, Text, makeStyles, tokens } from '@fluentui/react-components';
import { OpenRegular, SettingsRegular, SignOutRegular } from '@fluentui/react-icons';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import { RouterButton } from '../../components/RouterButton/RouterButton.js';
import { useExternalStore } from '../externalStore.js';
import { useT } from '../i18n/useT.js';
import { themeModeStore } from '../theme/themeStore.js';
import type { TopBar_appConfig$key } from './__generated__/TopBar_appConfig.graphql.js';
import type { TopBar_viewer$key } from './__generated__/TopBar_viewer.graphql.js';
import { LanguageMenu } from './LanguageMenu.js';
import { TopBarLogo } from './TopBarLogo.js';
import { useSignOut } from './useSignOut.js';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  brand: {
    color: tokens.colorBrandForeground1,
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase500,
    textDecorationLine: 'none',
    display: 'inline-flex',
    alignItems: 'center',
  },
  spacer: { flexGrow: 1 },
  user: { color: tokens.colorNeutralForeground2 },
});

/** The app's top bar: documentation and community links, theme, language, admin area and sign-out. */
export function TopBar(props: { viewer: TopBar_viewer$key; appConfig: TopBar_appConfig$key }) {
  const viewer = useFragment(
    graphql`
      fragment TopBar_viewer on Viewer {
        user {
          firstName
          lastName
          email
          isSuperUser
          isSingleSignOn
          ...LanguageMenu_user
        }
      }
    `,
    props.viewer,
  );
  const appConfig = useFragment(
    graphql`
      fragment TopBar_appConfig on AppConfig {
        documentationUrl
        communityUrl
        ...LanguageMenu_appConfig
      }
    `,
    props.appConfig,
  );
  const t = useT();
  const styles = useStyles();
  const mode = useExternalStore(themeModeStore);
  const signOut = useSignOut();
  const { user } = viewer;
  const displayName = `${user.firstName} ${user.lastName}`.trim() || user.email;

  return (
    <header className={styles.bar}>
      <RouterLink to="/studio" className={styles.brand}>
        <TopBarLogo />
      </RouterLink>
      <div className={styles.spacer} />
      {appConfig.documentationUrl && (
        <Link href={appConfig.documentationUrl} target="_blank" rel="noreferrer">
          {t('topBar.documentation')} <OpenRegular aria-hidden />
        </Link>
      )}
      {appConfig.communityUrl && (
        <Link href={appConfig.communityUrl} target="_blank" rel="noreferrer">
          {t('topBar.community')} <OpenRegular aria-hidden />
        </Link>
      )}
      <Switch
        label={t('topBar.darkTheme')}
        checked={mode === 'dark'}
        onChange={(_, data) => themeModeStore.set(data.checked ? 'dark' : 'light')}
      />
      <LanguageMenu user={user} appConfig={appConfig} />
      {user.isSuperUser && (
        <RouterButton to="/admin" appearance="subtle" icon={<SettingsRegular />}>
          {t('topBar.admin')}
        </RouterButton>
      )}
      <Text className={styles.user}>{displayName}</Text>
      {!user.isSingleSignOn && (
        <Button appearance="subtle" icon={<SignOutRegular />} onClick={signOut}>
          {t('topBar.signOut')}
        </Button>
      )}
    </header>
  );
}
