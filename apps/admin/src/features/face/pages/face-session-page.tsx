import { Button, Card, Descriptions, Result, Space, Tabs, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LoadFailed, PageSpin } from '@ascent/client/ui';
import { fetchFace } from '../api/face-api.ts';
import { AttendancePanel } from '../components/attendance-panel.tsx';
import { EvaluationPanel } from '../components/evaluation-panel.tsx';
import { FaceQr } from '../components/face-qr.tsx';
import { LeavePanel } from '../components/leave-panel.tsx';
import { FACE_PATHS, faceEditPath, idFromSearch } from '../lib/face-paths.ts';
import '../face-admin.css';

/** One session: its details, the rotating QR for the room, attendance, leave and evaluations. */
export function FaceSessionPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = idFromSearch(useLocation().search);
  const item = useQuery({
    queryKey: ['face-admin', 'detail', id],
    queryFn: () => fetchFace(id!),
    enabled: id !== null,
  });
  if (id === null) return <Result status="404" title={t('face.notFound')} />;
  if (item.isPending) return <PageSpin />;
  if (item.isError) return <LoadFailed error={item.error} onRetry={() => void item.refetch()} />;
  const s = item.data;
  const fmt = (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm');
  return (
    <div className="face-session">
      <div className="face-session-top">
        <Card
          title={s.name}
          extra={
            <Space>
              <Button onClick={() => void navigate(faceEditPath(s.id))}>{t('face.edit')}</Button>
              <Button onClick={() => void navigate(FACE_PATHS.list)}>{t('face.back')}</Button>
            </Space>
          }
        >
          <Descriptions column={{ xs: 1, md: 2 }} size="small">
            <Descriptions.Item label={t('face.timeLabel')}>
              <Space size={4} wrap>
                <Tag>{t(`face.time.${s.timeState}`)}</Tag>
                {fmt(s.startAt)} ~ {fmt(s.endAt)}
              </Space>
            </Descriptions.Item>
            <Descriptions.Item label={t('face.form.lessonHours')}>
              {s.lessonHours}
            </Descriptions.Item>
            <Descriptions.Item label={t('face.form.address')}>{s.address}</Descriptions.Item>
            <Descriptions.Item label={t('face.form.lecturer')}>{s.lecturer}</Descriptions.Item>
            <Descriptions.Item label={t('face.form.signInWindow')}>
              {t('face.form.windowText', {
                before: s.signInBeforeMinutes,
                after: s.signInAfterMinutes,
                late: s.lateAfterMinutes,
              })}
            </Descriptions.Item>
            <Descriptions.Item label={t('face.form.requireSignOut')}>
              {s.requireSignOut
                ? t('face.form.signOutText', {
                    before: s.signOutBeforeMinutes,
                    after: s.signOutAfterMinutes,
                  })
                : t('face.no')}
            </Descriptions.Item>
            <Descriptions.Item label={t('face.signedInCount')}>{s.signedIn}</Descriptions.Item>
          </Descriptions>
        </Card>
        <Card title={t('face.qr.title')}>
          <FaceQr sessionId={s.id} requireSignOut={s.requireSignOut} />
        </Card>
      </div>
      <Card>
        <Tabs
          items={[
            {
              key: 'attendance',
              label: t('face.tabs.attendance'),
              children: <AttendancePanel sessionId={s.id} grading={s.grading} />,
            },
            {
              key: 'leave',
              label: t('face.tabs.leave'),
              children: <LeavePanel sessionId={s.id} />,
            },
            {
              key: 'evaluation',
              label: t('face.tabs.evaluation'),
              children: <EvaluationPanel sessionId={s.id} />,
            },
          ]}
        />
      </Card>
    </div>
  );
}
