import { Button, Card, Descriptions, Result, Space, Tabs, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LoadFailed, PageSpin } from '@ascent/client/ui';
import { fetchInPerson } from '../api/in-person-api.ts';
import { AttendancePanel } from '../components/attendance-panel.tsx';
import { EvaluationPanel } from '../components/evaluation-panel.tsx';
import { InPersonQr } from '../components/in-person-qr.tsx';
import { LeavePanel } from '../components/leave-panel.tsx';
import { IN_PERSON_PATHS, inPersonEditPath, idFromSearch } from '../lib/in-person-paths.ts';
import '../in-person-admin.css';
import { formatDateTime } from '@ascent/client/i18n';

/** One session: its details, the rotating QR for the room, attendance, leave and evaluations. */
export function InPersonSessionPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = idFromSearch(useLocation().search);
  const item = useQuery({
    queryKey: ['in-person-admin', 'detail', id],
    queryFn: () => fetchInPerson(id!),
    enabled: id !== null,
  });
  if (id === null) return <Result status="404" title={t('inPerson.notFound')} />;
  if (item.isPending) return <PageSpin />;
  if (item.isError) return <LoadFailed error={item.error} onRetry={() => void item.refetch()} />;
  const s = item.data;
  return (
    <div className="in-person-session">
      <div className="in-person-session-top">
        <Card
          title={s.name}
          extra={
            <Space>
              <Button onClick={() => void navigate(inPersonEditPath(s.id))}>
                {t('inPerson.edit')}
              </Button>
              <Button onClick={() => void navigate(IN_PERSON_PATHS.list)}>
                {t('inPerson.back')}
              </Button>
            </Space>
          }
        >
          <Descriptions column={{ xs: 1, md: 2 }} size="small">
            <Descriptions.Item label={t('inPerson.timeLabel')}>
              <Space size={4} wrap>
                <Tag>{t(`inPerson.time.${s.timeState}`)}</Tag>
                {formatDateTime(s.startAt)} ~ {formatDateTime(s.endAt)}
              </Space>
            </Descriptions.Item>
            <Descriptions.Item label={t('inPerson.form.lessonHours')}>
              {s.lessonHours}
            </Descriptions.Item>
            <Descriptions.Item label={t('inPerson.form.address')}>{s.address}</Descriptions.Item>
            <Descriptions.Item label={t('inPerson.form.lecturer')}>{s.lecturer}</Descriptions.Item>
            <Descriptions.Item label={t('inPerson.form.signInWindow')}>
              {t('inPerson.form.windowText', {
                before: s.signInBeforeMinutes,
                after: s.signInAfterMinutes,
                late: s.lateAfterMinutes,
              })}
            </Descriptions.Item>
            <Descriptions.Item label={t('inPerson.form.requireSignOut')}>
              {s.requireSignOut
                ? t('inPerson.form.signOutText', {
                    before: s.signOutBeforeMinutes,
                    after: s.signOutAfterMinutes,
                  })
                : t('inPerson.no')}
            </Descriptions.Item>
            <Descriptions.Item label={t('inPerson.signedInCount')}>{s.signedIn}</Descriptions.Item>
          </Descriptions>
        </Card>
        <Card title={t('inPerson.qr.title')}>
          <InPersonQr sessionId={s.id} requireSignOut={s.requireSignOut} />
        </Card>
      </div>
      <Card>
        <Tabs
          items={[
            {
              key: 'attendance',
              label: t('inPerson.tabs.attendance'),
              children: <AttendancePanel sessionId={s.id} grading={s.grading} />,
            },
            {
              key: 'leave',
              label: t('inPerson.tabs.leave'),
              children: <LeavePanel sessionId={s.id} />,
            },
            {
              key: 'evaluation',
              label: t('inPerson.tabs.evaluation'),
              children: <EvaluationPanel sessionId={s.id} />,
            },
          ]}
        />
      </Card>
    </div>
  );
}
