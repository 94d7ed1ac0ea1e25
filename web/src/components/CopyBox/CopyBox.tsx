import { Button, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { CopyRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { useNotify } from '../Toasts/ToastProvider.js';

const useStyles = makeStyles({
  box: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalS,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  code: {
    flexGrow: 1,
    margin: 0,
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase300,
    whiteSpace: 'pre-wrap',
    wordBreak: 'break-all',
    alignSelf: 'center',
  },
});

/** A code box with a copy-to-clipboard button. */
export function CopyBox({ value, label }: { value: string; label?: string }) {
  const styles = useStyles();
  const intl = useIntl();
  const notify = useNotify();
  const copyLabel = intl.formatMessage({ id: 'copyBox.copy' });

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notify.success(intl.formatMessage({ id: 'copyBox.copied' }));
    } catch {
      notify.error(intl.formatMessage({ id: 'copyBox.failed' }));
    }
  };

  return (
    <div className={styles.box}>
      <pre className={styles.code} aria-label={label}>
        <code>{value}</code>
      </pre>
      <Tooltip content={copyLabel} relationship="label">
        <Button appearance="subtle" icon={<CopyRegular />} onClick={() => void copy()} />
      </Tooltip>
    </div>
  );
}
