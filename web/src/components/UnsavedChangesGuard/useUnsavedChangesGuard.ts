import { useEffect } from 'react';
import { useBlocker, type Blocker } from 'react-router-dom';

/** Blocks in-app navigation and warns on reload or tab close while `when` holds. */
export function useUnsavedChangesGuard(when: boolean): Blocker {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);
  return blocker;
}
