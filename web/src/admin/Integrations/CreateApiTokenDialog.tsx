import { useState, type FormEvent } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useT } from '../../app/i18n/useT.js';
import { CopyBox } from '../../components/CopyBox/CopyBox.js';
import type { ApiTokenScope } from './__generated__/CreateApiTokenMutation.graphql.js';
import { useCreateApiTokenMutation } from './CreateApiTokenMutation.js';

const useStyles = makeStyles({ form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

type Errors = { form: string | null; name?: string; scope?: string };
const NO_ERRORS: Errors = { form: null };

/** Asks for a name and a scope, then shows the new token's secret once. */
export function CreateApiTokenDialog({ open, connectionId, onClose }: { open: boolean; connectionId: string; onClose: () => void }) {
  const t = useT();
  const styles = useStyles();
  const [create, isInFlight] = useCreateApiTokenMutation();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiTokenScope>('READ');
  const [errors, setErrors] = useState<Errors>(NO_ERRORS);
  const [secret, setSecret] = useState<string | null>(null);

  const close = () => {
    setName('');
    setScope('READ');
    setErrors(NO_ERRORS);
    setSecret(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setErrors({ form: null, name: t('apiTokens.nameRequired') });
      return;
    }
    setErrors(NO_ERRORS);
    try {
      const result = await create({ name: name.trim(), scope }, [connectionId]);
      if (result.__typename === 'CreateApiTokenSuccess') setSecret(result.secret);
      else if (result.__typename === 'ValidationError') {
        const next: Errors = { form: null };
        const unplaced: string[] = [];
        for (const e of result.fieldErrors) {
          const field = e.path.split('.').pop();
          if (field === 'name' || field === 'scope') next[field] = e.message;
          else unplaced.push(e.message);
        }
        next.form = unplaced.length || (!next.name && !next.scope) ? unplaced.join(' ') || result.message : null;
        setErrors(next);
      } else setErrors({ form: t('apiTokens.createFailed') });
    } catch {
      setErrors({ form: t('apiTokens.createFailed') });
    }
  };

  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && close()}>
      <DialogSurface>
        {secret ? (
          <DialogBody>
            <DialogTitle>{t('apiTokens.createdTitle')}</DialogTitle>
            <DialogContent className={styles.form}>
              <MessageBar intent="success" layout="multiline">
                <MessageBarBody>{t('apiTokens.secretOnce')}</MessageBarBody>
              </MessageBar>
              <CopyBox value={secret} label={t('apiTokens.secret')} />
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" onClick={close}>
                {t('common.done')}
              </Button>
            </DialogActions>
          </DialogBody>
        ) : (
          <form onSubmit={(event) => void submit(event)} noValidate>
            <DialogBody>
              <DialogTitle>{t('apiTokens.createTitle')}</DialogTitle>
              <DialogContent className={styles.form}>
                {errors.form && (
                  <MessageBar intent="error">
                    <MessageBarBody>{errors.form}</MessageBarBody>
                  </MessageBar>
                )}
                <Field label={t('apiTokens.column.name')} required validationMessage={errors.name}>
                  <Input value={name} maxLength={100} onChange={(_, d) => setName(d.value)} />
                </Field>
                <Field label={t('apiTokens.column.scope')} validationMessage={errors.scope}>
                  <RadioGroup value={scope} onChange={(_, d) => setScope(d.value as ApiTokenScope)}>
                    <Radio value="READ" label={t('apiTokens.scope.readHint')} />
                    <Radio value="WRITE" label={t('apiTokens.scope.writeHint')} />
                  </RadioGroup>
                </Field>
              </DialogContent>
              <DialogActions>
                <Button appearance="secondary" onClick={close}>
                  {t('common.cancel')}
                </Button>
                <Button appearance="primary" type="submit" disabled={isInFlight}>
                  {t('apiTokens.createSubmit')}
                </Button>
              </DialogActions>
            </DialogBody>
          </form>
        )}
      </DialogSurface>
    </Dialog>
  );
}
