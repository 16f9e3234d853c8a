import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TProfile } from '@ascent/shared/profile';
import { departmentLabel } from '../lib/department-label.ts';

/** The profile as read-only details. */
export function ProfileDetails({ profile }: { profile: TProfile }) {
  const { t } = useTranslation();
  const none = t('common.none');
  const department = departmentLabel(profile);
  return (
    <Descriptions
      column={{ xs: 1, sm: 1, md: 2 }}
      data-testid="profile-details"
      items={[
        { key: 'account', label: t('mine.fields.account'), children: profile.account },
        { key: 'realName', label: t('mine.fields.realName'), children: profile.realName || none },
        { key: 'mobile', label: t('mine.fields.mobile'), children: profile.mobile || none },
        { key: 'email', label: t('mine.fields.email'), children: profile.email || none },
        { key: 'sex', label: t('mine.fields.sex'), children: t(`mine.sex.${profile.sex || 0}`) },
        { key: 'birthday', label: t('mine.fields.birthday'), children: profile.birthday || none },
        { key: 'department', label: t('mine.fields.department'), children: department || none },
        { key: 'position', label: t('mine.fields.position'), children: profile.position || none },
        { key: 'motto', label: t('mine.fields.motto'), children: profile.motto || none, span: 2 },
      ]}
    />
  );
}
