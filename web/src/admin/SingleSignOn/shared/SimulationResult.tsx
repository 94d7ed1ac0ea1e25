import { Badge, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { MessageId } from '../../../app/i18n/catalogues/en-US.js';
import { useT } from '../../../app/i18n/useT.js';
import type { SimulateAnswer } from './mappingSimulatorQueries.js';
import type { MappedAttribute } from './userAttributeMappings.js';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0 },
  code: { fontFamily: tokens.fontFamilyMonospace, wordBreak: 'break-all' },
  muted: { color: tokens.colorNeutralForeground3 },
  roles: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  warning: { color: tokens.colorPaletteDarkOrangeForeground1 },
});

type Simulation = Extract<SimulateAnswer, { __typename: 'MappingSimulation' }>;

const LABELS: Record<MappedAttribute, MessageId> = {
  tenant: 'sso.mappings.attribute.tenant',
  type: 'sso.mappings.attribute.type',
  firstName: 'sso.mappings.attribute.firstName',
  lastName: 'sso.mappings.attribute.lastName',
  email: 'sso.mappings.attribute.email',
  language: 'sso.mappings.attribute.language',
  roles: 'sso.mappings.attribute.roles',
};

/** The simulated user: each field with the mapping that produced it (or the default), the roles, warnings, attributes. */
export function SimulationResult({ simulation, usesTenants }: { simulation: Simulation; usesTenants: boolean }) {
  const t = useT();
  const styles = useStyles();
  const source = (attribute: MappedAttribute, index: number | null | undefined) =>
    index === null || index === undefined ? t('sso.simulator.default') : t('sso.mappings.rowLabel', { attribute: t(LABELS[attribute]), position: index + 1 });
  const single: [MappedAttribute, string | null | undefined, number | null | undefined][] = [
    ['type', simulation.type.value, simulation.type.mappingIndex],
    ['firstName', simulation.firstName.value, simulation.firstName.mappingIndex],
    ['lastName', simulation.lastName.value, simulation.lastName.mappingIndex],
    ['email', simulation.email.value, simulation.email.mappingIndex],
    ['language', simulation.language.value, simulation.language.mappingIndex],
  ];
  return (
    <div className={styles.root}>
      <Table size="small" aria-label={t('sso.simulator.resultLabel')}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('sso.simulator.field')}</TableHeaderCell>
            <TableHeaderCell>{t('sso.simulator.value')}</TableHeaderCell>
            <TableHeaderCell>{t('sso.simulator.producedBy')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          <TableRow>
            <TableCell>{t('sso.simulator.subject')}</TableCell>
            <TableCell className={styles.code}>{simulation.subject ?? '—'}</TableCell>
            <TableCell className={styles.muted}>—</TableCell>
          </TableRow>
          {single.map(([attribute, value, index]) => (
            <TableRow key={attribute}>
              <TableCell>{t(LABELS[attribute])}</TableCell>
              <TableCell className={styles.code}>{value || '—'}</TableCell>
              <TableCell>{source(attribute, index)}</TableCell>
            </TableRow>
          ))}
          {usesTenants && (
            <TableRow>
              <TableCell>{t('sso.mappings.attribute.tenant')}</TableCell>
              <TableCell className={styles.code}>
                {simulation.tenant.externalId
                  ? simulation.tenant.tenant
                    ? `${simulation.tenant.tenant.name} (${simulation.tenant.externalId})`
                    : t('sso.simulator.unknownTenant', { externalId: simulation.tenant.externalId })
                  : '—'}
              </TableCell>
              <TableCell>{source('tenant', simulation.tenant.mappingIndex)}</TableCell>
            </TableRow>
          )}
          {simulation.roles.length === 0 ? (
            <TableRow>
              <TableCell>{t('sso.mappings.attribute.roles')}</TableCell>
              <TableCell className={styles.muted}>{t('sso.simulator.noRoles')}</TableCell>
              <TableCell>—</TableCell>
            </TableRow>
          ) : (
            simulation.roles.map((role) => (
              <TableRow key={`${role.name}-${role.mappingIndex}`}>
                <TableCell>{t('sso.mappings.attribute.roles')}</TableCell>
                <TableCell className={styles.code}>
                  {role.name}{' '}
                  {!role.role && (
                    <Badge appearance="tint" color="warning">
                      {t('sso.simulator.noSuchRole')}
                    </Badge>
                  )}
                </TableCell>
                <TableCell>{source('roles', role.mappingIndex)}</TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
      {simulation.warnings.length > 0 && (
        <ul aria-label={t('sso.simulator.warnings')}>
          {simulation.warnings.map((w) => (
            <li key={`${w.attribute}-${w.index}-${w.message}`} className={styles.warning}>
              {t('sso.mappings.rowLabel', { attribute: LABELS[w.attribute as MappedAttribute] ? t(LABELS[w.attribute as MappedAttribute]) : w.attribute, position: w.index + 1 })}: {w.message}
            </li>
          ))}
        </ul>
      )}
      <Text as="h4" weight="semibold" className={styles.heading}>
        {t('sso.simulator.incoming')}
      </Text>
      {simulation.attributes.length === 0 ? (
        <Text className={styles.muted}>{t('sso.simulator.noAttributes')}</Text>
      ) : (
        <Table size="small" aria-label={t('sso.simulator.incoming')}>
          <TableBody>
            {simulation.attributes.map((a) => (
              <TableRow key={a.name}>
                <TableCell className={styles.code}>{a.name}</TableCell>
                <TableCell className={styles.code}>{a.values.join(', ')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  );
}
