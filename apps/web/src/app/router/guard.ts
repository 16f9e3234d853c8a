import { buildLoginUrl, stripRet8Marker } from '@ascent/client/api';
import type { GuardDecision, GuardLocation } from '@ascent/client/app';
import type { Locale } from '@ascent/shared/i18n';
import { pickLangName, type TMenuItem } from '@ascent/shared/platform';
import {
  HTSY_AUTOAUTH_PARAM,
  HTSY_PAGES,
  TRANSFER_PARAM,
  TRANSFER_PATH,
} from '@ascent/shared/sso/paths';
import type { RouteMeta } from './route-meta.ts';

const VIEW_SEGMENT = /\/view(?=\/|$)/;

/**
 * A query's sign-in trigger (a transfer ticket `tgtn`, an `htsyautoauth` link): the page that
 * signs in with it, given the trigger and the page to land on (without the trigger), or
 * undefined when there is none or this is already that page.
 */
function signInTrigger(location: GuardLocation, params: URLSearchParams) {
  const triggers = [
    [TRANSFER_PARAM, TRANSFER_PATH],
    [HTSY_AUTOAUTH_PARAM, HTSY_PAGES.home],
  ] as const;
  for (const [param, page] of triggers) {
    const value = params.get(param);
    if (!value || location.pathname === page) continue;
    params.delete(param);
    const rest = params.toString();
    const query = new URLSearchParams({
      [param]: value,
      redirect: `${location.pathname}${rest ? `?${rest}` : ''}${location.hash}`,
    });
    return `${page}?${query}`;
  }
  return undefined;
}

/**
 * The router guard of spec section 2: a login transfer (tgtn) and an htsyautoauth link go to
 * the page that signs in with them; /view paths with from=; the login redirect on protected
 * routes.
 */
export function decideGuard(
  location: GuardLocation,
  meta: RouteMeta | undefined,
  hasToken: boolean,
): GuardDecision {
  const params = new URLSearchParams(location.search);
  const trigger = signInTrigger(location, params);
  if (trigger) return { kind: 'redirect', to: trigger };
  if (params.has('from') && VIEW_SEGMENT.test(location.pathname)) {
    const pathname = location.pathname.replace(VIEW_SEGMENT, '') || '/';
    return { kind: 'redirect', to: `${pathname}${location.search}${location.hash}` };
  }
  if (!meta?.public && !hasToken) {
    return { kind: 'login', to: buildLoginUrl(`${location.pathname}${location.search}`) };
  }
  return { kind: 'allow' };
}

export const DEFAULT_AFTER_LOGIN = '/study';

/**
 * Where to go after signing in. Only same-site paths are followed (no `//host` or absolute
 * URLs); the ret8 marker is dropped; a path containing `manage` is the admin site, another
 * app, so it needs a full page load.
 */
export function afterLoginTarget(redirect: string | null | undefined): {
  kind: 'spa' | 'full';
  to: string;
} {
  const raw = (redirect ?? '').trim();
  const safe =
    raw.startsWith('/') && !raw.startsWith('//') && !raw.startsWith('/\\')
      ? raw
      : DEFAULT_AFTER_LOGIN;
  const to = stripRet8Marker(safe.startsWith('/login') ? DEFAULT_AFTER_LOGIN : safe);
  return { kind: to.includes('manage') ? 'full' : 'spa', to };
}

/**
 * The document title: the configured menu name for the route's menu code in the locale,
 * else the catalogue title; detail pages add the word for 'Details'.
 */
export function resolveTitle(
  meta: RouteMeta | undefined,
  menus: readonly TMenuItem[],
  locale: Locale,
  t: (key: string, params?: Record<string, string>) => string,
): string {
  if (!meta) return t('title.app');
  const menu = meta.menuCode ? menus.find((m) => m.menuCode === meta.menuCode) : undefined;
  const base = menu
    ? pickLangName(menu.langNames, locale, menu.menuName || t(meta.titleKey))
    : t(meta.titleKey);
  return meta.detail ? t('title.detail', { title: base }) : base;
}

/** Routes flagged requireAuth open the modals; lecturer-zone routes and /audit skip the information prompt. */
export function promptsPersonnelInfo(meta: RouteMeta | undefined, pathname: string): boolean {
  if (!meta?.requireAuth || meta.lecturerZone || meta.skipInfoPrompt) return false;
  return !(pathname === '/audit' || pathname.startsWith('/audit/'));
}
