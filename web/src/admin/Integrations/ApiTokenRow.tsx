import { Badge, Button, TableCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useT } from '../../app/i18n/useT.js';
import type { ApiTokenRow_apiToken$key } from './__generated__/ApiTokenRow_apiToken.graphql.js';

export type TokenRef = { id: string; name: string };

const useStyles = makeStyles({
  prefix: { fontFamily: tokens.fontFamilyMonospace },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** One personal API token in the tokens table. */
export function ApiTokenRow(props: { apiToken: ApiTokenRow_apiToken$key; onRevoke: (token: TokenRef) => void }) {
  const token = useFragment(
    graphql`
      fragment ApiTokenRow_apiToken on ApiToken {
        id
        name
        prefix
        scope
        createdAt
        lastUsedAt
        revokedAt
      }
    `,
    props.apiToken,
  );
  const t = useT();
  const intl = useIntl();
  const styles = useStyles();
  const date = (value: unknown) => (value ? intl.formatDate(String(value), { dateStyle: 'medium', timeStyle: 'short' }) : null);

  return (
    <TableRow>
      <TableCell>{token.name}</TableCell>
      <TableCell className={styles.prefix}>{token.prefix}…</TableCell>
      <TableCell>
        <Badge appearance="tint" color={token.scope === 'WRITE' ? 'warning' : 'informative'}>
          {token.scope === 'WRITE' ? t('apiTokens.scope.write') : t('apiTokens.scope.read')}
        </Badge>
      </TableCell>
      <TableCell>{date(token.createdAt)}</TableCell>
      <TableCell>{date(token.lastUsedAt) ?? <span className={styles.muted}>{t('apiTokens.never')}</span>}</TableCell>
      <TableCell>{date(token.revokedAt) ?? <span className={styles.muted}>{t('apiTokens.active')}</span>}</TableCell>
      <TableCell>
        {!token.revokedAt && (
          <Button
            size="small"
            aria-label={t('apiTokens.revokeNamed', { name: token.name })}
            onClick={() => props.onRevoke({ id: token.id, name: token.name })}
          >
            {t('apiTokens.revoke')}
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
}
