import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useT } from '../../app/i18n/useT.js';
import type { QuotaBanner_plan$key } from './__generated__/QuotaBanner_plan.graphql.js';

/** The subscription's user quota (spec 01 §2.4); unlimited quotas read 'unlimited'. */
export function QuotaBanner(props: { plan: QuotaBanner_plan$key }) {
  const plan = useFragment(
    graphql`
      fragment QuotaBanner_plan on OrganizationPlan {
        quantities {
          user {
            isUnlimited
            total
            remaining
          }
          viewer {
            isUnlimited
            total
            remaining
          }
          creator {
            isUnlimited
            total
            remaining
          }
        }
        upcoming {
          planName
          startDate
        }
      }
    `,
    props.plan,
  );
  const t = useT();
  const intl = useIntl();
  const unlimited = t('users.quota.unlimited');
  const show = (q: { isUnlimited: boolean; total?: number | null; remaining?: number | null }, key: 'total' | 'remaining') =>
    q.isUnlimited ? unlimited : String(Math.max(0, q[key] ?? 0));
  const { user, viewer, creator } = plan.quantities;
  return (
    <MessageBar intent="info" layout="multiline">
      <MessageBarBody>
        {t('users.quota.summary', {
          users: show(user, 'total'),
          viewers: show(viewer, 'total'),
          creators: show(creator, 'total'),
          usersLeft: show(user, 'remaining'),
          viewersLeft: show(viewer, 'remaining'),
          creatorsLeft: show(creator, 'remaining'),
        })}
        {plan.upcoming &&
          ` ${t('users.quota.upcoming', { planName: plan.upcoming.planName, date: intl.formatDate(String(plan.upcoming.startDate), { dateStyle: 'medium' }) })}`}
      </MessageBarBody>
    </MessageBar>
  );
}
