import type { ReactNode } from 'react';
import { Card, Text, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalM },
  title: { margin: 0 },
});

/** One titled section of the SSO and embedding pages. */
export function SsoSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <Card id={id} className={styles.card} aria-labelledby={`${id}-title`} role="region">
      <Text as="h3" id={`${id}-title`} weight="semibold" size={500} className={styles.title}>
        {title}
      </Text>
      {children}
    </Card>
  );
}
