import { Card, Tabs } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { fetchManaged } from '../api/in-person-api.ts';
import { ManagePanel } from '../components/manage-panel.tsx';
import { IN_PERSON_PATHS } from '../lib/in-person-paths.ts';
import { InPersonSessionList } from './train-index-page.tsx';
import '../in-person.css';

/** /mine/face: my sessions, and for attendance managers a tab with their sessions' tools. */
export function MineInPersonPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tab = new URLSearchParams(useLocation().search).get('tab') === 'manage' ? 'manage' : 'mine';
  const managed = useQuery({ queryKey: ['face', 'managed', 1], queryFn: () => fetchManaged(1) });
  const isManager = (managed.data?.total ?? 0) > 0;
  return (
    <Card title={t('inPerson.mineTitle')} className="page in-person-page">
      <Tabs
        activeKey={isManager ? tab : 'mine'}
        onChange={(k) =>
          void navigate(
            k === 'manage' ? `${IN_PERSON_PATHS.mine}?tab=manage` : IN_PERSON_PATHS.mine,
          )
        }
        items={[
          {
            key: 'mine',
            label: t('inPerson.mine.tab'),
            children: <InPersonSessionList testId="in-person-mine-list" />,
          },
          ...(isManager
            ? [{ key: 'manage', label: t('inPerson.manage.tab'), children: <ManagePanel /> }]
            : []),
        ]}
      />
    </Card>
  );
}
