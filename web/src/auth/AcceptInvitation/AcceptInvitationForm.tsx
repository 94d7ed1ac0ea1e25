import { useState, type FormEvent } from 'react';
import { Body1, Button, Field, Input, MessageBar, MessageBarBody, Spinner, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { localeStore, matchLocale } from '../../app/i18n/locales.js';
import { useT } from '../../app/i18n/useT.js';
import { HOME_PATH } from '../../app/navigation/urls.js';
import type { AcceptInvitationForm_invitation$key } from './__generated__/AcceptInvitationForm_invitation.graphql.js';
import { useAcceptInvitationMutation } from './AcceptInvitationMutation.js';
import { acceptInvitationOutcome, validateAcceptForm, type AcceptField, type AcceptValues } from './acceptInvitationRules.js';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  title: { margin: 0 },
  names: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))', gap: tokens.spacingHorizontalM },
  muted: { color: tokens.colorNeutralForeground3 },
});

type Props = { invitation: AcceptInvitationForm_invitation$key; token: string; onLinkInvalid: () => void };
type FieldErrors = Partial<Record<AcceptField, string>>;

const EMPTY: AcceptValues = { firstName: '', lastName: '', password: '', passwordConfirmation: '' };

/** Name and password of the invited user; on success the server has signed them in and the app opens. */
export function AcceptInvitationForm({ invitation: invitationKey, token, onLinkInvalid }: Props) {
  const invitation = useFragment(
    graphql`
      fragment AcceptInvitationForm_invitation on InvitationPreview {
        email
        organizationName
        userType
        expirationDate
      }
    `,
    invitationKey,
  );
  const t = useT();
  const intl = useIntl();
  const styles = useStyles();
  const navigate = useNavigate();
  const [accept, isInFlight] = useAcceptInvitationMutation();
  const [values, setValues] = useState<AcceptValues>(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const change = (field: AcceptField) => (_: unknown, data: { value: string }) => {
    setValues((current) => ({ ...current, [field]: data.value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isInFlight) return;
    setFormError(null);
    const clientErrors = validateAcceptForm(values);
    if (Object.keys(clientErrors).length) {
      setFieldErrors(Object.fromEntries(Object.entries(clientErrors).map(([field, id]) => [field, t(id)])));
      return;
    }
    setFieldErrors({});
    const unexpected = t('acceptInvitation.failed');
    try {
      const result = await accept({ token, firstName: values.firstName.trim(), lastName: values.lastName.trim(), password: values.password });
      if (result.__typename === 'AcceptInvitationSuccess') {
        const language = matchLocale(result.viewer.user.language);
        if (language) localeStore.set(language);
        await navigate(HOME_PATH, { replace: true });
        return;
      }
      const outcome = acceptInvitationOutcome(result, unexpected);
      if (outcome.kind === 'invalidLink') onLinkInvalid();
      else {
        setFieldErrors(outcome.fields);
        setFormError(outcome.form);
      }
    } catch {
      setFormError(unexpected);
    }
  };

  const type = t(invitation.userType === 'CREATOR' ? 'users.type.CREATOR' : 'users.type.VIEWER');
  const expires = intl.formatDate(String(invitation.expirationDate), { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <Title2 as="h1" className={styles.title}>
        {t('acceptInvitation.title', { organization: invitation.organizationName })}
      </Title2>
      <Body1>{t('acceptInvitation.intro', { organization: invitation.organizationName, type })}</Body1>
      {formError && (
        <MessageBar intent="error">
          <MessageBarBody>{formError}</MessageBarBody>
        </MessageBar>
      )}
      <Field label={t('acceptInvitation.email')}>
        <Input type="email" name="email" autoComplete="username" value={invitation.email} readOnly />
      </Field>
      <div className={styles.names}>
        <Field label={t('acceptInvitation.firstName')} required validationMessage={fieldErrors.firstName}>
          <Input name="firstName" autoComplete="given-name" value={values.firstName} onChange={change('firstName')} />
        </Field>
        <Field label={t('acceptInvitation.lastName')} required validationMessage={fieldErrors.lastName}>
          <Input name="lastName" autoComplete="family-name" value={values.lastName} onChange={change('lastName')} />
        </Field>
      </div>
      <Field label={t('acceptInvitation.password')} required hint={t('acceptInvitation.passwordHint')} validationMessage={fieldErrors.password}>
        <Input type="password" name="password" autoComplete="new-password" value={values.password} onChange={change('password')} />
      </Field>
      <Field label={t('acceptInvitation.passwordConfirmation')} required validationMessage={fieldErrors.passwordConfirmation}>
        <Input
          type="password"
          name="passwordConfirmation"
          autoComplete="new-password"
          value={values.passwordConfirmation}
          onChange={change('passwordConfirmation')}
        />
      </Field>
      <Button type="submit" appearance="primary" disabled={isInFlight} icon={isInFlight ? <Spinner size="tiny" /> : undefined}>
        {t('acceptInvitation.submit')}
      </Button>
      <Body1 className={styles.muted}>{t('acceptInvitation.expires', { date: expires })}</Body1>
    </form>
  );
}
