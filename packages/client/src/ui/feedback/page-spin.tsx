import { useTranslation } from 'react-i18next';

/**
 * The loading state of a page (lazy chunk or first data): a spinner drawn by the base
 * stylesheet, so it shows before the component kit has loaded.
 */
export function PageSpin() {
  const { t } = useTranslation();
  return (
    <div className="page-spin" role="status">
      <span className="page-spin__wheel" aria-hidden="true" />
      <span className="page-spin__text">{t('ui.loading')}</span>
    </div>
  );
}
