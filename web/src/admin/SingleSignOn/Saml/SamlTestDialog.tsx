import {
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { MessageId } from '../../../app/i18n/catalogues/en-US.js';
import { useT } from '../../../app/i18n/useT.js';
import { keepsStudioAccess, type SamlTestOutcome } from './useSamlTest.js';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0 },
  key: { width: '40%', color: tokens.colorNeutralForeground3 },
  code: { fontFamily: tokens.fontFamilyMonospace, wordBreak: 'break-all' },
  attributes: { maxHeight: '240px', overflowY: 'auto' },
});

const TYPE_LABELS: Record<string, MessageId> = { VIEWER: 'users.type.VIEWER', CREATOR: 'users.type.CREATOR', ADMIN: 'users.type.ADMIN' };

export type SamlTestDialogState = { phase: 'waiting' } | { phase: 'done'; outcome: SamlTestOutcome } | { phase: 'closed' };

type Props = {
  state: SamlTestDialogState;
  /** enable: the switch was turned on, the dialog offers Save when the test passes (spec 01 §4). */
  mode: 'test' | 'enable' | 'testAndSave';
  usesTenants: boolean;
  /** The configuration would be saved enabled: the tested user must keep access to the Studio. */
  enabling: boolean;
  roleNames: ReadonlyMap<string, string>;
  saving: boolean;
  onSave: (testId: string) => void;
  onClose: () => void;
};

/** Progress while the popup runs, then the test's user, tenant and attributes, or why it failed (spec 01 §3, §8). */
export function SamlTestDialog({ state, mode, usesTenants, enabling, roleNames, saving, onSave, onClose }: Props) {
  const t = useT();
  const styles = useStyles();
  const outcome = state.phase === 'done' ? state.outcome : null;
  const result = outcome?.kind === 'result' ? outcome.result : null;
  const passed = !!result && !result.errorMessage && !!result.user;
  const blockedForStudio = passed && enabling && !keepsStudioAccess(result);
  const row = (label: string, value: string | null | undefined) => (
    <TableRow>
      <TableCell className={styles.key}>{label}</TableCell>
      <TableCell className={styles.code}>{value || '—'}</TableCell>
    </TableRow>
  );
  return (
    <Dialog open={state.phase !== 'closed'} modalType="modal" onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface aria-describedby={undefined}>
        <DialogBody>
          <DialogTitle>{t('sso.saml.test.title')}</DialogTitle>
          <DialogContent className={styles.content}>
            {state.phase === 'waiting' && <Spinner labelPosition="below" label={t('sso.saml.test.waiting')} />}
            {outcome?.kind === 'blocked' && (
              <MessageBar intent="error" layout="multiline">
                <MessageBarBody>{t('sso.saml.test.popupBlocked')}</MessageBarBody>
              </MessageBar>
            )}
            {outcome?.kind === 'closedEarly' && (
              <MessageBar intent="warning" layout="multiline">
                <MessageBarBody>{t('sso.saml.test.closedEarly')}</MessageBarBody>
              </MessageBar>
            )}
            {outcome?.kind === 'failed' && (
              <MessageBar intent="error" layout="multiline">
                <MessageBarBody>{t('sso.saml.testError')}</MessageBarBody>
              </MessageBar>
            )}
            {result?.errorMessage && (
              <MessageBar intent="error" layout="multiline">
                <MessageBarBody>
                  <MessageBarTitle>{t('sso.saml.test.failed')}</MessageBarTitle>
                  {result.errorMessage} {t('sso.saml.test.advice')}
                </MessageBarBody>
              </MessageBar>
            )}
            {passed && !blockedForStudio && (
              <MessageBar intent="success">
                <MessageBarBody>{t('sso.saml.test.passed')}</MessageBarBody>
              </MessageBar>
            )}
            {blockedForStudio && (
              <MessageBar intent="error" layout="multiline">
                <MessageBarBody>{t('sso.saml.notCreator')}</MessageBarBody>
              </MessageBar>
            )}
            {result?.user && (
              <section aria-labelledby="saml-test-user">
                <Text as="h3" id="saml-test-user" weight="semibold" className={styles.heading}>
                  {t('sso.saml.test.user')}
                </Text>
                <Table size="small" aria-labelledby="saml-test-user">
                  <TableBody>
                    {row(t('sso.saml.test.nameId'), result.user.providerKey)}
                    {row(t('sso.mappings.attribute.type'), TYPE_LABELS[result.user.type] ? t(TYPE_LABELS[result.user.type]) : result.user.type)}
                    {row(t('sso.mappings.attribute.firstName'), result.user.firstName)}
                    {row(t('sso.mappings.attribute.lastName'), result.user.lastName)}
                    {row(t('sso.mappings.attribute.email'), result.user.email)}
                    {row(t('sso.mappings.attribute.language'), result.user.languageId)}
                    {row(t('sso.mappings.attribute.roles'), result.user.roleIds.map((id) => roleNames.get(id) ?? id).join(', '))}
                  </TableBody>
                </Table>
              </section>
            )}
            {usesTenants && result?.tenant && (
              <section aria-labelledby="saml-test-tenant">
                <Text as="h3" id="saml-test-tenant" weight="semibold" className={styles.heading}>
                  {t('sso.mappings.attribute.tenant')}
                </Text>
                <Table size="small" aria-labelledby="saml-test-tenant">
                  <TableBody>
                    {row(t('sso.saml.test.tenantName'), result.tenant.name ?? t('sso.saml.test.tenantUnknown'))}
                    {row(t('sso.saml.test.tenantExternalId'), result.tenant.externalId)}
                  </TableBody>
                </Table>
              </section>
            )}
            {result && result.attributes.length > 0 && (
              <section aria-labelledby="saml-test-attributes" className={styles.attributes}>
                <Text as="h3" id="saml-test-attributes" weight="semibold" className={styles.heading}>
                  {t('sso.saml.test.attributes')}
                </Text>
                <Table size="small" aria-labelledby="saml-test-attributes">
                  <TableHeader>
                    <TableRow>
                      <TableHeaderCell>{t('sso.saml.test.attributeName')}</TableHeaderCell>
                      <TableHeaderCell>{t('sso.saml.test.attributeValues')}</TableHeaderCell>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {result.attributes.map((attribute) => (
                      <TableRow key={attribute.name}>
                        <TableCell className={styles.code}>{attribute.name}</TableCell>
                        <TableCell className={styles.code}>{attribute.values.join(', ')}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </section>
            )}
            {mode === 'testAndSave' && passed && !blockedForStudio && <Body1>{t('sso.saml.test.saving')}</Body1>}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              {t('common.close')}
            </Button>
            {mode === 'enable' && passed && outcome?.kind === 'result' && (
              <Button appearance="primary" disabled={blockedForStudio || saving} onClick={() => onSave(outcome.testId)}>
                {t('sso.saml.save')}
              </Button>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
