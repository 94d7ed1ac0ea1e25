import { useState } from 'react';
import { Body1, Button, Switch, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import { usePageView } from '../../../app/analytics/usePageView.js';
import { useT } from '../../../app/i18n/useT.js';
import type { Preloaded } from '../../../app/relay/preloadQuery.js';
import { useLoader } from '../../../components/Loader/LoaderProvider.js';
import { useNotify } from '../../../components/Toasts/ToastProvider.js';
import { UnsavedChangesGuard } from '../../../components/UnsavedChangesGuard/UnsavedChangesGuard.js';
import { SsoSection } from '../../SingleSignOn/shared/SsoSection.js';
import { UpgradeNotice } from '../../SingleSignOn/shared/UpgradeNotice.js';
import type { EmbeddingConfigurationPageQuery } from './__generated__/EmbeddingConfigurationPageQuery.graphql.js';
import { AllowedOriginsEditor } from './AllowedOriginsEditor.js';
import { useUpdateEmbeddingConfigurationMutation } from './UpdateEmbeddingConfigurationMutation.js';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '900px' },
  heading: { margin: 0 },
  hint: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

const embeddingConfigurationPageQuery = graphql`
  query EmbeddingConfigurationPageQuery {
    embeddingConfiguration {
      __typename
      ... on EmbeddingConfiguration {
        isEnabled
        allowedOrigins
      }
    }
  }
`;

type Saved = { isEnabled: boolean; origins: string[] };

/** Admin › Embedded › Configuration (spec 01 §2.10, §4, §5, §8): the switch saves at once; origins with Save. */
export function EmbeddingConfigurationPage() {
  const { queryRef } = useLoaderData() as Preloaded<EmbeddingConfigurationPageQuery>;
  const { embeddingConfiguration: configuration } = usePreloadedQuery<EmbeddingConfigurationPageQuery>(embeddingConfigurationPageQuery, queryRef);
  const t = useT();
  const styles = useStyles();
  usePageView('admin-embedded-configuration');
  return (
    <div className={styles.page}>
      <Title2 as="h2" className={styles.heading}>
        {t('embedded.title')}
      </Title2>
      {configuration.__typename === 'EmbeddingConfiguration' ? (
        <EmbeddingForm stored={{ isEnabled: configuration.isEnabled, origins: [...configuration.allowedOrigins] }} />
      ) : (
        <UpgradeNotice feature="embedding" />
      )}
    </div>
  );
}

const withEntry = (origins: string[]) => (origins.length ? origins : ['']);
const cleaned = (origins: readonly string[]) => origins.map((o) => o.trim()).filter(Boolean);

function EmbeddingForm({ stored }: { stored: Saved }) {
  const t = useT();
  const styles = useStyles();
  const notify = useNotify();
  const loader = useLoader();
  const [update, isUpdating] = useUpdateEmbeddingConfigurationMutation();
  const [saved, setSaved] = useState<Saved>(stored);
  const [isEnabled, setIsEnabled] = useState(stored.isEnabled);
  const [origins, setOrigins] = useState<string[]>(() => withEntry(stored.origins));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const dirty = JSON.stringify(cleaned(origins)) !== JSON.stringify(saved.origins);

  /** Sends the switch state and the origins as typed (errors come back per entry); true when saved. */
  const persist = async (enabled: boolean): Promise<boolean> => {
    setErrors({});
    try {
      const result = await loader.track(update({ isEnabled: enabled, allowedOrigins: origins }));
      if (result.__typename === 'UpdateEmbeddingConfigurationSuccess') {
        const next = { isEnabled: result.embeddingConfiguration.isEnabled, origins: [...result.embeddingConfiguration.allowedOrigins] };
        setSaved(next);
        setIsEnabled(next.isEnabled);
        setOrigins(withEntry(next.origins));
        notify.success(t('embedded.saved'));
        return true;
      }
      if (result.__typename === 'ValidationError') {
        setErrors(Object.fromEntries(result.fieldErrors.map((e) => [e.path, e.message])));
      }
    } catch {
      // The error toast follows.
    }
    notify.error(t('embedded.saveError'));
    return false;
  };

  const toggle = async (checked: boolean) => {
    setIsEnabled(checked);
    if (!(await persist(checked))) setIsEnabled(saved.isEnabled);
  };

  return (
    <>
      <UnsavedChangesGuard when={dirty} />
      <Switch
        checked={isEnabled}
        disabled={isUpdating}
        label={t(isEnabled ? 'embedded.enabled' : 'embedded.disabled')}
        onChange={(_, d) => void toggle(d.checked)}
      />
      <SsoSection id="embedding-origins" title={t('embedded.framing')}>
        <Body1 className={styles.hint}>{t('embedded.framingHint')}</Body1>
        <AllowedOriginsEditor
          origins={origins}
          errors={errors}
          disabled={isUpdating}
          onChange={(next) => {
            setOrigins(next);
            setErrors({});
          }}
        />
      </SsoSection>
      <div className={styles.actions}>
        <Button appearance="primary" disabled={!dirty || isUpdating} onClick={() => void persist(isEnabled)}>
          {t('embedded.save')}
        </Button>
      </div>
    </>
  );
}
