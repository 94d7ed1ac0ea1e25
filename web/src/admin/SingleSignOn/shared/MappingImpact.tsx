import { Body1, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import type { MessageId } from '../../../app/i18n/catalogues/en-US.js';
import { useT } from '../../../app/i18n/useT.js';
import type { ImpactAnswer } from './mappingSimulatorQueries.js';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  gained: { color: tokens.colorPaletteGreenForeground1 },
  lost: { color: tokens.colorPaletteRedForeground1 },
  muted: { color: tokens.colorNeutralForeground3 },
});

type Impact = Extract<ImpactAnswer, { __typename: 'UserAttributeMappingsImpact' }>;
const TYPES: Record<string, MessageId> = { VIEWER: 'users.type.VIEWER', CREATOR: 'users.type.CREATOR', ADMIN: 'users.type.ADMIN' };

/** Which existing single sign-on users would gain or lose which roles (or change type) with the changed mappings. */
export function MappingImpact({ impact }: { impact: Impact }) {
  const t = useT();
  const styles = useStyles();
  const type = (value: string) => (TYPES[value] ? t(TYPES[value]) : value);
  return (
    <div className={styles.root}>
      <Body1>{t('sso.simulator.impactSummary', { checked: impact.checkedUserCount, changed: impact.changes.length })}</Body1>
      {impact.changes.length > 0 && (
        <Table size="small" aria-label={t('sso.simulator.impactTitle')}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('sso.simulator.user')}</TableHeaderCell>
              <TableHeaderCell>{t('sso.simulator.gains')}</TableHeaderCell>
              <TableHeaderCell>{t('sso.simulator.loses')}</TableHeaderCell>
              <TableHeaderCell>{t('sso.mappings.attribute.type')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {impact.changes.map((change) => (
              <TableRow key={change.user.id}>
                <TableCell>{`${change.user.firstName} ${change.user.lastName}`.trim() || change.user.email}</TableCell>
                <TableCell className={styles.gained}>{change.gainedRoles.map((r) => r.name).join(', ') || '—'}</TableCell>
                <TableCell className={styles.lost}>{change.lostRoles.map((r) => r.name).join(', ') || '—'}</TableCell>
                <TableCell>{change.typeBefore === change.typeAfter ? type(change.typeAfter) : `${type(change.typeBefore)} → ${type(change.typeAfter)}`}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {impact.usersWithoutAttributes.length > 0 && (
        <Body1 className={styles.muted}>
          {t('sso.simulator.unpredictable', { count: impact.usersWithoutAttributes.length, emails: impact.usersWithoutAttributes.map((u) => u.email).join(', ') })}
        </Body1>
      )}
    </div>
  );
}
