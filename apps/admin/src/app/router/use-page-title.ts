import { useTranslation } from 'react-i18next';
import type { RouteMeta } from '@ascent/client/app';
import { useCustomerContext } from '../hooks/use-customer-code.ts';

/** The document title of the route: "Page - Ascent Admin". */
export function usePageTitle(meta: RouteMeta | undefined): string {
  const { t } = useTranslation();
  const customer = useCustomerContext();
  const app = t('title.app');
  return meta ? t('title.page', { page: t(meta.titleKey, customer), app }) : app;
}
