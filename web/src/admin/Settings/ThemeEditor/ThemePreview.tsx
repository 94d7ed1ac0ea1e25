import { useId, useMemo } from 'react';
import { Badge, Button, FluentProvider, Text, makeStyles, tokens } from '@fluentui/react-components';
import { SendRegular } from '@fluentui/react-icons';
import { useExternalStore } from '../../../app/externalStore.js';
import { useT } from '../../../app/i18n/useT.js';
import { brandThemes } from '../../../app/theme/brandTheme.js';
import { themeModeStore } from '../../../app/theme/themeStore.js';
import type { DerivedColors, ThemeColors } from './themeColors.js';
import type { LogoDraft } from './themeDraft.js';

// The theme's own colours are user data, so the preview paints them inline; the frame uses Fluent tokens.
const useStyles = makeStyles({
  frame: {
    display: 'flex',
    flexDirection: 'column',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusLarge,
    overflow: 'hidden',
  },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, padding: tokens.spacingHorizontalS, minHeight: '32px' },
  body: { display: 'grid', gridTemplateColumns: 'minmax(90px, 1fr) 3fr' },
  side: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, padding: tokens.spacingHorizontalS },
  sideItem: { padding: tokens.spacingHorizontalXS, borderRadius: tokens.borderRadiusMedium, fontSize: tokens.fontSizeBase200 },
  chat: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalM },
  question: { alignSelf: 'flex-end', padding: tokens.spacingHorizontalS, borderRadius: tokens.borderRadiusLarge, maxWidth: '85%' },
  answerRow: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-start' },
  icon: {
    flexShrink: 0,
    width: '28px',
    height: '28px',
    borderRadius: tokens.borderRadiusCircular,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    overflow: 'hidden',
    fontWeight: tokens.fontWeightSemibold,
  },
  iconImage: { maxWidth: '20px', maxHeight: '20px' },
  answer: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, padding: tokens.spacingHorizontalS, borderRadius: tokens.borderRadiusLarge },
  chart: { display: 'flex', alignItems: 'flex-end', gap: '3px', height: '48px' },
  bar: { flexGrow: 1, minWidth: '4px', borderRadius: `${tokens.borderRadiusSmall} ${tokens.borderRadiusSmall} 0 0` },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  followUp: { padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`, borderRadius: tokens.borderRadiusCircular, border: `${tokens.strokeWidthThin} solid transparent`, fontSize: tokens.fontSizeBase200 },
});

export type PreviewTheme = { colors: ThemeColors; derived: DerivedColors; maxLogoHeight: number; chartColors: string[]; logoFull: LogoDraft; logoShort: LogoDraft };

/** A small mock of the app in the edited colours, in the current light or dark appearance (the Fluent brand ramp included). */
export function ThemePreview({ theme }: { theme: PreviewTheme }) {
  const t = useT();
  const styles = useStyles();
  const mode = useExternalStore(themeModeStore);
  const { colors, derived } = theme;
  const fluentTheme = useMemo(() => brandThemes(colors.primary)[mode], [colors.primary, mode]);
  const heights = [0.55, 0.8, 0.4, 1, 0.7, 0.5, 0.9, 0.35, 0.65, 0.85, 0.45];
  const titleId = useId();
  return (
    <>
      <Text id={titleId} weight="semibold">
        {t('theme.preview')}
      </Text>
      <FluentProvider theme={fluentTheme} role="region" aria-labelledby={titleId} className={styles.frame}>
        <div className={styles.header} style={{ backgroundColor: colors.headerLogoBackground }}>
          {theme.logoFull ? (
            <img src={theme.logoFull.dataUrl} alt={t('theme.logo.full')} style={{ maxHeight: `${theme.maxLogoHeight}px`, maxWidth: '160px' }} />
          ) : (
            <Text weight="semibold" style={{ color: colors.primary }}>
              {t('app.name')}
            </Text>
          )}
        </div>
        <div className={styles.body}>
          <div className={styles.side} style={{ backgroundColor: colors.secondary }}>
            <div className={styles.sideItem} style={{ backgroundColor: derived.selectedKnowledgeGraph, color: colors.font }}>
              {t('theme.preview.kg')}
            </div>
          </div>
          <div className={styles.chat}>
            <div className={styles.question} style={{ backgroundColor: colors.primary, color: '#ffffff' }}>
              {t('theme.preview.question')}
            </div>
            <div className={styles.answerRow}>
              <div className={styles.icon} style={{ backgroundColor: colors.chatIconBackground, color: '#ffffff' }}>
                {theme.logoShort ? <img src={theme.logoShort.dataUrl} alt={t('theme.logo.short')} className={styles.iconImage} /> : t('app.name').charAt(0)}
              </div>
              <div className={styles.answer} style={{ backgroundColor: colors.secondaryLight, color: colors.font }}>
                <div className={styles.row}>
                  <Text>{t('theme.preview.answer')}</Text>
                  <span style={{ backgroundColor: colors.accentLight, color: colors.accent, padding: '0 6px', borderRadius: '8px' }}>
                    {t('theme.preview.badge')}
                  </span>
                </div>
                <div className={styles.chart} role="img" aria-label={t('theme.chartColors')}>
                  {theme.chartColors.map((color, i) => (
                    <div key={i} className={styles.bar} style={{ backgroundColor: color, height: `${heights[i % heights.length] * 100}%` }} />
                  ))}
                </div>
                <Text size={200} style={{ color: colors.fontLight }}>
                  {t('theme.preview.caption')}
                </Text>
              </div>
            </div>
            <div className={styles.row}>
              <span className={styles.followUp} style={{ borderColor: colors.followUp, backgroundColor: derived.followUpLight, color: colors.font }}>
                {t('theme.preview.followUp')}
              </span>
              <Badge appearance="tint">{t('theme.preview.badge')}</Badge>
              <Button appearance="primary" icon={<SendRegular />}>
                {t('theme.preview.button')}
              </Button>
            </div>
          </div>
        </div>
      </FluentProvider>
    </>
  );
}
