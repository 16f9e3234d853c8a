import { useCallback, useSyncExternalStore } from 'react';
import type { SessionState, SessionStore } from './session-store.ts';

/**
 * Reads a slice of the session from React. The selector must return a primitive or a
 * reference held by the state (not a fresh object), so that React sees a stable snapshot.
 */
export function useSessionState<T>(store: SessionStore, selector: (state: SessionState) => T): T {
  const subscribe = useCallback(
    (onChange: () => void) => store.subscribe(() => onChange()),
    [store],
  );
  const getSnapshot = () => selector(store.getState());
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
