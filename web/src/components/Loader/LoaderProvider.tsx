import { createContext, useCallback, useContext, useMemo, useReducer, type ReactNode } from 'react';
import { Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { isLoading, loaderCounter } from './loaderCounter.js';

export type Loader = {
  begin: () => void;
  end: () => void;
  /** Counts the promise as a running process until it settles. */
  track: <T>(promise: Promise<T>) => Promise<T>;
};

const LoaderContext = createContext<Loader | null>(null);

const useStyles = makeStyles({
  overlay: {
    position: 'fixed',
    inset: 0,
    zIndex: 1000000,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: tokens.colorBackgroundOverlay,
  },
  panel: {
    padding: tokens.spacingHorizontalXXL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow16,
  },
});

/** Provides begin/end of running processes and shows the 'Loading...' overlay while any runs. */
export function LoaderProvider({ children, label }: { children: ReactNode; label?: string }) {
  const [count, dispatch] = useReducer(loaderCounter, 0);
  const intl = useIntl();
  const styles = useStyles();
  const begin = useCallback(() => dispatch('begin'), []);
  const end = useCallback(() => dispatch('end'), []);
  const track = useCallback(<T,>(promise: Promise<T>) => {
    dispatch('begin');
    return promise.finally(() => dispatch('end'));
  }, []);
  const value = useMemo(() => ({ begin, end, track }), [begin, end, track]);
  return (
    <LoaderContext.Provider value={value}>
      {children}
      {isLoading(count) && (
        <div className={styles.overlay} data-testid="loading-overlay">
          <div className={styles.panel}>
            <Spinner label={label ?? intl.formatMessage({ id: 'common.loading' })} />
          </div>
        </div>
      )}
    </LoaderContext.Provider>
  );
}

/** The loader of the nearest LoaderProvider. */
export function useLoader(): Loader {
  const loader = useContext(LoaderContext);
  if (!loader) throw new Error('useLoader needs a LoaderProvider');
  return loader;
}
