import { useEffect, useState, type FormEvent } from 'react';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '../../app/i18n/useT.js';
import { useNotify } from '../../components/Toasts/ToastProvider.js';
import { useCreateTenantMutation } from './CreateTenantMutation.js';
import { canCreateTenant, emptyDraft, tenantName, type TenantDraft } from './tenantRules.js';

const useStyles = makeStyles({ form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

type Errors = { externalId?: string; name?: string };
type Props = { open: boolean; tenantsConnectionId: string; onClose: () => void };

/** 'Create tenant': ID (required) and Name, which follows the ID until edited; Enter submits when valid (spec 02 §2.10). */
export function CreateTenantDialog({ open, tenantsConnectionId, onClose }: Props) {
  const t = useT();
  const styles = useStyles();
  const notify = useNotify();
  const [create, isCreating] = useCreateTenantMutation();
  const [draft, setDraft] = useState<TenantDraft>(emptyDraft);
  const [errors, setErrors] = useState<Errors>({});

  useEffect(() => {
    if (open) {
      setDraft(emptyDraft);
      setErrors({});
    }
  }, [open]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canCreateTenant(draft, isCreating)) return;
    try {
      const result = await create({ externalId: draft.externalId.trim(), name: tenantName(draft).trim() }, [tenantsConnectionId]);
      if (result.__typename === 'CreateTenantSuccess') {
        notify.success(t('tenants.created'));
        onClose();
      } else if (result.__typename === 'ValidationError') {
        const next: Errors = {};
        for (const e of result.fieldErrors) {
          if (e.path === 'externalId' || e.path === 'name') next[e.path] = e.message;
        }
        if (next.externalId || next.name) setErrors(next);
        else notify.error(t('tenants.createFailed', { message: result.message }));
      } else if (result.__typename === 'PermissionDeniedError') notify.error(t('tenants.createFailed', { message: result.message }));
    } catch (error) {
      notify.error(t('tenants.createFailed', { message: error instanceof Error ? error.message : String(error) }));
    }
  };

  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogBody>
            <DialogTitle>{t('tenants.createTitle')}</DialogTitle>
            <DialogContent className={styles.form}>
              <Field label={t('tenants.column.id')} required validationMessage={errors.externalId}>
                <Input
                  value={draft.externalId}
                  maxLength={200}
                  onChange={(_, d) => {
                    setDraft((current) => ({ ...current, externalId: d.value }));
                    setErrors((current) => ({ ...current, externalId: undefined }));
                  }}
                />
              </Field>
              <Field label={t('tenants.column.name')} validationMessage={errors.name}>
                <Input
                  value={tenantName(draft)}
                  maxLength={200}
                  onChange={(_, d) => {
                    setDraft((current) => ({ ...current, name: d.value, nameEdited: true }));
                    setErrors((current) => ({ ...current, name: undefined }));
                  }}
                />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button appearance="primary" type="submit" disabled={!canCreateTenant(draft, isCreating)}>
                {t('tenants.create')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
