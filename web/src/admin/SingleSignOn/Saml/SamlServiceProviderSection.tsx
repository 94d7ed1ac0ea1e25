import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useT } from '../../../app/i18n/useT.js';

const useStyles = makeStyles({
  fields: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))', gap: tokens.spacingHorizontalL },
  code: { fontFamily: tokens.fontFamilyMonospace },
  download: { alignSelf: 'flex-start' },
});

type Props = { entityId: string; acsUrl: string; metadataDownloadUrl: string };

/** Meridian as the service provider: read-only Entity id and ACS URL from its metadata, and the metadata download. */
export function SamlServiceProviderSection({ entityId, acsUrl, metadataDownloadUrl }: Props) {
  const t = useT();
  const styles = useStyles();
  const select = (event: { currentTarget: HTMLInputElement }) => event.currentTarget.select();
  return (
    <>
      <div className={styles.fields}>
        <Field label={t('sso.saml.entityId')}>
          <Input readOnly value={entityId} className={styles.code} onFocus={select} />
        </Field>
        <Field label={t('sso.saml.acsUrl')}>
          <Input readOnly value={acsUrl} className={styles.code} onFocus={select} />
        </Field>
      </div>
      <Button as="a" href={metadataDownloadUrl} download="meridian-sp-metadata.xml" icon={<ArrowDownloadRegular />} className={styles.download}>
        {t('sso.saml.downloadMetadata')}
      </Button>
    </>
  );
}
