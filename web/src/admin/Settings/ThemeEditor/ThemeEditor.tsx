import { useMemo, useState } from 'react';
import { Body1, Button, Field, Input, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowResetRegular, DismissRegular, SaveRegular } from '@fluentui/react-icons';
import { useT } from '../../../app/i18n/useT.js';
import { applyOrgTheme } from '../../../app/theme/orgTheme.js';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog.js';
import { useLoader } from '../../../components/Loader/LoaderProvider.js';
import { useNotify } from '../../../components/Toasts/ToastProvider.js';
import { UnsavedChangesGuard } from '../../../components/UnsavedChangesGuard/UnsavedChangesGuard.js';
import type { themeDraft_theme$key } from './__generated__/themeDraft_theme.graphql.js';
import { ChartColorList } from './ChartColorList.js';
import { ColorPickerField } from './ColorPickerField.js';
import { ContrastWarnings } from './ContrastWarnings.js';
import { LogoDropZone } from './LogoDropZone.js';
import { useResetThemeMutation } from './ResetThemeMutation.js';
import { useSaveThemeMutation } from './SaveThemeMutation.js';
import { COLOR_ROLES, contrastWarnings, deriveColors, type ThemeColors } from './themeColors.js';
import { isModified, readThemeDraft, toSaveInput, validateDraft, type FieldErrors, type LoadedTheme, type ThemeDraft } from './themeDraft.js';
import { ThemePreview } from './ThemePreview.js';
import { isColour, parseLogoHeight } from './themeRules.js';

const useStyles = makeStyles({
  layout: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))', gap: tokens.spacingHorizontalXL, alignItems: 'start' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  colors: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: tokens.spacingHorizontalM },
  logos: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', gap: tokens.spacingHorizontalM },
  height: { maxWidth: '180px' },
  side: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, position: 'sticky', top: tokens.spacingVerticalL, minWidth: 0 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, justifyContent: 'flex-end' },
});

const ROLE_LABELS = {
  primary: 'theme.role.primary',
  secondary: 'theme.role.secondary',
  followUp: 'theme.role.followUp',
  chatIconBackground: 'theme.role.chatIconBackground',
  headerLogoBackground: 'theme.role.headerLogoBackground',
  accent: 'theme.role.accent',
  accentLight: 'theme.role.accentLight',
  font: 'theme.role.font',
  fontLight: 'theme.role.fontLight',
  secondaryLight: 'theme.role.secondaryLight',
} as const;

/** Changed paths lose the server's message for them (it was about the old value). */
function withoutPaths(errors: FieldErrors, changed: (path: string) => boolean): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([path]) => !changed(path)));
}

