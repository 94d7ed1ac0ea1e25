import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useExternalStore } from '../externalStore.js';
import { useT } from '../i18n/useT.js';
import { orgThemeStore } from '../theme/orgTheme.js';

// Below the tablet breakpoint (spec 01 §9: mobile 810) the narrow Chat Icon stands in for the Main Logo.
const NARROW = '@media (max-width: 809px)';

const useStyles = makeStyles({
  box: {
    display: 'inline-flex',
    alignItems: 'center',
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalXS}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  image: { display: 'block', width: 'auto', maxWidth: '240px' },
  wide: { [NARROW]: { display: 'none' } },
  narrow: { display: 'none', [NARROW]: { display: 'block' } },
});

/** The organization's logo in the top bar (at most Max Logo Height tall, on the logo background), or the app name. */
export function TopBarLogo() {
  const theme = useExternalStore(orgThemeStore);
  const t = useT();
  const styles = useStyles();
  if (!theme || (!theme.logoFull && !theme.logoShort)) return <>{t('app.name')}</>;
  const style = { maxHeight: `${theme.maxLogoHeight}px` };
  const both = !!theme.logoFull && !!theme.logoShort;
  return (
    <span className={styles.box} style={{ backgroundColor: theme.headerLogoBackground }}>
      {theme.logoFull && (
        <img src={theme.logoFull} alt={t('app.name')} style={style} className={mergeClasses(styles.image, both && styles.wide)} />
      )}
      {theme.logoShort && (
        <img src={theme.logoShort} alt={t('app.name')} style={style} className={mergeClasses(styles.image, both && styles.narrow)} />
      )}
    </span>
  );
}
