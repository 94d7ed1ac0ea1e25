import { Component, Suspense, useEffect, type ReactNode } from 'react';
import { MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useT } from '../../../app/i18n/useT.js';
import { useNotify } from '../../../components/Toasts/ToastProvider.js';
import { SettingsSection } from '../SettingsSection.js';
import type { ThemeEditorSectionQuery } from './__generated__/ThemeEditorSectionQuery.graphql.js';
import { ThemeEditor } from './ThemeEditor.js';

export const themeEditorSectionQuery = graphql`
  query ThemeEditorSectionQuery {
    theme {
      ...themeDraft_theme
    }
  }
`;

function LoadedThemeEditor({ queryRef }: { queryRef: PreloadedQuery<ThemeEditorSectionQuery> }) {
  const data = usePreloadedQuery<ThemeEditorSectionQuery>(themeEditorSectionQuery, queryRef);
  return <ThemeEditor theme={data.theme} />;
}

function LoadFailed() {
  const t = useT();
  const notify = useNotify();
  useEffect(() => notify.error(t('theme.loadFailed')), [notify, t]);
  return (
    <MessageBar intent="error">
      <MessageBarBody>{t('theme.loadFailed')}</MessageBarBody>
    </MessageBar>
  );
}

/** A failed theme load stays inside this section; the rest of the settings page keeps working. */
class ThemeLoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <LoadFailed /> : this.props.children;
  }
}

/** Settings › Change Theme: the theme editor, loaded by its own query (spec 01 §2.5, §8). */
export function ThemeEditorSection({ queryRef }: { queryRef: PreloadedQuery<ThemeEditorSectionQuery> }) {
  const t = useT();
  return (
    <SettingsSection id="change-theme" title={t('theme.title')}>
      <ThemeLoadBoundary>
        <Suspense fallback={<Spinner />}>
          <LoadedThemeEditor queryRef={queryRef} />
        </Suspense>
      </ThemeLoadBoundary>
    </SettingsSection>
  );
}