/** The Change Theme editor (spec 01 §2.5, §4, §5): changes stay local until Save, which applies them to the whole app. */
export function ThemeEditor({ theme }: { theme: themeDraft_theme$key }) {
  const t = useT();
  const styles = useStyles();
  const notify = useNotify();
  const loader = useLoader();
  const [saveTheme, isSaving] = useSaveThemeMutation();
  const [resetTheme, isResetting] = useResetThemeMutation();
  const [loaded, setLoaded] = useState<LoadedTheme>(() => readThemeDraft(theme));
  const [draft, setDraft] = useState<ThemeDraft>(loaded.draft);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [logoErrors, setLogoErrors] = useState<FieldErrors>({});
  const [confirmReset, setConfirmReset] = useState(false);

  const modified = isModified(draft, loaded.draft);
  const clientErrors = validateDraft(draft);
  const error = (path: string) => (clientErrors[path] ? t(clientErrors[path]) : (logoErrors[path] ?? serverErrors[path]));
  const busy = isSaving || isResetting;

  // The preview keeps the last good value of a field while its text is not a colour.
  const shown = useMemo(() => {
    const colors = Object.fromEntries(
      COLOR_ROLES.map((role) => [role, isColour(draft.colors[role]) ? draft.colors[role].trim() : loaded.draft.colors[role]]),
    ) as ThemeColors;
    const height = parseLogoHeight(draft.maxLogoHeight);
    return {
      colors,
      derived: deriveColors(colors),
      maxLogoHeight: 'value' in height ? height.value : Number(loaded.draft.maxLogoHeight),
      chartColors: draft.chartColors.filter(isColour),
      logoFull: draft.logoFull,
      logoShort: draft.logoShort,
    };
  }, [draft, loaded]);
  const warnings = useMemo(() => contrastWarnings(shown.colors), [shown.colors]);

  const edit = (change: Partial<ThemeDraft>, paths: (path: string) => boolean) => {
    setDraft((current) => ({ ...current, ...change }));
    setServerErrors((errors) => withoutPaths(errors, paths));
  };
  const setColor = (role: keyof ThemeColors, value: string) => edit({ colors: { ...draft.colors, [role]: value } }, (p) => p === role);
  const setLogo = (key: 'logoFull' | 'logoShort', logo: ThemeDraft['logoFull']) => {
    edit({ [key]: logo }, (p) => p === key);
    setLogoErrors((errors) => withoutPaths(errors, (p) => p === key));
  };

  const startFrom = (next: LoadedTheme) => {
    setLoaded(next);
    setDraft(next.draft);
    setServerErrors({});
    setLogoErrors({});
  };

  const save = async () => {
    try {
      const result = await loader.track(saveTheme(toSaveInput(draft, loaded.draft)));
      if (result.__typename === 'SaveThemeSuccess') {
        startFrom(readThemeDraft(result.theme));
        applyOrgTheme(result.theme);
        notify.success(t('theme.saved'));
        return;
      }
      if (result.__typename === 'ValidationError') setServerErrors(Object.fromEntries(result.fieldErrors.map((e) => [e.path, e.message])));
      notify.error(t('theme.saveFailed'));
    } catch {
      notify.error(t('theme.saveFailed'));
    }
  };

  const reset = async () => {
    setConfirmReset(false);
    try {
      const result = await loader.track(resetTheme());
      if (result.__typename !== 'ResetThemeSuccess') throw new Error(result.__typename);
      startFrom(readThemeDraft(result.theme));
      applyOrgTheme(result.theme);
      notify.success(t('theme.resetDone'));
    } catch {
      notify.error(t('theme.resetFailed'));
    }
  };

  return (
    <>
      <Body1>{t('theme.description')}</Body1>
      <div className={styles.layout}>
        <div className={styles.form}>
          <div role="group" aria-label={t('theme.colors')} className={styles.colors}>
            {COLOR_ROLES.map((role) => (
              <ColorPickerField key={role} label={t(ROLE_LABELS[role])} value={draft.colors[role]} error={error(role)} onChange={(v) => setColor(role, v)} />
            ))}
          </div>
          <Field
            label={t('theme.maxLogoHeight')}
            className={styles.height}
            validationMessage={error('maxLogoHeight')}
            validationState={error('maxLogoHeight') ? 'error' : 'none'}
          >
            <Input type="number" min={1} step={1} value={draft.maxLogoHeight} onChange={(_, d) => edit({ maxLogoHeight: d.value }, (p) => p === 'maxLogoHeight')} />
          </Field>
          <ChartColorList
            colors={draft.chartColors}
            palette={loaded.palette}
            errorAt={error}
            onChange={(chartColors) => edit({ chartColors }, (p) => p === 'chartColors' || p.startsWith('chartColors.'))}
          />
          <div className={styles.logos}>
            {(['logoFull', 'logoShort'] as const).map((key) => (
              <LogoDropZone
                key={key}
                label={t(key === 'logoFull' ? 'theme.logo.full' : 'theme.logo.short')}
                logo={draft[key]}
                error={error(key)}
                onChange={(logo) => setLogo(key, logo)}
                onError={(message) => setLogoErrors((errors) => ({ ...errors, [key]: message }))}
              />
            ))}
          </div>
        </div>
        <div className={styles.side}>
          <ThemePreview theme={shown} />
          <ContrastWarnings warnings={warnings} />
          <Text size={200}>{t('theme.derivedNote')}</Text>
        </div>
      </div>
      <div className={styles.actions}>
        {modified ? (
          <>
            <Button icon={<DismissRegular />} disabled={busy} onClick={() => startFrom(loaded)}>
              {t('theme.discard')}
            </Button>
            <Button appearance="primary" icon={<SaveRegular />} disabled={busy || Object.keys(clientErrors).length > 0} onClick={() => void save()}>
              {t('theme.save')}
            </Button>
          </>
        ) : (
          <Button icon={<ArrowResetRegular />} disabled={busy || !loaded.isCustom} onClick={() => setConfirmReset(true)}>
            {t('theme.reset')}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirmReset}
        title={t('theme.resetDialog.title')}
        confirmLabel={t('theme.resetDialog.confirm')}
        onConfirm={() => void reset()}
        onCancel={() => setConfirmReset(false)}
      >
        {t('theme.resetDialog.message')}
      </ConfirmDialog>
      <UnsavedChangesGuard when={modified} />
    </>
  );
}
