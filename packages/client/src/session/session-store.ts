import {
  computeTokenExpiry,
  type TLoginResponse,
  type TRefreshTokenResponse,
} from '@ascent/shared/auth';
import { TEACHER_FLAG } from '@ascent/shared/common';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@ascent/shared/i18n';
import type { TCompanyInfo, TPlatformConfig } from '@ascent/shared/platform';
import type { TProfile } from '@ascent/shared/profile';
import type { TMyUnit } from '@ascent/shared/unit';

/** The signed-in user as the shell needs it (spec section 3, client state userInfo). */
export interface SessionUser {
  userId: number;
  account: string;
  realName: string;
  portrait: string;
  /** The person's units (单位), the session's current one marked (issue 15). */
  units: TMyUnit[];
}

/** The client state of spec section 3. */
export interface SessionState {
  lang: Locale;
  /** Languages the platform offers (platformConfig.languages), in its order. */
  langArr: Locale[];
  /** Access token; '' when signed out. */
  token: string;
  refreshToken: string;
  /** Epoch ms after which the access token is refreshed before use; 0 when unknown. */
  tokenExpiry: number;
  companyInfo: TCompanyInfo | null;
  platformConfig: TPlatformConfig | null;
  /**
   * The login reply (or profile) said canManage (an administrator, unit manager or supervisor):
   * the header shows the admin link.
   */
  adminLink: boolean;
  platform: string;
  isInformation: number;
  changePassword: boolean;
  passwordExpire: boolean;
  userInfo: SessionUser | null;
  msgCount: number;
  isTeacher: number;
  isExternal: boolean;
}

/** The subset of the Web Storage API the store uses (localStorage, or a test double). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface SessionStoreOptions {
  /** Prefix for every storage key, so the admin app keeps its own session. Default ''. */
  prefix?: string;
  /** Default: globalThis.localStorage when present; null keeps everything in memory. */
  storage?: KeyValueStorage | null;
  now?: () => number;
  /** Default 'web'. */
  platform?: string;
}

export type SessionListener = (state: SessionState, previous: SessionState) => void;

export interface SessionStore {
  getState(): SessionState;
  subscribe(listener: SessionListener): () => void;
  /** Shallow-merges a patch; persisted pieces are written through to storage. */
  setState(patch: Partial<SessionState> | ((state: SessionState) => Partial<SessionState>)): void;
  /** Stores the login reply: tokens, expiry, canManage and the forced-change flags. */
  signIn(login: TLoginResponse): void;
  /** Stores a refresh reply (refresh tokens rotate). */
  setTokens(tokens: TRefreshTokenResponse): void;
  /** Copies the profile's user fields and flags into the state. */
  applyProfile(profile: TProfile): void;
  /** Forgets the user: tokens, user, company; keeps lang and platformConfig. */
  signOut(): void;
  /** True when a token is stored and now is past its expiry (spec section 4). */
  isExpired(now?: number): boolean;
  /** The storage keys in use (access token under `{prefix}access_token`, spec section 9). */
  readonly keys: SessionStorageKeys;
}

export interface SessionStorageKeys {
  token: string;
  refreshToken: string;
  tokenExpiry: string;
  lang: string;
}

export function sessionStorageKeys(prefix = ''): SessionStorageKeys {
  return {
    token: `${prefix}access_token`,
    refreshToken: `${prefix}refresh_token`,
    tokenExpiry: `${prefix}token_expiry`,
    lang: `${prefix}lang`,
  };
}

function defaultStorage(): KeyValueStorage | null {
  try {
    const ls = (globalThis as { localStorage?: KeyValueStorage }).localStorage;
    return ls ?? null;
  } catch {
    return null;
  }
}

