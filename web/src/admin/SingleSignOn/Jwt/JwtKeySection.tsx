import { Accordion, AccordionHeader, AccordionItem, AccordionPanel, Body1, Field, Input, Tab, TabList, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '../../../app/i18n/useT.js';
import { CopyBox } from '../../../components/CopyBox/CopyBox.js';
import type { KeySource } from './jwtForm.js';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  code: { fontFamily: tokens.fontFamilyMonospace },
  howTo: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/** The commands of the how-to (spec 01 §2.9, §9: a 2048-bit RSA key pair). */
export const KEY_PAIR_COMMANDS = 'openssl genrsa -out private.pem 2048\nopenssl rsa -in private.pem -pubout -out public.pem';

type Props = {
  keySource: KeySource;
  publicKey: string;
  jwksUrl: string;
  errors: { publicKey?: string; jwksUrl?: string };
  disabled?: boolean;
  onChange: (next: { keySource?: KeySource; publicKey?: string; jwksUrl?: string }) => void;
};

/** Public Key / JWKS tabs; the tab in use decides which of the two is sent (the other null). */
export function JwtKeySection({ keySource, publicKey, jwksUrl, errors, disabled, onChange }: Props) {
  const t = useT();
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <TabList selectedValue={keySource} onTabSelect={(_, d) => onChange({ keySource: d.value as KeySource })} disabled={disabled}>
        <Tab value="publicKey" id="jwt-tab-public-key" aria-controls="jwt-panel">
          {t('sso.jwt.publicKeyTab')}
        </Tab>
        <Tab value="jwks" id="jwt-tab-jwks" aria-controls="jwt-panel">
          {t('sso.jwt.jwksTab')}
        </Tab>
      </TabList>
      <div role="tabpanel" id="jwt-panel" aria-labelledby={keySource === 'publicKey' ? 'jwt-tab-public-key' : 'jwt-tab-jwks'} className={styles.root}>
        {keySource === 'publicKey' ? (
          <>
            <Field label={t('sso.jwt.publicKey')} required validationMessage={errors.publicKey} hint={t('sso.jwt.publicKeyHint')}>
              <Textarea
                className={styles.code}
                rows={8}
                resize="vertical"
                placeholder={'-----BEGIN PUBLIC KEY-----\n…\n-----END PUBLIC KEY-----'}
                value={publicKey}
                disabled={disabled}
                onChange={(_, d) => onChange({ publicKey: d.value })}
              />
            </Field>
            <Accordion collapsible>
              <AccordionItem value="how-to">
                <AccordionHeader>{t('sso.jwt.howToTitle')}</AccordionHeader>
                <AccordionPanel className={styles.howTo}>
                  <Body1>{t('sso.jwt.howToIntro')}</Body1>
                  <CopyBox value={KEY_PAIR_COMMANDS} />
                  <Body1>{t('sso.jwt.howToOutro')}</Body1>
                </AccordionPanel>
              </AccordionItem>
            </Accordion>
          </>
        ) : (
          <Field label={t('sso.jwt.jwksUrl')} required validationMessage={errors.jwksUrl} hint={t('sso.jwt.jwksUrlHint')}>
            <Input
              className={styles.code}
              type="url"
              placeholder="https://idp.example.com/.well-known/jwks.json"
              value={jwksUrl}
              disabled={disabled}
              onChange={(_, d) => onChange({ jwksUrl: d.value })}
            />
          </Field>
        )}
      </div>
    </div>
  );
}
