import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** The loading state of a page (lazy chunk or first data). */
export function PageSpin() {
  const { t } = useTranslation();
  return (
    <div className="page-spin">
      <Spin size="large" description={t('common.loading')} />
    </div>
  );
}
