import type { ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { useIntl } from 'react-intl';

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** The confirm button can be disabled (e.g. until a condition holds or while the action runs). */
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** A modal question with confirm and cancel. */
export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel, confirmDisabled, onConfirm, onCancel }: ConfirmDialogProps) {
  const intl = useIntl();
  return (
    <Dialog open={open} modalType="alert" onOpenChange={(_, data) => !data.open && onCancel()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>{children}</DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onCancel}>
              {cancelLabel ?? intl.formatMessage({ id: 'common.cancel' })}
            </Button>
            <Button appearance="primary" disabled={confirmDisabled} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
