import { Body1, Button, Card, Link, Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { BookOpenRegular, MailRegular } from '@fluentui/react-icons';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import { usePageView } from '../../../app/analytics/usePageView.js';
import { useT } from '../../../app/i18n/useT.js';
import type { Preloaded } from '../../../app/relay/preloadQuery.js';
import type { EmbeddedPromoPageQuery } from './__generated__/EmbeddedPromoPageQuery.graphql.js';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '800px' },
  heading: { margin: 0 },
  card: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalM },
  title: { margin: 0 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap' },
});

const embeddedPromoPageQuery = graphql`
  query EmbeddedPromoPageQuery($withContact: Boolean!) {
    appConfig {
      documentationUrl
    }
    billing @include(if: $withContact) {
      contact {
        supportEmail
        bookACallUrl
      }
    }
  }
`;

/** Where the embedded guide lives in the configured documentation. */
export function embeddedGuideUrl(documentationUrl: string | null | undefined): string | null {
  if (!documentationUrl) return null;
  return new URL('embedding', documentationUrl.endsWith('/') ? documentationUrl : `${documentationUrl}/`).toString();
}

/** /admin/embedded when embedding is not on the plan: what it offers, the embedded guide and Contact us (spec 01 §2.1). */
export function EmbeddedPromoPage() {
  const { queryRef } = useLoaderData() as Preloaded<EmbeddedPromoPageQuery>;
  const data = usePreloadedQuery<EmbeddedPromoPageQuery>(embeddedPromoPageQuery, queryRef);
  const t = useT();
  const styles = useStyles();
  usePageView('admin-embedded-promo');
  const guide = embeddedGuideUrl(data.appConfig.documentationUrl);
  const contact = data.billing?.contact;
  const contactHref = contact?.supportEmail ? `mailto:${contact.supportEmail}` : (contact?.bookACallUrl ?? null);
  return (
    <div className={styles.page}>
      <Title2 as="h2" className={styles.heading}>
        {t('embedded.promo.title')}
      </Title2>
      <Card className={styles.card} role="region" aria-labelledby="embedded-promo">
        <Text as="h3" id="embedded-promo" weight="semibold" size={500} className={styles.title}>
          {t('embedded.promo.subtitle')}
        </Text>
        <Body1>{t('embedded.promo.body')}</Body1>
        <Body1>{t('sso.upgrade.embedding')}</Body1>
        <div className={styles.actions}>
          <Button as="a" appearance="primary" icon={<MailRegular />} href={contactHref ?? undefined} disabled={!contactHref}>
            {t('billing.contactUs')}
          </Button>
          {guide && (
            <Link href={guide} target="_blank" rel="noreferrer">
              <BookOpenRegular /> {t('embedded.promo.guide')}
            </Link>
          )}
        </div>
      </Card>
    </div>
  );
}
