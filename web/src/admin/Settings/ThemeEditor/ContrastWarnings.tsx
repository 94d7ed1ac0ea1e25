import { MessageBar, MessageBarBody, MessageBarTitle, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useT } from '../../../app/i18n/useT.js';
import { AA_RATIO, type ContrastWarning } from './themeColors.js';

const useStyles = makeStyles({
  list: { margin: `${tokens.spacingVerticalXS} 0 0`, paddingLeft: tokens.spacingHorizontalL },
  swatch: {
    display: 'inline-block',
    width: '10px',
    height: '10px',
    marginRight: tokens.spacingHorizontalXS,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    verticalAlign: 'middle',
  },
  ok: { color: tokens.colorNeutralForeground3 },
});

/** Text/background pairs of the edited colours below WCAG AA, light and dark; a quiet note when all pass. */
export function ContrastWarnings({ warnings }: { warnings: ContrastWarning[] }) {
  const t = useT();
  const intl = useIntl();
  const styles = useStyles();
  if (!warnings.length) return <Text className={styles.ok}>{t('theme.contrast.ok', { ratio: AA_RATIO })}</Text>;
  return (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{t('theme.contrast.title')}</MessageBarTitle>
        {t('theme.contrast.intro', { ratio: AA_RATIO })}
        <ul className={styles.list}>
          {warnings.map((w) => (
            <li key={`${w.mode}-${w.pair}`}>
              <span className={styles.swatch} style={{ backgroundColor: w.foreground }} aria-hidden />
              <span className={styles.swatch} style={{ backgroundColor: w.background }} aria-hidden />
              {t('theme.contrast.item', {
                mode: t(w.mode === 'light' ? 'theme.contrast.light' : 'theme.contrast.dark'),
                pair: t(`theme.contrast.${w.pair}`),
                ratio: intl.formatNumber(w.ratio, { maximumFractionDigits: 2 }),
              })}
            </li>
          ))}
        </ul>
      </MessageBarBody>
    </MessageBar>
  );
}
