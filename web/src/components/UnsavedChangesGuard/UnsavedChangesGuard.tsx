import { useIntl } from 'react-intl';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog.js';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard.js';

/** Asks 'You have unsaved changes. Do you really want to leave the page?' before leaving a dirty page. */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const intl = useIntl();
  const blocker = useUnsavedChangesGuard(when);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={intl.formatMessage({ id: 'unsavedChanges.title' })}
      confirmLabel={intl.formatMessage({ id: 'unsavedChanges.leave' })}
      cancelLabel={intl.formatMessage({ id: 'unsavedChanges.stay' })}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      {intl.formatMessage({ id: 'unsavedChanges.message' })}
    </ConfirmDialog>
  );
}
