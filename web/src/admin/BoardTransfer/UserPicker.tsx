import { Dropdown, Field, Option } from '@fluentui/react-components';
import { useT } from '../../app/i18n/useT.js';
import type { PickerUser } from './transferRules.js';

type Props = { label: string; users: readonly PickerUser[]; value: string | null; disabled?: boolean; onChange: (id: string) => void };

/** A labelled single-user dropdown; deleted users are marked as such. */
export function UserPicker({ label, users, value, disabled, onChange }: Props) {
  const t = useT();
  const text = (u: PickerUser) => {
    const name = `${u.firstName} ${u.lastName}`.trim();
    const base = name ? `${name} (${u.email})` : u.email;
    return u.isDeleted ? t('boardTransfer.deletedUser', { user: base }) : base;
  };
  const current = users.find((u) => u.id === value);
  return (
    <Field label={label}>
      <Dropdown
        placeholder={t('boardTransfer.selectUser')}
        value={current ? text(current) : ''}
        selectedOptions={value ? [value] : []}
        disabled={disabled}
        onOptionSelect={(_, data) => data.optionValue && onChange(data.optionValue)}
      >
        {users.map((u) => (
          <Option key={u.id} value={u.id} text={text(u)}>
            {text(u)}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}
