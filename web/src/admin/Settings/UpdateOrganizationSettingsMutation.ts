import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitAsPromise } from '../../app/relay/commitAsPromise.js';
import type {
  UpdateOrganizationSettingsInput,
  UpdateOrganizationSettingsMutation,
} from './__generated__/UpdateOrganizationSettingsMutation.graphql.js';

/** Changes only the given organization settings and returns them all. */
export function useUpdateOrganizationSettingsMutation() {
  const [commit, isInFlight] = useMutation<UpdateOrganizationSettingsMutation>(graphql`
    mutation UpdateOrganizationSettingsMutation($input: UpdateOrganizationSettingsInput!) {
      updateOrganizationSettings(input: $input) {
        __typename
        ... on UpdateOrganizationSettingsSuccess {
          settings {
            defaultNumberFormat {
              locale
              pattern
            }
            isLlmDataAccessAllowed
            modelOverrideId
          }
        }
        ... on ValidationError {
          message
        }
        ... on PermissionDeniedError {
          message
        }
      }
    }
  `);
  const update = useCallback(
    async (input: UpdateOrganizationSettingsInput) => (await commitAsPromise(commit, { variables: { input } })).updateOrganizationSettings,
    [commit],
  );
  return [update, isInFlight] as const;
}
