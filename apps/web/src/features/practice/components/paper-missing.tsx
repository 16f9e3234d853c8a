import { Result } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PRACTICE_PATHS } from '../lib/practice-paths.ts';

/** A paper or result that cannot be shown: the reason and the way back to practice. */
export function PaperMissing({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={message}
      extra={<Link to={PRACTICE_PATHS.home}>{t('practice.result.back')}</Link>}
    />
  );
}
