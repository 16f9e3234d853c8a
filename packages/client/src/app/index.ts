/**
 * The app shell both web apps build on: their singletons (createAppServices), providers and
 * mounting, the router (root route with guard, router view and forced password change; the
 * login, licence and 404 routes), route meta, the shared data hooks (platform config, company
 * config, session sync, logout), the header's account menu and the full-page results (login,
 * licence, error, 404), parameterised by each app's paths and the texts of APP_TEXT_KEYS.
 * Uses React Router and TanStack Query, unlike `@ascent/client/ui`.
 */
export {
  createAppServices,
  type AppPaths,
  type AppServices,
  type AppServicesOptions,
} from './services/app-services.ts';
export { APP_TEXT_KEYS, findMissingAppTexts } from './app-texts.ts';
export {
  COMPANY_INFO_QUERY_KEY,
  USER_QUERY_KEY,
  platformConfigQueryKey,
} from './services/query-keys.ts';
export { fetchCompanyInfo, fetchPlatformConfig, logout } from './services/shell-api.ts';
export { takeLogin } from './services/sign-in.ts';
export { useUserQuery, type UserQueryOptions } from './hooks/use-user-query.ts';
export { usePageSettled } from './hooks/use-page-settled.ts';
export { platformConfigQuery, usePlatformConfig } from './hooks/use-platform-config.ts';
export { companyInfoQuery, useCompanyInfo } from './hooks/use-company-info.ts';
export { useLogout } from './hooks/use-logout.ts';
export { useSessionSync } from './hooks/use-session-sync.ts';
export { AppProviders, type AppProvidersProps } from './providers/app-providers.tsx';
export { mountApp } from './providers/mount-app.tsx';
export { WithAntd } from './providers/with-antd.tsx';
export {
  KIT_BOUNDARY,
  hasKitBoundary,
  metaOfMatches,
  promptsForcedChange,
  type RouteMeta,
} from './router/route-meta.ts';
export { useRouteMeta } from './router/use-route-meta.ts';
export type { GuardDecision, GuardLocation, RouterGuard } from './router/guard.ts';
export { AppRoot, type AppRootProps } from './router/app-root.tsx';
export { appRoutes, createAppRouter, type AppRouterOptions } from './router/create-app-router.tsx';
export { KitOutlet, RouteOutlet } from './router/route-outlet.tsx';
export { featurePages } from './router/feature-pages.ts';
export { prefetchFirstData, type FirstData } from './router/prefetch-first-data.ts';
export { RouteError } from './router/route-error.tsx';
export {
  ForcedPasswordPrompt,
  type ForcedPasswordPromptProps,
} from './router/forced-password-prompt.tsx';
export { AccountMenu, LOGOUT_MENU_KEY, type AccountMenuProps } from './header/account-menu.tsx';
export {
  LoginScreen,
  type LoginMethod,
  type LoginMethods,
  type LoginMethodProps,
  type LoginScreenProps,
} from './pages/login-screen.tsx';
export { LicenceResult } from './pages/licence-result.tsx';
export { ErrorResult, type ErrorResultProps } from './pages/error-result.tsx';
export { NotFoundResult, type NotFoundResultProps } from './pages/not-found-result.tsx';
export { ResultFrame, type ResultFrameProps } from './pages/result-frame.tsx';
