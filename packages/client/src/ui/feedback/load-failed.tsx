import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** The error state of a page whose data did not load: the reason and a retry. */
export function LoadFailed({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Result
      status="error"
      title={t('ui.loadFailed')}
      subTitle={error.message}
      extra={<Button onClick={onRetry}>{t('ui.retry')}</Button>}
    />
  );
}