function safeGet(storage: KeyValueStorage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function safeSet(storage: KeyValueStorage | null, key: string, value: string): void {
  try {
    if (value === '') storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Storage full or blocked (private mode): the state still lives in memory.
  }
}

const SIGNED_OUT: Pick<
  SessionState,
  | 'token'
  | 'refreshToken'
  | 'tokenExpiry'
  | 'companyInfo'
  | 'adminLink'
  | 'isInformation'
  | 'changePassword'
  | 'passwordExpire'
  | 'userInfo'
  | 'msgCount'
  | 'isTeacher'
  | 'isExternal'
> = {
  token: '',
  refreshToken: '',
  tokenExpiry: 0,
  companyInfo: null,
  adminLink: false,
  isInformation: 0,
  changePassword: false,
  passwordExpire: false,
  userInfo: null,
  msgCount: 0,
  isTeacher: TEACHER_FLAG.none,
  isExternal: false,
};

export function createSessionStore(options: SessionStoreOptions = {}): SessionStore {
  const keys = sessionStorageKeys(options.prefix ?? '');
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  const now = options.now ?? Date.now;
  const storedLang = safeGet(storage, keys.lang);
  const storedExpiry = Number(safeGet(storage, keys.tokenExpiry) ?? 0);

  let state: SessionState = {
    ...SIGNED_OUT,
    lang: isLocale(storedLang) ? storedLang : DEFAULT_LOCALE,
    langArr: [...LOCALES],
    token: safeGet(storage, keys.token) ?? '',
    refreshToken: safeGet(storage, keys.refreshToken) ?? '',
    tokenExpiry: Number.isFinite(storedExpiry) ? storedExpiry : 0,
    platformConfig: null,
    platform: options.platform ?? 'web',
  };
  const listeners = new Set<SessionListener>();

  function persist(next: SessionState, prev: SessionState): void {
    if (next.token !== prev.token) safeSet(storage, keys.token, next.token);
    if (next.refreshToken !== prev.refreshToken)
      safeSet(storage, keys.refreshToken, next.refreshToken);
    if (next.tokenExpiry !== prev.tokenExpiry) {
      safeSet(storage, keys.tokenExpiry, next.tokenExpiry ? String(next.tokenExpiry) : '');
    }
    if (next.lang !== prev.lang) safeSet(storage, keys.lang, next.lang);
  }

  function setState(
    patch: Partial<SessionState> | ((s: SessionState) => Partial<SessionState>),
  ): void {
    const delta = typeof patch === 'function' ? patch(state) : patch;
    const changed = (Object.keys(delta) as (keyof SessionState)[]).some(
      (k) => !Object.is(state[k], delta[k]),
    );
    if (!changed) return;
    const prev = state;
    state = { ...state, ...delta };
    persist(state, prev);
    for (const listener of [...listeners]) listener(state, prev);
  }

  return {
    keys,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setState,
    signIn(login) {
      setState({
        token: login.token,
        refreshToken: login.refreshToken,
        tokenExpiry: computeTokenExpiry(login.expiresIn, now()),
        adminLink: login.canManage,
        changePassword: login.changePassword,
        passwordExpire: login.passwordExpire,
      });
    },
    setTokens(tokens) {
      setState({
        token: tokens.token,
        refreshToken: tokens.refreshToken,
        tokenExpiry: computeTokenExpiry(tokens.expiresIn, now()),
      });
    },
    applyProfile(profile) {
      setState({
        userInfo: {
          userId: profile.userId,
          account: profile.account,
          realName: profile.realName,
          portrait: profile.portrait,
          units: profile.units,
        },
        adminLink: profile.canManage,
        isTeacher: profile.isTeacher,
        isExternal: profile.isExternal,
        isInformation: profile.isInformation,
        changePassword: profile.changePassword,
        passwordExpire: profile.passwordExpire,
      });
    },
    signOut() {
      setState(SIGNED_OUT);
    },
    isExpired(at = now()) {
      return state.token !== '' && state.tokenExpiry > 0 && at >= state.tokenExpiry;
    },
  };
}
