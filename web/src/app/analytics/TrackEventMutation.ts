import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { AnalyticsEventName, TrackEventMutation } from './__generated__/TrackEventMutation.graphql.js';

export type { AnalyticsEventName };

/** Records a product analytics event; failures are ignored (analytics never disturbs the user). */
export function useTrackEventMutation() {
  const [commit] = useMutation<TrackEventMutation>(graphql`
    mutation TrackEventMutation($input: TrackEventInput!) {
      trackEvent(input: $input) {
        __typename
      }
    }
  `);
  return useCallback(
    (name: AnalyticsEventName, properties?: Record<string, string | number | boolean>) => {
      commit({ variables: { input: { name, properties: properties ?? null } }, onError: () => {} });
    },
    [commit],
  );
}
