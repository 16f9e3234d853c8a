import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@ascent/client/i18n';
import { useHeaderMenu } from '../../features/shell/hooks/use-header-menu.ts';
import { resolveTitle } from './guard.ts';
import type { RouteMeta } from './route-meta.ts';

/** Sets the document title from the route: configured menu name per locale, or the catalogue. */
export function useDocumentTitle(meta: RouteMeta | undefined): void {
  const { t } = useTranslation();
  const locale = useLocale();
  const menu = useHeaderMenu();
  useEffect(() => {
    document.title = resolveTitle(meta, menu.data ?? [], locale, (key, params) =>
      params ? t(key, params) : t(key),
    );
  }, [meta, menu.data, locale, t]);
}
