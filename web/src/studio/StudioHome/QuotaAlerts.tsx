import { MessageBar, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useT } from '../../app/i18n/useT.js';
import type { QuotaAlerts_organization$key } from './__generated__/QuotaAlerts_organization.graphql.js';
import { quotaAlerts, type QuotaAlert } from './quotaAlerts.js';

const useStyles = makeStyles({ list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS } });

/** The knowledge-graph quota of the subscription and of its scheduled change. */
export function QuotaAlerts(props: { organization: QuotaAlerts_organization$key }) {
  const organization = useFragment(
    graphql`
      fragment QuotaAlerts_organization on Organization {
        plan {
          isEnterprise
          quantities {
            knowledgeGraph {
              total
              used
              remaining
              isUnlimited
            }
          }
          upcoming {
            planName
            startDate
            quantities {
              knowledgeGraph {
                total
                used
                remaining
                isUnlimited
              }
            }
          }
        }
      }
    `,
    props.organization,
  );
  const t = useT();
  const intl = useIntl();
  const styles = useStyles();
  const { plan } = organization;
  const alerts = quotaAlerts({
    current: plan.quantities.knowledgeGraph,
    isEnterprise: plan.isEnterprise,
    upcoming: plan.upcoming
      ? { planName: plan.upcoming.planName, startDate: String(plan.upcoming.startDate), quota: plan.upcoming.quantities.knowledgeGraph }
      : null,
  });

  const render = (alert: QuotaAlert) => {
    switch (alert.kind) {
      case 'unlimited':
        return t('studio.quota.unlimited');
      case 'remaining':
        return t('studio.quota.remaining', { remaining: alert.remaining, total: alert.total });
      case 'noneRemaining':
        return (
          <>
            <MessageBarTitle>{t('studio.quota.noneRemaining')}</MessageBarTitle>
            {alert.showBillingHint && t('studio.quota.billingHint')}
          </>
        );
      case 'upcomingExceeded':
        return t('studio.quota.upcomingExceeded', {
          planName: alert.planName,
          date: intl.formatDate(alert.startDate, { dateStyle: 'medium' }),
          total: alert.total,
          used: alert.used,
        });
    }
  };

  return (
    <div className={styles.list}>
      {alerts.map((alert) => (
        <MessageBar key={alert.kind} intent={alert.intent} layout="multiline">
          <MessageBarBody>{render(alert)}</MessageBarBody>
        </MessageBar>
      ))}
    </div>
  );
}
