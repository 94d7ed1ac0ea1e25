import { useState } from 'react';
import { Body1, Card, Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import { useT } from '../../app/i18n/useT.js';
import { LOGIN_PATH } from '../../app/navigation/urls.js';
import type { Preloaded } from '../../app/relay/preloadQuery.js';
import { RouterButton } from '../../components/RouterButton/RouterButton.js';
import type { AcceptInvitationPageQuery } from './__generated__/AcceptInvitationPageQuery.graphql.js';
import { AcceptInvitationForm } from './AcceptInvitationForm.js';

const useStyles = makeStyles({
  page: {
    flexGrow: 1,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  card: { width: '100%', maxWidth: '440px', padding: tokens.spacingHorizontalXXL, gap: tokens.spacingVerticalM },
  brand: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
  title: { margin: 0 },
});

const acceptInvitationPageQuery = graphql`
  query AcceptInvitationPageQuery($token: String!) {
    appConfig {
      brandColor
    }
    invitationByToken(token: $token) {
      ...AcceptInvitationForm_invitation
    }
  }
`;

/** The public page an invitation e-mail links to (/accept-invitation?token=…): choose a name and password, then go in. */
export function AcceptInvitationPage() {
  const { queryRef, token } = useLoaderData() as Preloaded<AcceptInvitationPageQuery> & { token: string };
  const data = usePreloadedQuery<AcceptInvitationPageQuery>(acceptInvitationPageQuery, queryRef);
  const t = useT();
  const styles = useStyles();
  // The link can stop working while the form is open (used in another tab, deleted, expired).
  const [stoppedWorking, setStoppedWorking] = useState(false);
  const invitation = stoppedWorking ? null : data.invitationByToken;

  return (
    <div className={styles.page}>
      <Card className={styles.card}>
        <Text className={styles.brand}>{t('app.name')}</Text>
        {invitation ? (
          <AcceptInvitationForm invitation={invitation} token={token} onLinkInvalid={() => setStoppedWorking(true)} />
        ) : (
          <>
            <Title2 as="h1" className={styles.title}>
              {t('acceptInvitation.invalidTitle')}
            </Title2>
            <Body1>{t('acceptInvitation.invalidBody')}</Body1>
            <div>
              <RouterButton to={LOGIN_PATH} appearance="primary">
                {t('acceptInvitation.goToSignIn')}
              </RouterButton>
            </div>
          </>
        )}
      </Card>
    </div>
  );
}
