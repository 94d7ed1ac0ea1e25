/** What the Studio home asks for: the viewer with quotas and the first 20 KGs (used by a test and bench/graphql). */
export const HOME_QUERY = `query Home {
  viewer {
    user { id firstName lastName email type isSuperUser isSingleSignOn language }
    organization {
      id name isEnterprise
      plan {
        quantities { knowledgeGraph { total used remaining isUnlimited } }
        upcoming { startDate quantities { knowledgeGraph { remaining } } }
      }
    }
  }
  knowledgeGraphs(first: 20) {
    edges { node { id kgId name description isDemo developmentKgForName } }
    pageInfo { hasNextPage endCursor }
  }
}`;
