import { useEffect, useState, type FormEvent } from 'react';
import {
  Button,
  Card,
  Divider,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useLoaderData, useNavigate, useSearchParams } from 'react-router-dom';
import { localeStore, matchLocale } from '../../app/i18n/locales.js';
import { useT } from '../../app/i18n/useT.js';
import { safeRedirectTarget } from '../../app/navigation/urls.js';
import { applyPendingEnvironmentReset } from '../../app/relay/environment.js';
import type { LoginPageData } from './loginPageLoader.js';
import { signInErrors, type SignInFormErrors } from './signInErrors.js';
import { singleSignOnErrorId, singleSignOnHref } from './singleSignOn.js';
import { useSignInMutation } from './SignInMutation.js';

const useStyles = makeStyles({
  page: {
    flexGrow: 1,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  card: { width: '100%', maxWidth: '400px', padding: tokens.spacingHorizontalXXL },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  brand: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
  title: { margin: 0 },
});

const NO_ERRORS: SignInFormErrors = { form: null, fields: {} };

/** The sign-in form; after success the user goes back to redirectTo (or the Studio). */
export function LoginPage() {
  const t = useT();
  const styles = useStyles();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [signIn, isInFlight] = useSignInMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<SignInFormErrors>(NO_ERRORS);
  // Offered when loginOptions says SAML is available; a failed SAML sign-in comes back with ?ssoError=code.
  const samlSignInUrl = (useLoaderData() as LoginPageData | undefined)?.samlSignInUrl ?? null;
  const ssoErrorId = singleSignOnErrorId(searchParams.get('ssoError'));

  // The signed-in screens are gone now: drop the signed-out session's store.
  useEffect(applyPendingEnvironmentReset, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors(NO_ERRORS);
    const messages = { invalidCredentials: t('login.invalidCredentials'), unexpected: t('login.unexpectedError') };
    try {
      const result = await signIn({ email: email.trim(), password });
      if (result.__typename === 'SignInSuccess') {
        const language = matchLocale(result.viewer.user.language);
        if (language) localeStore.set(language);
        await navigate(safeRedirectTarget(searchParams.get('redirectTo')), { replace: true });
        return;
      }
      setErrors(signInErrors(result, messages));
    } catch {
      setErrors({ form: messages.unexpected, fields: {} });
    }
  };

  return (
    <div className={styles.page}>
      <Card className={styles.card}>
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <Text className={styles.brand}>{t('app.name')}</Text>
          <Title2 as="h1" className={styles.title}>{t('login.title')}</Title2>
          {ssoErrorId && !errors.form && (
            <MessageBar intent="error" layout="multiline">
              <MessageBarBody>{t(ssoErrorId)}</MessageBarBody>
            </MessageBar>
          )}
          {errors.form && (
            <MessageBar intent="error">
              <MessageBarBody>{errors.form}</MessageBarBody>
            </MessageBar>
          )}
          <Field label={t('login.email')} required validationMessage={errors.fields.email}>
            <Input type="email" name="email" autoComplete="username" value={email} onChange={(_, d) => setEmail(d.value)} />
          </Field>
          <Field label={t('login.password')} required validationMessage={errors.fields.password}>
            <Input
              type="password"
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(_, d) => setPassword(d.value)}
            />
          </Field>
          <Button type="submit" appearance="primary" disabled={isInFlight} icon={isInFlight ? <Spinner size="tiny" /> : undefined}>
            {t('login.submit')}
          </Button>
          {samlSignInUrl && (
            <>
              <Divider>{t('login.or')}</Divider>
              <Button as="a" appearance="secondary" href={singleSignOnHref(samlSignInUrl, searchParams.get('redirectTo'))}>
                {t('login.singleSignOn')}
              </Button>
            </>
          )}
        </form>
      </Card>
    </div>
  );
}
