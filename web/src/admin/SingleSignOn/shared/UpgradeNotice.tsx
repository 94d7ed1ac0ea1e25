import { Link, MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../../app/i18n/useT.js';

const BILLING_PATH = '/admin/billing';

/** The FeatureNotOnPlanError state of the SSO and embedding pages: the feature is Enterprise-only (spec 01 §4, §6, §8). */
export function UpgradeNotice({ feature }: { feature: 'sso' | 'embedding' }) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <MessageBar intent="info" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{t('sso.upgrade.title')}</MessageBarTitle>
        {t(feature === 'sso' ? 'sso.upgrade.sso' : 'sso.upgrade.embedding')}{' '}
        <Link
          href={BILLING_PATH}
          onClick={(event) => {
            event.preventDefault();
            void navigate(BILLING_PATH);
          }}
        >
          {t('sso.upgrade.billing')}
        </Link>
      </MessageBarBody>
    </MessageBar>
  );
}
