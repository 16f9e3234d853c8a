import { Card, Tabs } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { fetchManaged } from '../api/face-api.ts';
import { ManagePanel } from '../components/manage-panel.tsx';
import { FACE_PATHS } from '../lib/face-paths.ts';
import { FaceSessionList } from './train-index-page.tsx';
import '../face.css';

/** /mine/face: my sessions, and for attendance managers a tab with their sessions' tools. */
export function MineFacePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tab = new URLSearchParams(useLocation().search).get('tab') === 'manage' ? 'manage' : 'mine';
  const managed = useQuery({ queryKey: ['face', 'managed', 1], queryFn: () => fetchManaged(1) });
  const isManager = (managed.data?.total ?? 0) > 0;
  return (
    <Card title={t('face.mineTitle')} className="page face-page">
      <Tabs
        activeKey={isManager ? tab : 'mine'}
        onChange={(k) =>
          void navigate(k === 'manage' ? `${FACE_PATHS.mine}?tab=manage` : FACE_PATHS.mine)
        }
        items={[
          {
            key: 'mine',
            label: t('face.mine.tab'),
            children: <FaceSessionList testId="face-mine-list" />,
          },
          ...(isManager
            ? [{ key: 'manage', label: t('face.manage.tab'), children: <ManagePanel /> }]
            : []),
        ]}
      />
    </Card>
  );
}
