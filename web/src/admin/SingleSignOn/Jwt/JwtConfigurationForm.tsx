import { useMemo, useState } from 'react';
import { Button, Dropdown, Field, Input, Option, Switch, makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '../../../app/i18n/useT.js';
import { useLoader } from '../../../components/Loader/LoaderProvider.js';
import { useNotify } from '../../../components/Toasts/ToastProvider.js';
import { UnsavedChangesGuard } from '../../../components/UnsavedChangesGuard/UnsavedChangesGuard.js';
import { MappingSimulatorPanel } from '../shared/MappingSimulatorPanel.js';
import { SsoSection } from '../shared/SsoSection.js';
import { UserAttributeMappingsEditor } from '../shared/UserAttributeMappingsEditor.js';
import type { FieldErrors } from '../shared/userAttributeMappings.js';
import { formErrors, formOf, isDirty, toJwtInput, type JwtFormState, type JwtStored, type ParameterMode } from './jwtForm.js';
import { JwtKeySection } from './JwtKeySection.js';
import { useUpdateJwtConfigurationMutation } from './UpdateJwtConfigurationMutation.js';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  fields: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))', gap: tokens.spacingHorizontalL },
  code: { fontFamily: tokens.fontFamilyMonospace },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

type Props = { stored: JwtStored; defaultParameterName: string; signInUrl: string; usesTenants: boolean };

/** The JWT form: the switch saves at once, everything else with Save (spec 01 §2.9, §4, §5, §8). */
export function JwtConfigurationForm({ stored, defaultParameterName, signInUrl, usesTenants }: Props) {
  const t = useT();
  const styles = useStyles();
  const notify = useNotify();
  const loader = useLoader();
  const [update, isUpdating] = useUpdateJwtConfigurationMutation();
  const [saved, setSaved] = useState<JwtFormState>(() => formOf(stored));
  const [form, setForm] = useState<JwtFormState>(saved);
  const [showErrors, setShowErrors] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const clientErrors = useMemo(() => formErrors(form, usesTenants, t), [form, usesTenants, t]);
  const errors = showErrors ? { ...clientErrors, ...serverErrors } : serverErrors;
  const dirty = isDirty(form, saved, usesTenants);
  const modeLabels: Record<ParameterMode, string> = { URL: t('sso.jwt.modeUrl'), COOKIE: t('sso.jwt.modeCookie') };

  const edit = (next: Partial<JwtFormState>) => {
    setForm((current) => ({ ...current, ...next }));
    setServerErrors({});
  };

  /** Saves `next` as it stands; true when saved. */
  const persist = async (next: JwtFormState): Promise<boolean> => {
    setShowErrors(true);
    if (Object.keys(formErrors(next, usesTenants, t)).length > 0) return false;
    try {
      const result = await loader.track(update(toJwtInput(next, usesTenants)));
      if (result.__typename === 'UpdateJwtConfigurationSuccess') {
        setSaved(next);
        setForm(next);
        notify.success(t('sso.jwt.saved'));
        return true;
      }
      if (result.__typename === 'ValidationError') setServerErrors(Object.fromEntries(result.fieldErrors.map((e) => [e.path, e.message])));
    } catch {
      // The error toast follows.
    }
    notify.error(t('sso.jwt.saveError'));
    return false;
  };

  const toggle = async (checked: boolean) => {
    const next = { ...form, isEnabled: checked };
    setForm(next);
    if (!(await persist(next))) setForm((current) => ({ ...current, isEnabled: !checked }));
  };

  return (
    <div className={styles.form}>
      <UnsavedChangesGuard when={dirty} />
      <Switch
        checked={form.isEnabled}
        disabled={isUpdating}
        label={t(form.isEnabled ? 'sso.jwt.enabled' : 'sso.jwt.disabled')}
        onChange={(_, d) => void toggle(d.checked)}
      />
      <SsoSection id="jwt-token" title={t('sso.jwt.token')}>
        <div className={styles.fields}>
          <Field label={t('sso.jwt.parameterMode')} required validationMessage={errors.parameterMode}>
            <Dropdown
              value={modeLabels[form.parameterMode]}
              selectedOptions={[form.parameterMode]}
              disabled={isUpdating}
              onOptionSelect={(_, d) => d.optionValue && edit({ parameterMode: d.optionValue as ParameterMode })}
            >
              <Option value="URL">{modeLabels.URL}</Option>
              <Option value="COOKIE">{modeLabels.COOKIE}</Option>
            </Dropdown>
          </Field>
          <Field label={t('sso.jwt.parameterName')} validationMessage={errors.parameterName} hint={t('sso.jwt.parameterNameHint', { name: defaultParameterName })}>
            <Input
              className={styles.code}
              placeholder={defaultParameterName}
              value={form.parameterName}
              maxLength={100}
              disabled={isUpdating}
              onChange={(_, d) => edit({ parameterName: d.value })}
            />
          </Field>
        </div>
        <Field label={t('sso.jwt.signInUrl')} hint={t('sso.jwt.signInUrlHint')}>
          <Input readOnly className={styles.code} value={signInUrl} onFocus={(event) => event.currentTarget.select()} />
        </Field>
      </SsoSection>
      <SsoSection id="jwt-key" title={t('sso.jwt.verification')}>
        <JwtKeySection
          keySource={form.keySource}
          publicKey={form.publicKey}
          jwksUrl={form.jwksUrl}
          errors={{ publicKey: errors.publicKey, jwksUrl: errors.jwksUrl }}
          disabled={isUpdating}
          onChange={edit}
        />
      </SsoSection>
      <SsoSection id="jwt-user-attributes" title={t('sso.userAttributes')}>
        <UserAttributeMappingsEditor rows={form.rows} usesTenants={usesTenants} errors={errors} disabled={isUpdating} onChange={(rows) => edit({ rows })} />
      </SsoSection>
      <SsoSection id="jwt-simulator" title={t('sso.simulator.title')}>
        <MappingSimulatorPanel rows={form.rows} savedRows={saved.rows} usesTenants={usesTenants} defaultSource="JWT" />
      </SsoSection>
      <div className={styles.actions}>
        <Button appearance="primary" disabled={!dirty || isUpdating} onClick={() => void persist(form)}>
          {t('sso.jwt.save')}
        </Button>
      </div>
    </div>
  );
}
