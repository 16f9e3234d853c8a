import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteMeta } from './route-meta.ts';

/** Sets the document title from the route: "Page - Ascent Admin". */
export function useDocumentTitle(meta: RouteMeta | undefined): void {
  const { t } = useTranslation();
  useEffect(() => {
    const app = t('title.app');
    document.title = meta ? t('title.page', { page: t(meta.titleKey), app }) : app;
  }, [meta, t]);
}
