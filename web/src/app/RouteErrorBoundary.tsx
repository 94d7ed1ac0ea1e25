import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { useT } from './i18n/useT.js';
import { isUnauthenticatedError } from './relay/errors.js';

const useStyles = makeStyles({ root: { padding: tokens.spacingHorizontalXXL } });

/** A route's error element: the message and a Retry that runs the route's loaders again. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const styles = useStyles();
  // The network layer is already taking the browser to the login page.
  if (isUnauthenticatedError(error)) return null;

  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : '';
  const retry = () => navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true });

  return (
    <div className={styles.root}>
      <MessageBar intent="error" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>{t('error.title')}</MessageBarTitle>
          {detail}
        </MessageBarBody>
        <MessageBarActions>
          <Button onClick={retry}>{t('error.retry')}</Button>
        </MessageBarActions>
      </MessageBar>
    </div>
  );
}
