import { Environment, RecordSource, Store } from 'relay-runtime';
import { createNetwork } from './network.js';

type Session = { environment: Environment; dispose: () => void };

let onUnauthenticated: () => void = () => {};
const listeners = new Set<() => void>();

/** A Relay environment whose UNAUTHENTICATED handling fires once per environment (one sign-out per session). */
export function createEnvironment(): Session {
  let signedOut = false;
  const { network, dispose } = createNetwork({
    onUnauthenticated: () => {
      if (signedOut) return;
      signedOut = true;
      onUnauthenticated();
    },
  });
  const environment = new Environment({ network, store: new Store(new RecordSource()) });
  return { environment, dispose };
}

let session = createEnvironment();

/** The environment loaders and the provider use now. */
export function currentEnvironment(): Environment {
  return session.environment;
}

/** Drops the store and the WebSocket of the signed-out session and starts a fresh environment. */
export function resetEnvironment(): void {
  session.dispose();
  session = createEnvironment();
  listeners.forEach((listener) => listener());
}

let resetPending = false;

/**
 * Marks the store of the signed-out session for disposal. The swap happens when the login page mounts
 * (applyPendingEnvironmentReset): swapping while signed-in screens are still on screen would make them refetch.
 */
export function scheduleEnvironmentReset(): void {
  resetPending = true;
}

/** Performs a scheduled reset; the login page calls it once it is on screen. */
export function applyPendingEnvironmentReset(): void {
  if (!resetPending) return;
  resetPending = false;
  resetEnvironment();
}

/** Subscribes to environment resets (for useSyncExternalStore). */
export function subscribeEnvironment(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Sets what happens when the server says the session is gone (the router sends the browser to /login). */
export function setUnauthenticatedHandler(handler: () => void): void {
  onUnauthenticated = handler;
}
