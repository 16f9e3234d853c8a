import { useTranslation } from 'react-i18next';

/**
 * The error state of a page or a card whose data did not load: the reason and a retry. Made
 * without the component kit (`.plain-result`), so a page without antd can show it.
 */
export function LoadFailed({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="plain-result plain-result--error" role="alert">
      <svg className="plain-result__mark" viewBox="0 0 72 72" aria-hidden="true">
        <circle cx="36" cy="36" r="34" />
        <g>
          <path d="M24 24l24 24M48 24L24 48" />
        </g>
      </svg>
      <p className="plain-result__title">{t('ui.loadFailed')}</p>
      <p className="plain-result__subtitle">{error.message}</p>
      <div className="plain-result__actions">
        <button type="button" className="plain-button" onClick={onRetry}>
          {t('ui.retry')}
        </button>
      </div>
    </section>
  );
}
