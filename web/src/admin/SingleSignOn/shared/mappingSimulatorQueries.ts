import { fetchQuery, graphql, type Environment } from 'react-relay';
import type { MappingSimulationSource, mappingSimulatorQueriesSimulateQuery } from './__generated__/mappingSimulatorQueriesSimulateQuery.graphql.js';
import type { mappingSimulatorQueriesImpactQuery } from './__generated__/mappingSimulatorQueriesImpactQuery.graphql.js';
import type { AttributeMappingInput, MappedAttribute } from './userAttributeMappings.js';

const simulateQuery = graphql`
  query mappingSimulatorQueriesSimulateQuery($input: SimulateUserAttributeMappingsInput!) {
    simulateUserAttributeMappings(input: $input) {
      __typename
      ... on MappingSimulation {
        subject
        type {
          value
          mappingIndex
        }
        firstName {
          value
          mappingIndex
        }
        lastName {
          value
          mappingIndex
        }
        email {
          value
          mappingIndex
        }
        language {
          value
          mappingIndex
        }
        tenant {
          externalId
          mappingIndex
          tenant {
            id
            name
          }
        }
        roles {
          name
          mappingIndex
          role {
            id
            name
          }
        }
        warnings {
          attribute
          index
          message
        }
        attributes {
          name
          values
        }
      }
      ... on ValidationError {
        message
        fieldErrors {
          path
          message
        }
      }
      ... on FeatureNotOnPlanError {
        message
      }
      ... on PermissionDeniedError {
        message
      }
    }
  }
`;

const impactQuery = graphql`
  query mappingSimulatorQueriesImpactQuery($input: UserAttributeMappingsImpactInput!) {
    userAttributeMappingsImpact(input: $input) {
      __typename
      ... on UserAttributeMappingsImpact {
        checkedUserCount
        changes {
          user {
            id
            firstName
            lastName
            email
          }
          typeBefore
          typeAfter
          gainedRoles {
            id
            name
          }
          lostRoles {
            id
            name
          }
        }
        usersWithoutAttributes {
          id
          email
        }
      }
      ... on ValidationError {
        message
        fieldErrors {
          path
          message
        }
      }
      ... on FeatureNotOnPlanError {
        message
      }
      ... on PermissionDeniedError {
        message
      }
    }
  }
`;

type MappingsInput = Record<MappedAttribute, AttributeMappingInput[]>;
export type SimulationSource = Exclude<MappingSimulationSource, '%future added value'>;
export type SimulateAnswer = mappingSimulatorQueriesSimulateQuery['response']['simulateUserAttributeMappings'];
export type ImpactAnswer = mappingSimulatorQueriesImpactQuery['response']['userAttributeMappingsImpact'];

/** Applies the mappings to pasted text without signing anyone in (never cached: drafts change). */
export async function simulateMappings(environment: Environment, source: SimulationSource, text: string, mappings: MappingsInput): Promise<SimulateAnswer> {
  const data = await fetchQuery<mappingSimulatorQueriesSimulateQuery>(
    environment,
    simulateQuery,
    { input: { source, text, userAttributeMappings: mappings } },
    { fetchPolicy: 'network-only' },
  ).toPromise();
  if (!data) throw new Error('The simulation returned no data');
  return data.simulateUserAttributeMappings;
}

/** Which single sign-on users would gain or lose roles (or change type) with these mappings. */
export async function mappingsImpact(environment: Environment, mappings: MappingsInput): Promise<ImpactAnswer> {
  const data = await fetchQuery<mappingSimulatorQueriesImpactQuery>(
    environment,
    impactQuery,
    { input: { userAttributeMappings: mappings } },
    { fetchPolicy: 'network-only' },
  ).toPromise();
  if (!data) throw new Error('The impact query returned no data');
  return data.userAttributeMappingsImpact;
}
