import { useState } from 'react';
import { Badge, Body1, Button, Card, CardHeader, Text, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useT } from '../../app/i18n/useT.js';
import { ConfirmDialog } from '../../components/ConfirmDialog/ConfirmDialog.js';
import { useNotify } from '../../components/Toasts/ToastProvider.js';
import type { IntegrationCards_query$key } from './__generated__/IntegrationCards_query.graphql.js';
import { useConfigureDbtCloudIntegrationMutation } from './ConfigureDbtCloudIntegrationMutation.js';
import { ConfigureIntegrationDialog } from './ConfigureIntegrationDialog.js';
import { useConfigureSlackIntegrationMutation } from './ConfigureSlackIntegrationMutation.js';
import { useRemoveIntegrationMutation } from './RemoveIntegrationMutation.js';

const useStyles = makeStyles({
  cards: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))', gap: tokens.spacingHorizontalM },
  card: { padding: tokens.spacingHorizontalL },
  title: { margin: 0 },
  status: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

type Kind = 'DBT_CLOUD' | 'SLACK';

/** The dbt Cloud and Slack cards (spec 02 §2.11): configure, or remove after a confirmation; neither secret ever comes back. */
export function IntegrationCards(props: { query: IntegrationCards_query$key; onChanged: () => void }) {
  const data = useFragment(
    graphql`
      fragment IntegrationCards_query on Query {
        integrations {
          type
          isConfigured
          updatedAt
        }
      }
    `,
    props.query,
  );
  const t = useT();
  const intl = useIntl();
  const styles = useStyles();
  const [open, setOpen] = useState<Kind | null>(null);
  const [configureDbt, isDbtBusy] = useConfigureDbtCloudIntegrationMutation();
  const [configureSlack, isSlackBusy] = useConfigureSlackIntegrationMutation();
  const [removing, setRemoving] = useState<Kind | null>(null);
  const [remove, isRemoving] = useRemoveIntegrationMutation();
  const notify = useNotify();
  const status = (kind: Kind) => data.integrations.find((i) => i.type === kind);
  const titleOf = (kind: Kind) => t(kind === 'DBT_CLOUD' ? 'integrations.dbt.title' : 'integrations.slack.title');

  const confirmRemove = async () => {
    if (!removing) return;
    const name = titleOf(removing);
    try {
      const result = await remove(removing);
      if (result.__typename === 'RemoveIntegrationSuccess') notify.success(t('integrations.removed', { name }));
      else if (result.__typename === 'NotFoundError') notify.error(t('integrations.removeNotConfigured', { name }));
      else notify.error(t('integrations.removeFailed', { name }));
      // Removed here or already gone elsewhere: either way the card shows the current status.
      if (result.__typename !== 'PermissionDeniedError' && result.__typename !== '%other') props.onChanged();
    } catch {
      notify.error(t('integrations.removeFailed', { name }));
    }
    setRemoving(null);
  };

  const card = (kind: Kind, title: string, description: string) => {
    const integration = status(kind);
    return (
      <Card className={styles.card} role="region" aria-label={title}>
        <CardHeader
          header={
            <Text as="h3" weight="semibold" size={500} className={styles.title}>
              {title}
            </Text>
          }
          description={<Body1>{description}</Body1>}
        />
        <div className={styles.status}>
          <Badge appearance="tint" color={integration?.isConfigured ? 'success' : 'informative'}>
            {t(integration?.isConfigured ? 'integrations.configured' : 'integrations.notConfigured')}
          </Badge>
          {integration?.isConfigured && integration.updatedAt && (
            <span>{t('integrations.updatedAt', { date: intl.formatDate(String(integration.updatedAt), { dateStyle: 'medium', timeStyle: 'short' }) })}</span>
          )}
        </div>
        <div className={styles.actions}>
          <Button appearance={integration?.isConfigured ? 'secondary' : 'primary'} onClick={() => setOpen(kind)} aria-label={t('integrations.configureNamed', { name: title })}>
            {t('integrations.configure')}
          </Button>
          {integration?.isConfigured && (
            <Button appearance="subtle" icon={<DeleteRegular />} onClick={() => setRemoving(kind)} aria-label={t('integrations.removeNamed', { name: title })}>
              {t('integrations.remove')}
            </Button>
          )}
        </div>
      </Card>
    );
  };

  return (
    <div className={styles.cards}>
      {card('DBT_CLOUD', t('integrations.dbt.title'), t('integrations.dbt.description'))}
      {card('SLACK', t('integrations.slack.title'), t('integrations.slack.description'))}
      <ConfigureIntegrationDialog
        open={open === 'DBT_CLOUD'}
        title={t('integrations.dbt.dialogTitle')}
        label={t('integrations.dbt.serviceToken')}
        hint={t('integrations.dbt.hint')}
        secret
        busy={isDbtBusy}
        successText={t('integrations.dbt.success')}
        failureText={t('integrations.dbt.failed')}
        configure={configureDbt}
        onClose={() => setOpen(null)}
        onConfigured={props.onChanged}
      />
      <ConfigureIntegrationDialog
        open={open === 'SLACK'}
        title={t('integrations.slack.dialogTitle')}
        label={t('integrations.slack.webhookUrl')}
        secret={false}
        busy={isSlackBusy}
        successText={t('integrations.slack.success')}
        failureText={t('integrations.slack.failed')}
        configure={configureSlack}
        onClose={() => setOpen(null)}
        onConfigured={props.onChanged}
      />
      <ConfirmDialog
        open={removing !== null}
        title={t('integrations.removeTitle', { name: removing ? titleOf(removing) : '' })}
        confirmLabel={t('integrations.remove')}
        confirmDisabled={isRemoving}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      >
        {t('integrations.removeQuestion', { name: removing ? titleOf(removing) : '' })}
      </ConfirmDialog>
    </div>
  );
}
