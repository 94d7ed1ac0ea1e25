import { useEffect, useRef, useState } from 'react';
import { Button, Field, Input, Label, Text, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useT } from '../../../app/i18n/useT.js';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'start' },
  field: { flexGrow: 1, maxWidth: '520px' },
  code: { fontFamily: tokens.fontFamilyMonospace },
  hint: { color: tokens.colorNeutralForeground3 },
  error: { color: tokens.colorPaletteRedForeground1 },
  add: { alignSelf: 'flex-start' },
});

export const ORIGIN_PLACEHOLDER = 'https://*.example.com';

type Props = {
  origins: readonly string[];
  /** Messages by path: `allowedOrigins` for the list, `allowedOrigins.<i>` for an entry. */
  errors: Readonly<Record<string, string>>;
  disabled?: boolean;
  onChange: (origins: string[]) => void;
};

/** 'Allowed origins': one origin per entry (placeholder a wildcard https origin), each with its own error. */
export function AllowedOriginsEditor({ origins, errors, disabled, onChange }: Props) {
  const t = useT();
  const styles = useStyles();
  const root = useRef<HTMLDivElement>(null);
  const [focusIndex, setFocusIndex] = useState<number | 'add' | null>(null);

  useEffect(() => {
    if (focusIndex === null || !root.current) return;
    const selector = focusIndex === 'add' ? '[data-add-origin]' : `[data-origin="${focusIndex}"]`;
    root.current.querySelector<HTMLElement>(selector)?.focus();
    setFocusIndex(null);
  }, [focusIndex]);

  return (
    <div className={styles.root} ref={root} role="group" aria-labelledby="allowed-origins-label">
      <Label id="allowed-origins-label" required>
        {t('embedded.allowedOrigins')}
      </Label>
      <Text size={200} className={styles.hint}>
        {t('embedded.allowedOriginsHint')}
      </Text>
      {origins.map((origin, index) => (
        <div key={index} className={styles.row}>
          <Field className={styles.field} validationMessage={errors[`allowedOrigins.${index}`]}>
            <Input
              data-origin={index}
              className={styles.code}
              aria-label={t('embedded.originLabel', { position: index + 1 })}
              placeholder={ORIGIN_PLACEHOLDER}
              value={origin}
              disabled={disabled}
              onChange={(_, d) => onChange(origins.map((o, i) => (i === index ? d.value : o)))}
              onKeyDown={(event) => {
                // Enter in the last entry adds the next one.
                if (event.key === 'Enter' && index === origins.length - 1 && origin.trim()) {
                  event.preventDefault();
                  onChange([...origins, '']);
                  setFocusIndex(index + 1);
                }
              }}
            />
          </Field>
          <Tooltip content={t('embedded.removeOrigin', { position: index + 1 })} relationship="label">
            <Button
              appearance="subtle"
              icon={<DeleteRegular />}
              disabled={disabled}
              onClick={() => {
                onChange(origins.filter((_, i) => i !== index));
                setFocusIndex(origins.length > 1 ? Math.min(index, origins.length - 2) : 'add');
              }}
            />
          </Tooltip>
        </div>
      ))}
      {errors.allowedOrigins && <Text className={styles.error}>{errors.allowedOrigins}</Text>}
      <Button
        data-add-origin
        className={styles.add}
        size="small"
        icon={<AddRegular />}
        disabled={disabled}
        onClick={() => {
          onChange([...origins, '']);
          setFocusIndex(origins.length);
        }}
      >
        {t('embedded.addOrigin')}
      </Button>
    </div>
  );
}
