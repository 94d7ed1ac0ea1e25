import { useState, type ClipboardEvent, type FormEvent, type KeyboardEvent } from 'react';
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
  Tag,
  TagGroup,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useT } from '../../app/i18n/useT.js';
import { useNotify } from '../../components/Toasts/ToastProvider.js';
import { commitAddresses } from './inviteAddresses.js';
import { addressCount, defaultUserType, exceedsUpcoming, inviteProblem, type InvitableType, type InviteProblem, type Quotas, type UpcomingPlan } from './inviteRules.js';
import { useInviteUsersMutation } from './InviteUsersMutation.js';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  tags: { flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, marginBottom: tokens.spacingVerticalXS },
});

type Errors = { form?: string; emails?: string; userType?: string };

type Props = {
  open: boolean;
  quotas: Quotas;
  /** The scheduled plan change, if any: inviting beyond its quotas removes it (a warning says so first). */
  upcoming?: UpcomingPlan | null;
  invitationsConnectionId: string;
  onClose: () => void;
  onInvited: () => void;
};

/** 'Invite users': addresses typed or pasted (committed on Enter or paste) and Viewer or Creator (spec 01 §2.4, §5). */
export function InviteUsersDialog({ open, quotas, upcoming, invitationsConnectionId, onClose, onInvited }: Props) {
  const t = useT();
  const intl = useIntl();
  const styles = useStyles();
  const notify = useNotify();
  const [invite, isInFlight] = useInviteUsersMutation();
  const [addresses, setAddresses] = useState<string[]>([]);
  const [pending, setPending] = useState('');
  const [userType, setUserType] = useState<InvitableType | null>(() => defaultUserType(quotas));
  const [errors, setErrors] = useState<Errors>({});
  const problem = inviteProblem({ addresses, pending, userType, quotas });
  const removesUpcoming = upcoming && exceedsUpcoming(upcoming, userType, addressCount(addresses, pending)) ? upcoming : null;

  const close = () => {
    setAddresses([]);
    setPending('');
    setUserType(defaultUserType(quotas));
    setErrors({});
    onClose();
  };

  const commit = (text: string) => {
    const next = commitAddresses(addresses, text);
    setAddresses(next.addresses);
    setPending(next.pending);
    setErrors({});
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && pending.trim()) {
      event.preventDefault();
      commit(pending);
    } else if (event.key === 'Backspace' && !pending && addresses.length) {
      setAddresses(addresses.slice(0, -1));
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    commit(`${pending} ${event.clipboardData.getData('text/plain')}`);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (problem || !userType || isInFlight) return;
    const emails = commitAddresses(addresses, pending).addresses;
    try {
      const result = await invite({ emails, userType }, [invitationsConnectionId]);
      if (result.__typename === 'InviteUsersSuccess') {
        notify.success(t('users.invite.success', { count: result.invitations.length }));
        if (result.upcomingPlanChangeRemoved) notify.info(t('users.invite.upcomingRemoved'));
        onInvited();
        close();
      } else if (result.__typename === 'ValidationError') {
        setErrors(fieldErrors(result.fieldErrors, emails, result.message));
      } else if (result.__typename === 'PlanLimitError' || result.__typename === 'PermissionDeniedError') {
        notify.error(t('users.invite.failed', { message: result.message }));
      } else notify.error(t('users.invite.failed', { message: '' }));
    } catch (error) {
      notify.error(t('users.invite.failed', { message: (error as Error).message }));
    }
  };

  const problemText = (p: InviteProblem | null): string | undefined => {
    if (!p) return undefined;
    if (p.kind === 'tooMany') return t('users.invite.tooMany');
    if (p.kind === 'notEnough') return t('users.invite.notEnough', { type: p.type });
    if (p.kind === 'invalidPending') return t('users.invite.invalidEmail');
    return undefined;
  };
  const emailError = errors.emails ?? (problem?.kind === 'notEnough' ? undefined : problemText(problem));
  const typeError = errors.userType ?? (problem?.kind === 'notEnough' ? problemText(problem) : undefined);

  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && close()}>
      <DialogSurface>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogBody>
            <DialogTitle>{t('users.invite.title')}</DialogTitle>
            <DialogContent className={styles.form}>
              {errors.form && (
                <MessageBar intent="error">
                  <MessageBarBody>{errors.form}</MessageBarBody>
                </MessageBar>
              )}
              <Field label={t('users.invite.emails')} hint={t('users.invite.emailsHint')} validationMessage={emailError}>
                <div>
                  {addresses.length > 0 && (
                    <TagGroup
                      className={styles.tags}
                      aria-label={t('users.invite.addresses')}
                      onDismiss={(_, data) => setAddresses(addresses.filter((a) => a !== data.value))}
                    >
                      {addresses.map((address) => (
                        <Tag key={address} value={address} size="small" dismissible dismissIcon={{ 'aria-label': t('users.invite.remove', { email: address }) }}>
                          {address}
                        </Tag>
                      ))}
                    </TagGroup>
                  )}
                  <Input
                    aria-label={t('users.invite.emails')}
                    value={pending}
                    onChange={(_, d) => setPending(d.value)}
                    onKeyDown={onKeyDown}
                    onPaste={onPaste}
                    style={{ width: '100%' }}
                  />
                </div>
              </Field>
              {removesUpcoming && (
                <MessageBar intent="warning" layout="multiline">
                  <MessageBarBody>
                    {t('users.invite.upcomingWarning', {
                      planName: removesUpcoming.planName,
                      date: intl.formatDate(String(removesUpcoming.startDate), { dateStyle: 'medium' }),
                    })}
                  </MessageBarBody>
                </MessageBar>
              )}
              <Field label={t('users.invite.userType')} validationMessage={typeError}>
                <RadioGroup value={userType ?? ''} onChange={(_, d) => setUserType(d.value as InvitableType)} layout="horizontal">
                  <Radio value="VIEWER" label={t('users.type.VIEWER')} />
                  <Radio value="CREATOR" label={t('users.type.CREATOR')} />
                </RadioGroup>
              </Field>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={close}>
                {t('common.cancel')}
              </Button>
              <Button appearance="primary" type="submit" disabled={problem !== null || isInFlight}>
                {t('users.invite.submit')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}

/** Places the server's field errors: emails.N names the address, userType the type; the rest goes above the form. */
function fieldErrors(list: readonly { path: string; message: string }[], emails: readonly string[], fallback: string): Errors {
  const errors: Errors = {};
  const rest: string[] = [];
  for (const { path, message } of list) {
    const [field, index] = path.split('.');
    if (field === 'emails') {
      const email = index !== undefined ? emails[Number(index)] : undefined;
      const text = email ? `${email}: ${message}` : message;
      errors.emails = errors.emails ? `${errors.emails} ${text}` : text;
    } else if (field === 'userType') errors.userType = message;
    else rest.push(message);
  }
  if (rest.length || (!errors.emails && !errors.userType)) errors.form = rest.join(' ') || fallback;
  return errors;
}
