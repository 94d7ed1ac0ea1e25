import { Caption1, Card, CardHeader, Text, makeStyles, tokens } from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay';
import { useT } from '../../app/i18n/useT.js';
import type { KnowledgeGraphCard_knowledgeGraph$key } from './__generated__/KnowledgeGraphCard_knowledgeGraph.graphql.js';

const useStyles = makeStyles({
  card: { minHeight: '96px' },
  id: { fontFamily: tokens.fontFamilyMonospace, color: tokens.colorNeutralForeground3 },
  branch: { color: tokens.colorBrandForeground1 },
});

/** One knowledge graph on the Studio home: id, name and the graph it develops. */
export function KnowledgeGraphCard(props: { knowledgeGraph: KnowledgeGraphCard_knowledgeGraph$key }) {
  const kg = useFragment(
    graphql`
      fragment KnowledgeGraphCard_knowledgeGraph on KnowledgeGraph {
        kgId
        name
        developmentKgForName
      }
    `,
    props.knowledgeGraph,
  );
  const t = useT();
  const styles = useStyles();
  return (
    <Card className={styles.card} aria-label={kg.name} role="article">
      <CardHeader
        header={
          <Text as="h3" weight="semibold" size={400} style={{ margin: 0 }}>
            {kg.name}
          </Text>
        }
        description={<Caption1 className={styles.id}>{kg.kgId}</Caption1>}
      />
      {kg.developmentKgForName && (
        <Caption1 className={styles.branch}>{t('studio.home.developmentKgFor', { name: kg.developmentKgForName })}</Caption1>
      )}
    </Card>
  );
}
