import { useTranslation } from 'react-i18next';
import { useLocale } from '@ascent/client/i18n';
import { useHeaderMenu } from '../../features/shell/hooks/use-header-menu.ts';
import { resolveTitle } from './guard.ts';
import type { RouteMeta } from './route-meta.ts';

/** The document title of the route: its configured menu name in the locale, or the catalogue's. */
export function usePageTitle(meta: RouteMeta | undefined): string {
  const { t } = useTranslation();
  const locale = useLocale();
  const menu = useHeaderMenu();
  return resolveTitle(meta, menu.data ?? [], locale, (key, params) =>
    params ? t(key, params) : t(key),
  );
}
