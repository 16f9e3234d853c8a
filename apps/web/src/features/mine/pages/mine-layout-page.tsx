import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadFailed, PageSpin } from '@ascent/client/ui';
import { SettingsPasswordForm } from '../../password/components/settings-password-form.tsx';
import { useProfile } from '../../shell/hooks/use-profile.ts';
import { MineNav } from '../components/mine-nav.tsx';
import { ProfilePanel } from '../components/profile-panel.tsx';
import '../mine.css';

type MineTab = 'profile' | 'password';

/**
 * /mine/layout: the personal centre's entries, then personal information and password settings
 * (tab in `?tab=`).
 */
export function MineLayoutPage() {
  const { t } = useTranslation();
  const profile = useProfile();
  const [params, setParams] = useSearchParams();
  const tab: MineTab = params.get('tab') === 'password' ? 'password' : 'profile';

  if (profile.isPending) return <PageSpin />;
  if (profile.isError)
    return <LoadFailed error={profile.error} onRetry={() => void profile.refetch()} />;
  return (
    <div className="page">
      <MineNav roles={profile.data.roles} />
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'profile' ? {} : { tab: key }, { replace: true })}
        items={[
          {
            key: 'profile',
            label: t('mine.tabs.profile'),
            children: <ProfilePanel profile={profile.data} />,
          },
          {
            key: 'password',
            label: t('mine.tabs.password'),
            children: (
              <Card title={t('mine.tabs.password')}>
                <SettingsPasswordForm />
              </Card>
            ),
          },
        ]}
      />
    </div>
  );
}
