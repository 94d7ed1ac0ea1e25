import type { KeyboardEvent } from 'react';
import { Button, Field, Input, Text, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, ArrowDownRegular, ArrowUpRegular, DeleteRegular, DismissRegular } from '@fluentui/react-icons';
import { useT } from '../../../app/i18n/useT.js';
import type { MappedAttribute, MappingRow } from './userAttributeMappings.js';

const useStyles = makeStyles({
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(140px, 2fr) minmax(160px, 3fr) minmax(120px, 2fr) auto',
    gap: tokens.spacingHorizontalS,
    alignItems: 'start',
  },
  condition: { display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'start' },
  conditionField: { flexGrow: 1 },
  always: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, minHeight: '32px' },
  muted: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXXS },
  code: { fontFamily: tokens.fontFamilyMonospace },
});

export type RowControl = 'value' | 'condition' | 'addCondition' | 'description' | 'up' | 'down' | 'remove';

type Props = {
  attribute: MappedAttribute;
  attributeLabel: string;
  row: MappingRow;
  index: number;
  count: number;
  errors: { value?: string; condition?: string; description?: string };
  disabled?: boolean;
  onChange: (row: MappingRow) => void;
  onMove: (to: number, control: RowControl) => void;
  onRemove: () => void;
};

/** One mapping: value, condition (or "always applies"), description, and move / remove buttons. */
export function MappingRowEditor({ attribute, attributeLabel, row, index, count, errors, disabled, onChange, onMove, onRemove }: Props) {
  const t = useT();
  const styles = useStyles();
  const names = { attribute: attributeLabel, position: index + 1 };
  // Alt+Arrow moves the row from any of its controls (the focus stays on that control).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    const control = (event.target as HTMLElement).dataset.control as RowControl | undefined;
    const to = event.key === 'ArrowUp' ? index - 1 : index + 1;
    if (!control || to < 0 || to >= count) return;
    event.preventDefault();
    onMove(to, control);
  };
  return (
    <div className={styles.row} role="group" aria-label={t('sso.mappings.rowLabel', names)} data-row-key={row.key} onKeyDown={onKeyDown}>
      <Field validationMessage={errors.value} required={attribute !== 'tenant'}>
        <Input
          data-control="value"
          className={styles.code}
          aria-label={t('sso.mappings.valueLabel', names)}
          placeholder={t(attribute === 'tenant' ? 'sso.mappings.noTenantPlaceholder' : 'sso.mappings.valuePlaceholder')}
          value={row.value}
          disabled={disabled}
          onChange={(_, d) => onChange({ ...row, value: d.value })}
        />
      </Field>
      {row.condition === null ? (
        <div className={styles.always}>
          <Text className={styles.muted}>{t('sso.mappings.always')}</Text>
          <Button
            data-control="addCondition"
            appearance="subtle"
            size="small"
            icon={<AddRegular />}
            aria-label={t('sso.mappings.addConditionLabel', names)}
            disabled={disabled}
            onClick={() => onChange({ ...row, condition: '' })}
          >
            {t('sso.mappings.addCondition')}
          </Button>
        </div>
      ) : (
        <div className={styles.condition}>
          <Field validationMessage={errors.condition} className={styles.conditionField}>
            <Input
              data-control="condition"
              className={styles.code}
              aria-label={t('sso.mappings.conditionLabel', names)}
              placeholder={t('sso.mappings.conditionPlaceholder')}
              value={row.condition}
              disabled={disabled}
              onChange={(_, d) => onChange({ ...row, condition: d.value })}
            />
          </Field>
          <Tooltip content={t('sso.mappings.removeConditionLabel', names)} relationship="label">
            <Button
              data-control="removeCondition"
              appearance="subtle"
              icon={<DismissRegular />}
              disabled={disabled}
              onClick={() => onChange({ ...row, condition: null })}
            />
          </Tooltip>
        </div>
      )}
      <Field validationMessage={errors.description}>
        <Input
          data-control="description"
          aria-label={t('sso.mappings.descriptionLabel', names)}
          value={row.description}
          maxLength={500}
          disabled={disabled}
          onChange={(_, d) => onChange({ ...row, description: d.value })}
        />
      </Field>
      <div className={styles.actions}>
        <Tooltip content={t('sso.mappings.moveUp', names)} relationship="label">
          <Button data-control="up" appearance="subtle" icon={<ArrowUpRegular />} disabled={disabled || index === 0} onClick={() => onMove(index - 1, 'up')} />
        </Tooltip>
        <Tooltip content={t('sso.mappings.moveDown', names)} relationship="label">
          <Button
            data-control="down"
            appearance="subtle"
            icon={<ArrowDownRegular />}
            disabled={disabled || index === count - 1}
            onClick={() => onMove(index + 1, 'down')}
          />
        </Tooltip>
        <Tooltip content={t('sso.mappings.remove', names)} relationship="label">
          <Button data-control="remove" appearance="subtle" icon={<DeleteRegular />} disabled={disabled} onClick={onRemove} />
        </Tooltip>
      </div>
    </div>
  );
}
