import { createContext, useCallback, useContext, useId, useMemo, type ReactNode } from 'react';
import { Button, Toast, ToastTitle, ToastTrigger, Toaster, useToastController } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { TOAST_LIMIT, hasCloseButton, toastOptions, type ToastIntent } from './toastPolicy.js';

export type Notify = {
  success: (text: string) => void;
  error: (text: string) => void;
  info: (text: string) => void;
};

const NotifyContext = createContext<Notify | null>(null);

/** Renders the Fluent Toaster (at most 10; successes hide after 3 s, errors persist with a close button). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const toasterId = useId();
  const { dispatchToast } = useToastController(toasterId);
  const intl = useIntl();
  const closeLabel = intl.formatMessage({ id: 'common.close' });

  const show = useCallback(
    (intent: ToastIntent, text: string) => {
      const action = hasCloseButton(intent) ? (
        <ToastTrigger>
          <Button appearance="transparent" size="small" icon={<DismissRegular />} aria-label={closeLabel} />
        </ToastTrigger>
      ) : undefined;
      dispatchToast(
        <Toast>
          <ToastTitle action={action}>{text}</ToastTitle>
        </Toast>,
        toastOptions(intent),
      );
    },
    [dispatchToast, closeLabel],
  );

  const notify = useMemo<Notify>(
    () => ({
      success: (text) => show('success', text),
      error: (text) => show('error', text),
      info: (text) => show('info', text),
    }),
    [show],
  );

  return (
    <NotifyContext.Provider value={notify}>
      {children}
      <Toaster toasterId={toasterId} limit={TOAST_LIMIT} position="top-end" />
    </NotifyContext.Provider>
  );
}

/** Shows toasts through the nearest ToastProvider. */
export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify needs a ToastProvider');
  return notify;
}
