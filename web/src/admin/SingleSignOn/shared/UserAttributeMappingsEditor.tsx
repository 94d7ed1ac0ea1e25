import { useEffect, useRef, useState } from 'react';
import { Body1, Button, Caption1, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import type { MessageId } from '../../../app/i18n/catalogues/en-US.js';
import { useT } from '../../../app/i18n/useT.js';
import { MappingRowEditor, type RowControl } from './MappingRowEditor.js';
import { MAPPINGS_PATH, emptyRow, moveRow, visibleAttributes, type FieldErrors, type MappedAttribute, type MappingRow, type MappingRows } from './userAttributeMappings.js';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  attribute: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    paddingBottom: tokens.spacingVerticalM,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  heading: { margin: 0 },
  hint: { color: tokens.colorNeutralForeground3 },
  header: {
    display: 'grid',
    gridTemplateColumns: 'minmax(140px, 2fr) minmax(160px, 3fr) minmax(120px, 2fr) auto',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground3,
  },
  actionsHeader: { width: '104px' },
  error: { color: tokens.colorPaletteRedForeground1 },
  add: { alignSelf: 'flex-start' },
});

const LABELS: Record<MappedAttribute, MessageId> = {
  tenant: 'sso.mappings.attribute.tenant',
  type: 'sso.mappings.attribute.type',
  firstName: 'sso.mappings.attribute.firstName',
  lastName: 'sso.mappings.attribute.lastName',
  email: 'sso.mappings.attribute.email',
  language: 'sso.mappings.attribute.language',
  roles: 'sso.mappings.attribute.roles',
};

const HINTS: Record<MappedAttribute, MessageId> = {
  tenant: 'sso.mappings.hint.tenant',
  type: 'sso.mappings.hint.type',
  firstName: 'sso.mappings.hint.firstName',
  lastName: 'sso.mappings.hint.lastName',
  email: 'sso.mappings.hint.email',
  language: 'sso.mappings.hint.language',
  roles: 'sso.mappings.hint.roles',
};

type Props = {
  rows: MappingRows;
  usesTenants: boolean;
  /** Messages by path (`userAttributeMappings.roles.2.condition`), client rules and server errors alike. */
  errors: FieldErrors;
  disabled?: boolean;
  onChange: (rows: MappingRows) => void;
};

/**
 * The user attribute mappings (spec 01 §2.8, §3): per attribute an ordered list of {value, condition, description};
 * rows are added, removed and reordered with buttons or Alt+Arrow keys; tenant only when tenants are used.
 */
export function UserAttributeMappingsEditor({ rows, usesTenants, errors, disabled, onChange }: Props) {
  const t = useT();
  const styles = useStyles();
  const root = useRef<HTMLDivElement>(null);
  const [focus, setFocus] = useState<{ key: string; control: RowControl | 'add'; attribute: MappedAttribute } | null>(null);

  // After a move, an add or a removal, focus follows the row (or the Add button once a list is empty).
  useEffect(() => {
    if (!focus || !root.current) return;
    const selector =
      focus.control === 'add' ? `[data-add="${focus.attribute}"]` : `[data-row-key="${focus.key}"] [data-control="${focus.control}"]`;
    let element = root.current.querySelector<HTMLElement>(selector);
    if (element?.hasAttribute('disabled') || element?.getAttribute('aria-disabled') === 'true') {
      element = root.current.querySelector<HTMLElement>(`[data-row-key="${focus.key}"] [data-control="${focus.control === 'up' ? 'down' : 'up'}"]`);
    }
    element?.focus();
    setFocus(null);
  }, [focus]);

  const update = (attribute: MappedAttribute, list: MappingRow[]) => onChange({ ...rows, [attribute]: list });

  return (
    <div className={styles.root} ref={root}>
      <Body1 className={styles.hint}>{t('sso.mappings.intro')}</Body1>
      {visibleAttributes(usesTenants).map((attribute) => {
        const list = rows[attribute];
        const label = t(LABELS[attribute]);
        const headingId = `mappings-${attribute}`;
        const listError = errors[`${MAPPINGS_PATH}.${attribute}`];
        return (
          <section key={attribute} className={styles.attribute} aria-labelledby={headingId}>
            <Text as="h4" id={headingId} weight="semibold" size={400} className={styles.heading}>
              {label}
            </Text>
            <Caption1 className={styles.hint}>{t(HINTS[attribute])}</Caption1>
            {list.length > 0 && (
              <div className={styles.header} aria-hidden>
                <Caption1>{t('sso.mappings.column.value')}</Caption1>
                <Caption1>{t('sso.mappings.column.condition')}</Caption1>
                <Caption1>{t('sso.mappings.column.description')}</Caption1>
                <span className={styles.actionsHeader} />
              </div>
            )}
            {list.map((row, index) => {
              const path = `${MAPPINGS_PATH}.${attribute}.${index}`;
              return (
                <MappingRowEditor
                  key={row.key}
                  attribute={attribute}
                  attributeLabel={label}
                  row={row}
                  index={index}
                  count={list.length}
                  disabled={disabled}
                  errors={{
                    value: errors[`${path}.value`] ?? errors[path],
                    condition: errors[`${path}.condition`],
                    description: errors[`${path}.description`],
                  }}
                  onChange={(next) => {
                    update(attribute, list.map((r) => (r.key === row.key ? next : r)));
                    if (row.condition === null && next.condition !== null) setFocus({ key: row.key, control: 'condition', attribute });
                    if (row.condition !== null && next.condition === null) setFocus({ key: row.key, control: 'addCondition', attribute });
                  }}
                  onMove={(to, control) => {
                    update(attribute, moveRow(list, index, to));
                    setFocus({ key: row.key, control, attribute });
                  }}
                  onRemove={() => {
                    const next = list.filter((r) => r.key !== row.key);
                    update(attribute, next);
                    const neighbour = next[index] ?? next[index - 1];
                    setFocus(neighbour ? { key: neighbour.key, control: 'remove', attribute } : { key: '', control: 'add', attribute });
                  }}
                />
              );
            })}
            {listError && <Text className={styles.error}>{listError}</Text>}
            <Button
              data-add={attribute}
              className={styles.add}
              appearance="secondary"
              size="small"
              icon={<AddRegular />}
              disabled={disabled}
              onClick={() => {
                const row = emptyRow();
                update(attribute, [...list, row]);
                setFocus({ key: row.key, control: 'value', attribute });
              }}
            >
              {t('sso.mappings.add', { attribute: label })}
            </Button>
          </section>
        );
      })}
    </div>
  );
}
