import { useState } from 'react';
import { Badge, Body1, Button, Card, CardHeader, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useT } from '../../app/i18n/useT.js';
import type { IntegrationCards_query$key } from './__generated__/IntegrationCards_query.graphql.js';
import { useConfigureDbtCloudIntegrationMutation } from './ConfigureDbtCloudIntegrationMutation.js';
import { ConfigureIntegrationDialog } from './ConfigureIntegrationDialog.js';
import { useConfigureSlackIntegrationMutation } from './ConfigureSlackIntegrationMutation.js';

const useStyles = makeStyles({
  cards: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))', gap: tokens.spacingHorizontalM },
  card: { padding: tokens.spacingHorizontalL },
  title: { margin: 0 },
  status: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground3 },
});

type Kind = 'DBT_CLOUD' | 'SLACK';

/** The dbt Cloud and Slack cards (spec 02 §2.11); neither secret ever comes back, only whether it is set. */
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
  const status = (kind: Kind) => data.integrations.find((i) => i.type === kind);

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
        <div>
          <Button appearance={integration?.isConfigured ? 'secondary' : 'primary'} onClick={() => setOpen(kind)} aria-label={t('integrations.configureNamed', { name: title })}>
            {t('integrations.configure')}
          </Button>
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
    </div>
  );
}
