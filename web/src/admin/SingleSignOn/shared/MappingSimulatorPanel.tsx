import { useState } from 'react';
import { Button, Field, MessageBar, MessageBarBody, Radio, RadioGroup, Spinner, Text, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useRelayEnvironment } from 'react-relay';
import type { MessageId } from '../../../app/i18n/catalogues/en-US.js';
import { useT } from '../../../app/i18n/useT.js';
import { MappingImpact } from './MappingImpact.js';
import { mappingsImpact, simulateMappings, type ImpactAnswer, type SimulateAnswer, type SimulationSource } from './mappingSimulatorQueries.js';
import { SimulationResult } from './SimulationResult.js';
import { sameMappings, toInput, type MappingRows } from './userAttributeMappings.js';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  code: { fontFamily: tokens.fontFamilyMonospace },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  heading: { margin: 0 },
  hint: { color: tokens.colorNeutralForeground3 },
});

const SOURCES: { value: SimulationSource; label: MessageId; placeholder: string }[] = [
  { value: 'SAML_ASSERTION', label: 'sso.simulator.source.saml', placeholder: '<saml:Assertion …>…</saml:Assertion>' },
  { value: 'JWT', label: 'sso.simulator.source.jwt', placeholder: 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIuLi4ifQ.…' },
  { value: 'JSON', label: 'sso.simulator.source.json', placeholder: '{ "email": "nora@example.com", "groups": ["sales"] }' },
];

type Failure = { message: string; details: string[] };
type Props = { rows: MappingRows; savedRows: MappingRows; usesTenants: boolean; defaultSource: SimulationSource };

const failureOf = (answer: Exclude<SimulateAnswer | ImpactAnswer, { __typename: 'MappingSimulation' | 'UserAttributeMappingsImpact' }>, fallback: string): Failure =>
  answer.__typename === 'ValidationError'
    ? { message: answer.message, details: answer.fieldErrors.map((e) => (e.path === 'text' ? e.message : `${e.path}: ${e.message}`)) }
    : { message: answer.__typename === '%other' ? fallback : answer.message, details: [] };

/**
 * The mapping simulator (issue 5): pasted SAML assertion, JWT or JSON through the form's (unsaved) mappings, without
 * signing anyone in; and, when the mappings changed, which existing single sign-on users would gain or lose roles.
 */
export function MappingSimulatorPanel({ rows, savedRows, usesTenants, defaultSource }: Props) {
  const t = useT();
  const styles = useStyles();
  const environment = useRelayEnvironment();
  const [source, setSource] = useState<SimulationSource>(defaultSource);
  const [text, setText] = useState('');
  const [simulation, setSimulation] = useState<SimulateAnswer | null>(null);
  const [impact, setImpact] = useState<ImpactAnswer | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState<'simulate' | 'impact' | null>(null);
  const changed = !sameMappings(rows, savedRows, usesTenants);

  const run = async (kind: 'simulate' | 'impact') => {
    setBusy(kind);
    setFailure(null);
    try {
      const mappings = toInput(rows, usesTenants);
      const answer = kind === 'simulate' ? await simulateMappings(environment, source, text, mappings) : await mappingsImpact(environment, mappings);
      if (answer.__typename === 'MappingSimulation') setSimulation(answer);
      else if (answer.__typename === 'UserAttributeMappingsImpact') setImpact(answer);
      else setFailure(failureOf(answer, t('sso.simulator.failed')));
    } catch {
      setFailure({ message: t('sso.simulator.failed'), details: [] });
    } finally {
      setBusy(null);
    }
  };

  const current = SOURCES.find((s) => s.value === source) ?? SOURCES[0];
  return (
    <div className={styles.root}>
      <Text className={styles.hint}>{t('sso.simulator.intro')}</Text>
      <Field label={t('sso.simulator.source')}>
        <RadioGroup layout="horizontal" value={source} onChange={(_, d) => setSource(d.value as SimulationSource)}>
          {SOURCES.map((s) => (
            <Radio key={s.value} value={s.value} label={t(s.label)} />
          ))}
        </RadioGroup>
      </Field>
      <Field label={t('sso.simulator.input')}>
        <Textarea className={styles.code} rows={6} resize="vertical" placeholder={current.placeholder} value={text} onChange={(_, d) => setText(d.value)} />
      </Field>
      <div className={styles.actions}>
        <Button disabled={!text.trim() || busy !== null} onClick={() => void run('simulate')}>
          {t('sso.simulator.run')}
        </Button>
        {changed && (
          <Button disabled={busy !== null} onClick={() => void run('impact')}>
            {t('sso.simulator.impact')}
          </Button>
        )}
        {busy && <Spinner size="tiny" label={t('common.loading')} />}
      </div>
      {failure && (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>
            {failure.message}
            {failure.details.length > 0 && (
              <ul>
                {failure.details.map((d) => (
                  <li key={d}>{d}</li>
                ))}
              </ul>
            )}
          </MessageBarBody>
        </MessageBar>
      )}
      {simulation?.__typename === 'MappingSimulation' && <SimulationResult simulation={simulation} usesTenants={usesTenants} />}
      {changed && impact?.__typename === 'UserAttributeMappingsImpact' && (
        <section aria-labelledby="mapping-impact-title" className={styles.root}>
          <Text as="h4" id="mapping-impact-title" weight="semibold" className={styles.heading}>
            {t('sso.simulator.impactTitle')}
          </Text>
          <MappingImpact impact={impact} />
        </section>
      )}
    </div>
  );
}
