import { useTranslation } from 'react-i18next';
import { useLocale } from '@ascent/client/i18n';
import { withExpertTraining } from '../../features/programme/lib/expert-training.ts';
import { useHeaderMenu } from '../../features/shell/hooks/use-header-menu.ts';
import { useSession } from '../services.ts';
import { resolveTitle } from './guard.ts';
import type { RouteMeta } from './route-meta.ts';

/** The document title of the route: its configured menu name in the locale, or the catalogue's. */
export function usePageTitle(meta: RouteMeta | undefined): string {
  const { t } = useTranslation();
  const locale = useLocale();
  const menu = useHeaderMenu();
  const config = useSession((s) => s.platformConfig);
  const menus = withExpertTraining(menu.data ?? [], config, t('newstaff.expertName'));
  return resolveTitle(meta, menus, locale, (key, params) => (params ? t(key, params) : t(key)));
}
