import { useState, type ClipboardEvent, type FormEvent } from 'react';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input } from '@fluentui/react-components';
import { useT } from '../../app/i18n/useT.js';
import { useNotify } from '../../components/Toasts/ToastProvider.js';

/** What a configure mutation answers (the parts the dialog reads). */
export type ConfigureResult =
  | { readonly __typename: 'ValidationError'; readonly message: string; readonly fieldErrors: readonly { readonly message: string }[] }
  | { readonly __typename: string };

type Props = {
  open: boolean;
  title: string;
  label: string;
  hint?: string;
  secret: boolean;
  busy: boolean;
  successText: string;
  failureText: string;
  configure: (value: string) => Promise<ConfigureResult>;
  onClose: () => void;
  onConfigured: () => void;
};

/** One field verified by the server (spec 02 §2.11); pasting inserts plain text. */
export function ConfigureIntegrationDialog({ open, title, label, hint, secret, busy, successText, failureText, configure, onClose, onConfigured }: Props) {
  const t = useT();
  const notify = useNotify();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();

  const close = () => {
    setValue('');
    setError(undefined);
    onClose();
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const input = event.currentTarget;
    const text = event.clipboardData.getData('text/plain').trim();
    const start = input.selectionStart ?? value.length;
    const end = input.selectionEnd ?? value.length;
    setValue(value.slice(0, start) + text + value.slice(end));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim() || busy) return;
    try {
      const result = await configure(value.trim());
      if (result.__typename === 'ValidationError' && 'fieldErrors' in result) {
        setError(result.fieldErrors.map((e) => e.message).join(' ') || result.message);
      } else if (result.__typename.startsWith('Configure')) {
        notify.success(successText);
        onConfigured();
        close();
      } else notify.error(failureText);
    } catch {
      notify.error(failureText);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && close()}>
      <DialogSurface>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent>
              <Field label={label} hint={hint} required validationMessage={error}>
                <Input
                  type={secret ? 'password' : 'text'}
                  autoComplete="off"
                  value={value}
                  onChange={(_, d) => {
                    setValue(d.value);
                    setError(undefined);
                  }}
                  onPaste={onPaste}
                />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={close}>
                {t('common.cancel')}
              </Button>
              <Button appearance="primary" type="submit" disabled={!value.trim() || busy}>
                {t('integrations.save')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
