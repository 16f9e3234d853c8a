import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TAudience } from '@ascent/shared/message';

/** Who an announcement went to, in a word: everyone, N departments, N people. */
export function AudienceLabel({ audience }: { audience: TAudience }) {
  const { t } = useTranslation();
  if ('departmentIds' in audience)
    return (
      <Tag color="blue">
        {t('messages.toDepartments', { count: audience.departmentIds.length })}
      </Tag>
    );
  if ('userIds' in audience)
    return <Tag color="purple">{t('messages.toPeople', { count: audience.userIds.length })}</Tag>;
  return <Tag color="green">{t('messages.audienceKind.all')}</Tag>;
}
