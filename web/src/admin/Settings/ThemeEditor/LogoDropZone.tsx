import { useId, useRef, useState, type DragEvent } from 'react';
import { Button, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowUploadRegular, DeleteRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { useT } from '../../../app/i18n/useT.js';
import type { LogoDraft } from './themeDraft.js';
import { readLogoFile } from './readLogoFile.js';
import { MAX_LOGO_BYTES } from './themeRules.js';

const useStyles = makeStyles({
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  zone: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalS,
    minHeight: '140px',
    padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThick} dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  dragging: { border: `${tokens.strokeWidthThick} dashed ${tokens.colorBrandStroke1}`, backgroundColor: tokens.colorBrandBackground2 },
  invalid: { border: `${tokens.strokeWidthThick} dashed ${tokens.colorPaletteRedBorder2}` },
  image: { maxWidth: '100%', maxHeight: '64px', objectFit: 'contain' },
  muted: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', justifyContent: 'center' },
  error: { color: tokens.colorPaletteRedForeground1 },
});

type Props = { label: string; logo: LogoDraft; error?: string; onChange: (logo: LogoDraft) => void; onError: (message: string) => void };

/** A drop zone for one logo image (images only, one file, at most 1048580 bytes), with a file chooser and Remove. */
export function LogoDropZone({ label, logo, error, onChange, onError }: Props) {
  const t = useT();
  const intl = useIntl();
  const styles = useStyles();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const titleId = useId();
  const errorId = useId();

  const take = async (files: readonly File[]) => {
    const result = await readLogoFile(files);
    if ('error' in result) onError(t(result.error, { max: intl.formatNumber(MAX_LOGO_BYTES) }));
    else onChange({ dataUrl: result.dataUrl });
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void take([...event.dataTransfer.files]);
  };

  return (
    <div role="group" aria-labelledby={titleId} aria-describedby={error ? errorId : undefined} className={styles.group}>
      <Text id={titleId} weight="semibold">
        {label}
      </Text>
      <div
        className={mergeClasses(styles.zone, dragging && styles.dragging, !!error && styles.invalid)}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        {logo ? <img src={logo.dataUrl} alt={label} className={styles.image} /> : <Text className={styles.muted}>{t('theme.logo.none')}</Text>}
        <Text size={200} className={styles.muted}>
          {t('theme.logo.drop', { max: intl.formatNumber(MAX_LOGO_BYTES) })}
        </Text>
        <div className={styles.actions}>
          <Button icon={<ArrowUploadRegular />} onClick={() => input.current?.click()}>
            {t('theme.logo.choose')}
          </Button>
          {logo && (
            <Button appearance="subtle" icon={<DeleteRegular />} onClick={() => onChange(null)}>
              {t('theme.logo.remove')}
            </Button>
          )}
        </div>
        <input
          ref={input}
          type="file"
          accept="image/*"
          hidden
          aria-label={label}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            if (files.length) void take(files);
          }}
        />
      </div>
      {error && (
        <Text id={errorId} role="alert" className={styles.error}>
          {error}
        </Text>
      )}
    </div>
  );
}
