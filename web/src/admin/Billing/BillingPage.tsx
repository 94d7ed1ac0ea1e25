import { Body1, Button, Card, Link, Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { MailRegular } from '@fluentui/react-icons';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import { usePageView } from '../../app/analytics/usePageView.js';
import { useT } from '../../app/i18n/useT.js';
import type { Preloaded } from '../../app/relay/preloadQuery.js';
import type { BillingPageQuery } from './__generated__/BillingPageQuery.graphql.js';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '800px' },
  heading: { margin: 0 },
  card: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalS },
  title: { margin: 0 },
});

const billingPageQuery = graphql`
  query BillingPageQuery {
    billing {
      contact {
        supportEmail
        bookACallUrl
        pricingUrl
      }
    }
  }
`;

/** Admin › Billing: the Subscription section with the contact prompt (spec 01 §2.3). */
export function BillingPage() {
  const { queryRef } = useLoaderData() as Preloaded<BillingPageQuery>;
  const { billing } = usePreloadedQuery<BillingPageQuery>(billingPageQuery, queryRef);
  const t = useT();
  const styles = useStyles();
  usePageView('admin-billing');
  const { supportEmail, bookACallUrl, pricingUrl } = billing.contact;
  const mail = supportEmail ? `mailto:${supportEmail}` : null;
  const contact = mail ?? bookACallUrl;
  return (
    <div className={styles.page}>
      <Title2 as="h2" className={styles.heading}>
        {t('billing.title')}
      </Title2>
      <Card className={styles.card} role="region" aria-labelledby="billing-subscription">
        <Text as="h3" id="billing-subscription" weight="semibold" size={500} className={styles.title}>
          {t('billing.subscription')}
        </Text>
        <Body1>
          {t('billing.changeSubscription')}{' '}
          {mail && <Link href={mail}>{t('billing.mailUs')}</Link>}
          {mail && bookACallUrl && ` ${t('billing.or')} `}
          {bookACallUrl && (
            <Link href={bookACallUrl} target="_blank" rel="noreferrer">
              {t('billing.bookACall')}
            </Link>
          )}
        </Body1>
        {pricingUrl && (
          <Body1>
            {t('billing.pricingHint')}{' '}
            <Link href={pricingUrl} target="_blank" rel="noreferrer">
              {t('billing.pricingPage')}
            </Link>
          </Body1>
        )}
        <div>
          <Button as="a" appearance="primary" icon={<MailRegular />} href={contact ?? undefined} disabled={!contact}>
            {t('billing.contactUs')}
          </Button>
        </div>
      </Card>
    </div>
  );
}
