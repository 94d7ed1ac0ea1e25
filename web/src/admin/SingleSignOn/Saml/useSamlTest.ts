import { useCallback, useEffect, useRef } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { SamlTestResultQuery, SamlTestResultQuery$data } from './__generated__/SamlTestResultQuery.graphql.js';
import type { StartSamlTestInput } from './__generated__/StartSamlTestMutation.graphql.js';
import { openTestPopup, waitForTestResult } from './samlTestPopup.js';
import { useStartSamlTestMutation } from './StartSamlTestMutation.js';

const samlTestResultQuery = graphql`
  query SamlTestResultQuery($id: ID!) {
    samlTestResult(id: $id) {
      __typename
      ... on SamlTest {
        id
        result {
          errorMessage
          user {
            providerKey
            type
            firstName
            lastName
            email
            languageId
            roleIds
          }
          tenant {
            name
            externalId
          }
          attributes {
            name
            values
          }
        }
      }
    }
  }
`;

export type SamlTestView = NonNullable<Extract<SamlTestResultQuery$data['samlTestResult'], { __typename: 'SamlTest' }>['result']>;

export type SamlTestOutcome =
  | { kind: 'result'; testId: string; result: SamlTestView }
  | { kind: 'blocked' }
  | { kind: 'invalid'; fieldErrors: readonly { path: string; message: string }[]; message: string }
  | { kind: 'notOnPlan' }
  | { kind: 'closedEarly' }
  | { kind: 'failed' }
  | { kind: 'cancelled' };

/** Whether the tested user keeps access to the Studio (spec 01 §4, §6). */
export const keepsStudioAccess = (result: SamlTestView) => result.user?.type === 'ADMIN' || result.user?.type === 'CREATOR';

/**
 * Runs an authentication test with a draft: opens the popup within the user's click, stores the draft, points the
 * popup at the identity provider and resolves once the result page reports back (or the popup is closed).
 */
export function useSamlTest() {
  const environment = useRelayEnvironment();
  const [startTest] = useStartSamlTestMutation();
  const abort = useRef<AbortController | null>(null);
  const popup = useRef<Window | null>(null);

  const cancel = useCallback(() => {
    abort.current?.abort();
    if (popup.current && !popup.current.closed) popup.current.close();
    popup.current = null;
  }, []);
  useEffect(() => cancel, [cancel]);

  const run = useCallback(
    async (draft: StartSamlTestInput): Promise<SamlTestOutcome> => {
      cancel();
      const opened = openTestPopup();
      if (!opened) return { kind: 'blocked' };
      popup.current = opened;
      const controller = new AbortController();
      abort.current = controller;
      try {
        const started = await startTest(draft);
        if (controller.signal.aborted) return { kind: 'cancelled' };
        if (started.__typename !== 'StartSamlTestSuccess') {
          opened.close();
          if (started.__typename === 'ValidationError') return { kind: 'invalid', fieldErrors: started.fieldErrors, message: started.message };
          return started.__typename === 'FeatureNotOnPlanError' ? { kind: 'notOnPlan' } : { kind: 'failed' };
        }
        opened.location.href = started.testUrl;
        const ended = await waitForTestResult(opened, started.testId, controller.signal);
        if (ended === 'aborted') return { kind: 'cancelled' };
        const data = await fetchQuery<SamlTestResultQuery>(environment, samlTestResultQuery, { id: started.testId }, { fetchPolicy: 'network-only' }).toPromise();
        const test = data?.samlTestResult;
        if (test?.__typename !== 'SamlTest') return { kind: 'failed' };
        return test.result ? { kind: 'result', testId: started.testId, result: test.result } : { kind: 'closedEarly' };
      } catch {
        if (!opened.closed) opened.close();
        return controller.signal.aborted ? { kind: 'cancelled' } : { kind: 'failed' };
      } finally {
        if (abort.current === controller) abort.current = null;
      }
    },
    [cancel, environment, startTest],
  );

  return { run, cancel };
}
