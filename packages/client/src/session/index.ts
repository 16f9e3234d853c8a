export {
  createSessionStore,
  sessionStorageKeys,
  type KeyValueStorage,
  type SessionListener,
  type SessionState,
  type SessionStorageKeys,
  type SessionStore,
  type SessionStoreOptions,
  type SessionUser,
} from './session-store.ts';
export { useSessionState } from './use-session-state.ts';
export { createMemoryStorage } from './memory-storage.ts';
