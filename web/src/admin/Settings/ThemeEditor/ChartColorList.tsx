import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useId } from 'react';
import { useT } from '../../../app/i18n/useT.js';
import { ColorPickerField } from './ColorPickerField.js';
import { canRemoveChartColor, MAX_CHART_COLORS, nextChartColor } from './themeRules.js';

const useStyles = makeStyles({
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: tokens.spacingHorizontalM },
  item: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalXS },
  field: { flexGrow: 1, minWidth: 0 },
  add: { alignSelf: 'flex-start' },
  error: { color: tokens.colorPaletteRedForeground1 },
});

type Props = { colors: string[]; palette: readonly string[]; errorAt: (path: string) => string | undefined; onChange: (colors: string[]) => void };

/** The chart colours: Add takes the next palette colour; only the last can be removed, the first never (spec 01 §5). */
export function ChartColorList({ colors, palette, errorAt, onChange }: Props) {
  const t = useT();
  const styles = useStyles();
  const titleId = useId();
  const set = (index: number, value: string) => onChange(colors.map((c, i) => (i === index ? value : c)));
  return (
    <div role="group" aria-labelledby={titleId} className={styles.group}>
      <Text id={titleId} weight="semibold">
        {t('theme.chartColors')}
      </Text>
      <div className={styles.list}>
        {colors.map((color, index) => (
          <div key={index} className={styles.item}>
            <ColorPickerField
              className={styles.field}
              label={t('theme.chartColor', { n: index + 1 })}
              value={color}
              error={errorAt(`chartColors.${index}`)}
              onChange={(value) => set(index, value)}
            />
            {canRemoveChartColor(index, colors.length) && (
              <Button
                appearance="subtle"
                icon={<DeleteRegular />}
                aria-label={t('theme.chartColors.remove', { n: index + 1 })}
                title={t('theme.chartColors.remove', { n: index + 1 })}
                onClick={() => onChange(colors.slice(0, -1))}
              />
            )}
          </div>
        ))}
      </div>
      {errorAt('chartColors') && (
        <Text role="alert" className={styles.error}>
          {errorAt('chartColors')}
        </Text>
      )}
      <Button
        className={styles.add}
        icon={<AddRegular />}
        disabled={colors.length >= MAX_CHART_COLORS}
        onClick={() => onChange([...colors, nextChartColor(palette, colors)])}
      >
        {t('theme.chartColors.add')}
      </Button>
    </div>
  );
}
