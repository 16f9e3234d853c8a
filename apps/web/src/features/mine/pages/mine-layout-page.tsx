import { Card, Tabs } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadFailed, PageSpin } from '@ascent/client/ui';
import { SettingsPasswordForm } from '../../password/components/settings-password-form.tsx';
import { useProfile } from '../../shell/hooks/use-profile.ts';
import { MineNav } from '../components/mine-nav.tsx';
import { ProfilePanel } from '../components/profile-panel.tsx';
import '../mine.css';

type MineTab = 'profile' | 'password' | 'face';
const TABS: readonly MineTab[] = ['profile', 'password', 'face'];

/** Face enrolment (the camera), loaded when its tab opens. */
const FaceEnrolPanel = lazy(() =>
  import('../../face/face-enrol-panel.tsx').then((m) => ({ default: m.FaceEnrolPanel })),
);

/**
 * /mine/layout: the personal centre's entries, then personal information and password settings
 * and face enrolment (tab in `?tab=`).
 */
export function MineLayoutPage() {
  const { t } = useTranslation();
  const profile = useProfile();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as MineTab | null;
  const tab: MineTab = asked && TABS.includes(asked) ? asked : 'profile';

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
          {
            key: 'face',
            label: t('mine.tabs.face'),
            children: (
              <Suspense fallback={<PageSpin />}>
                <FaceEnrolPanel />
              </Suspense>
            ),
          },
        ]}
      />
    </div>
  );
}
