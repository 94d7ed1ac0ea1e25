import { useEffect, useMemo, useState } from 'react';
import { Button, Field, Input, MessageBar, MessageBarBody, Switch, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '../../../app/i18n/useT.js';
import { useLoader } from '../../../components/Loader/LoaderProvider.js';
import { useNotify } from '../../../components/Toasts/ToastProvider.js';
import { UnsavedChangesGuard } from '../../../components/UnsavedChangesGuard/UnsavedChangesGuard.js';
import { pageReload, RELOAD_DELAY_MS } from '../shared/pageReload.js';
import { MappingSimulatorPanel } from '../shared/MappingSimulatorPanel.js';
import { SsoSection } from '../shared/SsoSection.js';
import { UserAttributeMappingsEditor } from '../shared/UserAttributeMappingsEditor.js';
import type { FieldErrors } from '../shared/userAttributeMappings.js';
import { draftInput, formErrors, formOf, isDirty, reloadReason, type SamlFormState, type SamlStored } from './samlForm.js';
import { SamlServiceProviderSection } from './SamlServiceProviderSection.js';
import { SamlTestDialog, type SamlTestDialogState } from './SamlTestDialog.js';
import { useSaveSamlConfigurationMutation } from './SaveSamlConfigurationMutation.js';
import { keepsStudioAccess, useSamlTest, type SamlTestOutcome } from './useSamlTest.js';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  metadata: { fontFamily: tokens.fontFamilyMonospace },
  lifetime: { maxWidth: '240px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

type Mode = 'test' | 'enable' | 'testAndSave';
type DialogState = { mode: Mode; enabling: boolean; state: SamlTestDialogState };
const CLOSED: DialogState = { mode: 'test', enabling: false, state: { phase: 'closed' } };

const passes = (outcome: SamlTestOutcome) => outcome.kind === 'result' && !outcome.result.errorMessage && !!outcome.result.user;

type Props = {
  stored: SamlStored;
  serviceProvider: { entityId: string; acsUrl: string; metadataDownloadUrl: string };
  usesTenants: boolean;
  isAdmin: boolean;
  roleNames: ReadonlyMap<string, string>;
};

/** The SAML form with its switch, test popup flow and saves (spec 01 §2.8, §4, §5, §8). */
export function SamlConfigurationForm({ stored, serviceProvider, usesTenants, isAdmin, roleNames }: Props) {
  const t = useT();
  const styles = useStyles();
  const notify = useNotify();
  const loader = useLoader();
  const [save, isSaving] = useSaveSamlConfigurationMutation();
  const { run, cancel } = useSamlTest();
  const [saved, setSaved] = useState<SamlFormState>(() => formOf(stored));
  const [form, setForm] = useState<SamlFormState>(saved);
  const [showErrors, setShowErrors] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [dialog, setDialog] = useState<DialogState>(CLOSED);
  const [reloading, setReloading] = useState<'reauthenticate' | 'applyMappings' | null>(null);

  const clientErrors = useMemo(() => formErrors(form, usesTenants, t), [form, usesTenants, t]);
  const errors = showErrors ? { ...clientErrors, ...serverErrors } : serverErrors;
  const dirty = isDirty(form, saved, usesTenants);
  const busy = isSaving || dialog.state.phase === 'waiting' || reloading !== null;

  useEffect(() => {
    if (!reloading) return;
    const timer = setTimeout(() => pageReload.reload(), RELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [reloading]);

  const edit = (next: Partial<SamlFormState>) => {
    setForm((current) => ({ ...current, ...next }));
    setServerErrors({});
  };
  const serverFieldErrors = (list: readonly { path: string; message: string }[]) => {
    setServerErrors(Object.fromEntries(list.map((e) => [e.path, e.message])));
    setShowErrors(true);
  };

  /** Saves `next`; true when saved. After a save that is or was enabled the page reloads (spec 01 §4). */
  const persist = async (next: SamlFormState, testId: string | null): Promise<boolean> => {
    try {
      const result = await loader.track(save({ isEnabled: next.isEnabled, ...draftInput(next, usesTenants), testId }));
      if (result.__typename === 'SaveSamlConfigurationSuccess') {
        notify.success(t('sso.saml.saved'));
        const reason = reloadReason(saved.isEnabled, next.isEnabled);
        setSaved(next);
        setForm(next);
        setReloading(reason);
        return true;
      }
      if (result.__typename === 'ValidationError') serverFieldErrors(result.fieldErrors);
      notify.error(result.__typename === 'ConflictError' ? result.message : t('sso.saml.saveError'));
    } catch {
      notify.error(t('sso.saml.saveError'));
    }
    return false;
  };

  /** Tests `draft` in the popup (opened within this click); `mode` says what follows a passed test. */
  const test = async (mode: Mode, draft: SamlFormState) => {
    setShowErrors(true);
    if (Object.keys(formErrors(draft, usesTenants, t)).length > 0) {
      if (mode === 'enable') setForm((current) => ({ ...current, isEnabled: false }));
      return;
    }
    setDialog({ mode, enabling: draft.isEnabled, state: { phase: 'waiting' } });
    const outcome = await run(draftInput(draft, usesTenants));
    if (outcome.kind === 'cancelled') return;
    const passed = passes(outcome);
    if (mode === 'enable' && !passed) setForm((current) => ({ ...current, isEnabled: false }));
    if (outcome.kind === 'invalid' || outcome.kind === 'notOnPlan') {
      if (outcome.kind === 'invalid') serverFieldErrors(outcome.fieldErrors);
      setDialog(CLOSED);
      notify.error(t('sso.saml.testError'));
      return;
    }
    setDialog({ mode, enabling: draft.isEnabled, state: { phase: 'done', outcome } });
    const keepsAccess = outcome.kind === 'result' && (!draft.isEnabled || keepsStudioAccess(outcome.result));
    if (mode === 'testAndSave' && passed && keepsAccess && outcome.kind === 'result') {
      if (await persist(draft, outcome.testId)) setDialog(CLOSED);
    }
  };

  const closeDialog = () => {
    cancel();
    // Switching on saves nothing until Save in the dialog (spec 01 §4).
    if (dialog.mode === 'enable') setForm((current) => ({ ...current, isEnabled: saved.isEnabled }));
    setDialog(CLOSED);
  };

  const toggle = (checked: boolean) => {
    if (checked) {
      const next = { ...form, isEnabled: true };
      setForm(next);
      void test('enable', next);
    } else if (saved.isEnabled) {
      // Switching off saves at once, with the stored configuration (spec 01 §4).
      setForm((current) => ({ ...current, isEnabled: false }));
      void persist({ ...saved, isEnabled: false }, null).then((ok) => ok || setForm((current) => ({ ...current, isEnabled: true })));
    } else edit({ isEnabled: false });
  };

  const saveNow = () => {
    setShowErrors(true);
    if (Object.keys(clientErrors).length === 0) void persist(form, null);
  };

  return (
    <div className={styles.form}>
      <UnsavedChangesGuard when={dirty && reloading === null} />
      {reloading && (
        <MessageBar intent="info">
          <MessageBarBody>{t(reloading === 'reauthenticate' ? 'sso.reload.reauthenticate' : 'sso.reload.applyMappings')}</MessageBarBody>
        </MessageBar>
      )}
      <Switch
        checked={form.isEnabled}
        disabled={busy}
        label={t(form.isEnabled ? 'sso.saml.enabled' : 'sso.saml.disabled')}
        onChange={(_, d) => toggle(d.checked)}
      />
      <SsoSection id="saml-service-provider" title={t('sso.saml.serviceProvider')}>
        <SamlServiceProviderSection {...serviceProvider} />
      </SsoSection>
      <SsoSection id="saml-identity-provider" title={t('sso.saml.identityProvider')}>
        <Field label={t('sso.saml.idpMetadata')} required validationMessage={errors.idpMetadata} hint={t('sso.saml.idpMetadataHint')}>
          <Textarea
            className={styles.metadata}
            resize="vertical"
            rows={8}
            value={form.idpMetadata}
            disabled={busy}
            onChange={(_, d) => edit({ idpMetadata: d.value })}
          />
        </Field>
        <Field label={t('sso.saml.maxAuthenticationLifetime')} required validationMessage={errors.maxAuthenticationLifetime} className={styles.lifetime}>
          <Input
            type="number"
            min={1}
            step={1}
            contentAfter={t('sso.saml.seconds')}
            value={form.maxAuthenticationLifetime}
            disabled={busy}
            onChange={(_, d) => edit({ maxAuthenticationLifetime: d.value })}
          />
        </Field>
      </SsoSection>
      <SsoSection id="saml-user-attributes" title={t('sso.userAttributes')}>
        <UserAttributeMappingsEditor rows={form.rows} usesTenants={usesTenants} errors={errors} disabled={busy} onChange={(rows) => edit({ rows })} />
      </SsoSection>
      <SsoSection id="saml-simulator" title={t('sso.simulator.title')}>
        <MappingSimulatorPanel rows={form.rows} savedRows={saved.rows} usesTenants={usesTenants} defaultSource="SAML_ASSERTION" />
      </SsoSection>
      <div className={styles.actions}>
        <Button disabled={!dirty || busy} onClick={() => { setForm(saved); setServerErrors({}); setShowErrors(false); }}>
          {t('sso.saml.reset')}
        </Button>
        <Button disabled={!dirty || busy} onClick={() => void test('test', form)}>
          {t('sso.saml.test')}
        </Button>
        {(isAdmin || !saved.isEnabled) && (
          <Button appearance={saved.isEnabled ? 'secondary' : 'primary'} disabled={!dirty || busy} onClick={saveNow}>
            {t('sso.saml.save')}
          </Button>
        )}
        <Button appearance={saved.isEnabled ? 'primary' : 'secondary'} disabled={!dirty || busy} onClick={() => void test('testAndSave', form)}>
          {t('sso.saml.testAndSave')}
        </Button>
      </div>
      <SamlTestDialog
        state={dialog.state}
        mode={dialog.mode}
        usesTenants={usesTenants}
        enabling={dialog.enabling}
        roleNames={roleNames}
        saving={isSaving}
        onSave={(testId) => void persist(form, testId).then((ok) => ok && setDialog(CLOSED))}
        onClose={closeDialog}
      />
    </div>
  );
}
