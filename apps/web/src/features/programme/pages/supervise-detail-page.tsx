import { Card, Empty, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { programmeUrl } from '@ascent/shared/programme';
import { LoadFailed, PageSpin } from '@ascent/client/ui';
import { DepartmentProgressTable } from '../components/department-progress-table.tsx';
import { LearnerProgressTable } from '../components/learner-progress-table.tsx';
import { TimeStateTag } from '../components/state-tags.tsx';
import { TimeRange } from '../components/time-range.tsx';
import { useProgramme } from '../hooks/use-programme.ts';
import { idFromSearch } from '../lib/programme-paths.ts';
import '../programme.css';

/** /mine/supervise/detail?id=: a supervised programme's progress per learner and per department. */
export function SuperviseDetailPage() {
  const { t } = useTranslation();
  const id = idFromSearch(useLocation().search);
  if (!id) return <Empty className="prog-missing" description={t('programme.notFound')} />;
  return <SupervisedProgramme key={id} id={id} />;
}

function SupervisedProgramme({ id }: { id: number }) {
  const { t } = useTranslation();
  const programme = useProgramme(id);
  const [tab, setTab] = useState<'learners' | 'departments'>('learners');
  const [department, setDepartment] = useState<{ id: number; name: string } | null>(null);
  if (programme.isPending) return <PageSpin />;
  if (programme.isError)
    return <LoadFailed error={programme.error} onRetry={() => void programme.refetch()} />;
  const p = programme.data;
  return (
    <Card
      className="page prog-list"
      title={t('programme.supervise.detailTitle', { name: p.name })}
      extra={<Link to={programmeUrl(p.kind, p.id)}>{t('programme.supervise.openProgramme')}</Link>}
    >
      <div className="prog-card__meta">
        <TimeStateTag state={p.timeState} />
        <TimeRange startAt={p.startAt} endAt={p.endAt} />
      </div>
      {!p.supervising ? (
        <Typography.Paragraph type="secondary">
          {t('programme.supervise.notYours')}
        </Typography.Paragraph>
      ) : (
        <Tabs
          activeKey={tab}
          onChange={(k) => setTab(k as typeof tab)}
          items={[
            {
              key: 'learners',
              label: t('programme.supervise.byLearner'),
              children: (
                <LearnerProgressTable
                  programmeId={p.id}
                  department={department}
                  onClearDepartment={() => setDepartment(null)}
                />
              ),
            },
            {
              key: 'departments',
              label: t('programme.supervise.byDepartment'),
              children: (
                <DepartmentProgressTable
                  programmeId={p.id}
                  onOpen={(d) => {
                    setDepartment(d);
                    setTab('learners');
                  }}
                />
              ),
            },
          ]}
        />
      )}
    </Card>
  );
}
