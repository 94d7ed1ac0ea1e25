import { Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '../../../app/i18n/useT.js';
import { toHex } from './themeRules.js';

const useStyles = makeStyles({
  swatch: {
    width: '24px',
    height: '24px',
    padding: 0,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusSmall,
    backgroundColor: 'transparent',
    cursor: 'pointer',
  },
  input: { minWidth: '0' },
});

type Props = { label: string; value: string; error?: string; onChange: (value: string) => void; className?: string };

/** A colour as text (hex, rgb(), hsl() or a name) with the browser's colour picker in front of it. */
export function ColorPickerField({ label, value, error, onChange, className }: Props) {
  const t = useT();
  const styles = useStyles();
  return (
    <Field label={label} validationMessage={error} validationState={error ? 'error' : 'none'} className={className}>
      <Input
        className={styles.input}
        value={value}
        onChange={(_, data) => onChange(data.value)}
        contentBefore={
          <input
            type="color"
            className={styles.swatch}
            aria-label={t('theme.pickColor', { role: label })}
            value={toHex(value)}
            onChange={(event) => onChange(event.target.value)}
          />
        }
      />
    </Field>
  );
}
