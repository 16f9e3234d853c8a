import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';

const STYLE = {
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  minHeight: 240,
} as const;

/** The loading state of a page (lazy chunk or first data). */
export function PageSpin() {
  const { t } = useTranslation();
  return (
    <div className="page-spin" style={STYLE}>
      <Spin size="large" description={t('ui.loading')} />
    </div>
  );
}
