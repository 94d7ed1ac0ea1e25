import { useEffect, useState } from 'react';
import { Body1, Field, Select, Switch, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useParams } from 'react-router-dom';
import { usePageView } from '../../app/analytics/usePageView.js';
import { useT } from '../../app/i18n/useT.js';
import type { Preloaded } from '../../app/relay/preloadQuery.js';
import { useLoader } from '../../components/Loader/LoaderProvider.js';
import { useNotify } from '../../components/Toasts/ToastProvider.js';
import type { SettingsPageQuery } from './__generated__/SettingsPageQuery.graphql.js';
import type { ThemeEditorSectionQuery } from './ThemeEditor/__generated__/ThemeEditorSectionQuery.graphql.js';
import { ThemeEditorSection } from './ThemeEditor/ThemeEditorSection.js';
import { numberFormatExample, numberFormatKey } from './numberFormatExample.js';
import { SETTINGS_SECTIONS } from './settingsPageLoader.js';
import { SettingsSection } from './SettingsSection.js';
import { useUpdateOrganizationSettingsMutation } from './UpdateOrganizationSettingsMutation.js';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '1200px' },
  heading: { margin: 0 },
  field: { maxWidth: '420px' },
});

const settingsPageQuery = graphql`
  query SettingsPageQuery($isAdmin: Boolean!) {
    organizationSettings {
      defaultNumberFormat {
        locale
        pattern
      }
      isLlmDataAccessAllowed
      modelOverrideId
    }
    numberFormats {
      locale
      pattern
      minimumIntegerDigits
      minimumFractionDigits
      maximumFractionDigits
      isGroupingUsed
    }
    modelOptions @include(if: $isAdmin) {
      id
      name
      isDefault
    }
  }
`;

/** Admin › Settings: number format, theme, model configuration (admins) and LLM query result access (spec 01 §2.5). */
export function SettingsPage() {
  const { queryRef, themeQueryRef, isAdmin } = useLoaderData() as Preloaded<SettingsPageQuery> & {
    themeQueryRef: PreloadedQuery<ThemeEditorSectionQuery>;
    isAdmin: boolean;
  };
  const data = usePreloadedQuery<SettingsPageQuery>(settingsPageQuery, queryRef);
  const { section } = useParams();
  const t = useT();
  const styles = useStyles();
  const notify = useNotify();
  const loader = useLoader();
  const [update] = useUpdateOrganizationSettingsMutation();
  const [settings, setSettings] = useState(data.organizationSettings);
  usePageView('admin-settings');

  useEffect(() => {
    const id = section && SETTINGS_SECTIONS[section];
    if (id) document.getElementById(id)?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [section]);

  const save = async (input: Parameters<typeof update>[0], success: () => string, failure: string) => {
    try {
      const result = await loader.track(update(input));
      if (result.__typename === 'UpdateOrganizationSettingsSuccess') {
        setSettings(result.settings);
        notify.success(success());
      } else notify.error(failure);
    } catch {
      notify.error(failure);
    }
  };

  const formats = data.numberFormats;
  const changeNumberFormat = (key: string) => {
    const format = formats.find((f) => numberFormatKey(f) === key);
    if (!format) return;
    void save(
      { defaultNumberFormat: { locale: format.locale, pattern: format.pattern } },
      () => t('settings.numberFormat.updated', { example: numberFormatExample(format) }),
      t('settings.numberFormat.failed'),
    );
  };

  const models = data.modelOptions ?? [];
  const changeModel = (id: string) => {
    const model = models.find((m) => m.id === id);
    void save(
      { modelOverrideId: model ? model.id : null },
      () => t('settings.model.updated', { model: model?.name ?? t('settings.model.default') }),
      t('settings.model.failed'),
    );
  };

  const changeLlmAccess = (allowed: boolean) =>
    void save({ isLlmDataAccessAllowed: allowed }, () => t(allowed ? 'settings.llm.enabled' : 'settings.llm.disabled'), t('settings.llm.failed'));

  return (
    <div className={styles.page}>
      <Title2 as="h2" className={styles.heading}>
        {t('settings.title')}
      </Title2>
      <SettingsSection id="number-format" title={t('settings.numberFormat.title')}>
        <Body1>{t('settings.numberFormat.description')}</Body1>
        <Field label={t('settings.numberFormat.label')} className={styles.field}>
          <Select value={numberFormatKey(settings.defaultNumberFormat)} onChange={(_, d) => changeNumberFormat(d.value)}>
            {formats.map((format) => (
              <option key={numberFormatKey(format)} value={numberFormatKey(format)}>
                {`${numberFormatExample(format)} (${format.locale})`}
              </option>
            ))}
          </Select>
        </Field>
      </SettingsSection>
      <ThemeEditorSection queryRef={themeQueryRef} />
      {isAdmin && (
        <SettingsSection id="model-configuration" title={t('settings.model.title')}>
          <Body1>{t('settings.model.description')}</Body1>
          <Field label={t('settings.model.label')} className={styles.field}>
            <Select value={settings.modelOverrideId ?? ''} onChange={(_, d) => changeModel(d.value)}>
              <option value="">{t('settings.model.default')}</option>
              {models.map((model) => (
                <option key={model.id} value={model.id}>
                  {model.name}
                </option>
              ))}
            </Select>
          </Field>
        </SettingsSection>
      )}
      <SettingsSection id="query-result-access" title={t('settings.llm.title')}>
        <Body1>{t('settings.llm.description')}</Body1>
        <Switch
          checked={settings.isLlmDataAccessAllowed}
          label={t('settings.llm.switch')}
          onChange={(_, d) => changeLlmAccess(d.checked)}
        />
      </SettingsSection>
    </div>
  );
}
