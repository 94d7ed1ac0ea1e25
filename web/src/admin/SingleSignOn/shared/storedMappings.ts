// The stored user attribute mappings, selected once for the SAML and JWT pages and read as plain data for the form.
import { graphql, readInlineData } from 'react-relay';
import type { storedMappings_userAttributeMappings$key } from './__generated__/storedMappings_userAttributeMappings.graphql.js';
import type { UserAttributeMappings } from './userAttributeMappings.js';

const storedMappingsFragment = graphql`
  fragment storedMappings_userAttributeMappings on UserAttributeMappings @inline {
    tenant { value condition description }
    type { value condition description }
    firstName { value condition description }
    lastName { value condition description }
    email { value condition description }
    language { value condition description }
    roles { value condition description }
  }
`;

/** The mappings of a configuration, as the editor's rules take them. */
export const readStoredMappings = (ref: storedMappings_userAttributeMappings$key): UserAttributeMappings => readInlineData(storedMappingsFragment, ref);
