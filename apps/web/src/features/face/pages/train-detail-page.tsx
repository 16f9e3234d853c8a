import { PaperClipOutlined } from '@ant-design/icons';
import {
  App,
  Button,
  Card,
  Descriptions,
  Empty,
  Input,
  Rate,
  Result,
  Space,
  Tag,
  Typography,
} from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LoadFailed, PageSpin, FormError, useServerError } from '@ascent/client/ui';
import { formatSize } from '@ascent/shared/common';
import { FACE_LIMITS, type TFaceLearnerDetail } from '@ascent/shared/face';
import { cancelLeave, evaluateFace, fetchFaceDetail, requestLeave } from '../api/face-api.ts';
import { FaceQr } from '../components/face-qr.tsx';
import { AttendanceTag, TimeTag } from '../components/state-tag.tsx';
import { FACE_PATHS, idFromSearch } from '../lib/face-paths.ts';
import '../face.css';

const fmt = (v: string | null) => (v ? new Date(v).toLocaleString() : '-');

/** Asking for leave, or the request's standing (with cancelling while allowed). */
function LeaveBox({ d, onChanged }: { d: TFaceLearnerDetail; onChanged: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const server = useServerError();
  const [reason, setReason] = useState('');
  const leave = d.mine.leave;
  const ask = () =>
    server.guard(async () => {
      if (!reason.trim()) return t('face.leave.reasonRequired');
      await requestLeave(d.id, reason.trim());
      void message.success(t('face.leave.requested'));
      setReason('');
      onChanged();
    });
  const cancel = async () => {
    await cancelLeave(leave!.id);
    void message.success(t('face.leave.cancelled'));
    onChanged();
  };
  const cancellable =
    leave &&
    (leave.status === 'pending' ||
      leave.status === 'reviewing' ||
      (leave.status === 'approved' && d.timeState === 'notStarted'));
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {leave && (
        <Space wrap>
          <Tag data-testid="face-leave-status">{t(`face.leaveStatus.${leave.status}`)}</Tag>
          <Typography.Text>{leave.reason}</Typography.Text>
          {leave.rejectReason && (
            <Typography.Text type="danger">
              {t('face.leave.rejectedBecause', { reason: leave.rejectReason })}
            </Typography.Text>
          )}
          {cancellable && (
            <Button size="small" onClick={() => void cancel().catch(() => undefined)}>
              {t('face.leave.cancel')}
            </Button>
          )}
        </Space>
      )}
      {d.mine.canRequestLeave && (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Input.TextArea
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            maxLength={FACE_LIMITS.reason}
            placeholder={t('face.leave.reason')}
            aria-label={t('face.leave.reason')}
            data-testid="face-leave-reason"
          />
          <Button
            onClick={() => void ask()}
            loading={server.pending}
            data-testid="face-leave-submit"
          >
            {t('face.leave.request')}
          </Button>
          <FormError message={server.message} testId="face-leave-error" />
        </Space>
      )}
      {!leave && !d.mine.canRequestLeave && (
        <Typography.Text type="secondary">{t('face.leave.notNow')}</Typography.Text>
      )}
    </Space>
  );
}

/** The learner's rating (1-5) and comment, once, after attending. */
function EvaluateBox({ d, onChanged }: { d: TFaceLearnerDetail; onChanged: () => void }) {
  const { t } = useTranslation();
  const server = useServerError();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  if (d.mine.evaluation)
    return (
      <Space orientation="vertical">
        <Rate disabled value={d.mine.evaluation.rating} />
        {d.mine.evaluation.comment && (
          <Typography.Paragraph className="face-text">
            {d.mine.evaluation.comment}
          </Typography.Paragraph>
        )}
      </Space>
    );
  if (!d.mine.canEvaluate)
    return <Typography.Text type="secondary">{t('face.evaluate.afterAttending')}</Typography.Text>;
  const submit = () =>
    server.guard(async () => {
      if (rating < 1) return t('face.evaluate.ratingRequired');
      await evaluateFace({ sessionId: d.id, rating, comment });
      onChanged();
    });
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Rate value={rating} onChange={setRating} aria-label={t('face.evaluate.rating')} />
      <Input.TextArea
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        maxLength={FACE_LIMITS.comment}
        showCount
        placeholder={t('face.evaluate.comment')}
        aria-label={t('face.evaluate.comment')}
      />
      <Button
        type="primary"
        onClick={() => void submit()}
        loading={server.pending}
        data-testid="face-evaluate"
      >
        {t('face.evaluate.submit')}
      </Button>
      <FormError message={server.message} testId="face-evaluate-error" />
    </Space>
  );
}

/** /train/detail?id=: a session, the learner's attendance, leave and evaluation. */
export function TrainDetailPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const id = idFromSearch(useLocation().search);
  const q = useQuery({
    queryKey: ['face', 'detail', id],
    queryFn: () => fetchFaceDetail(id!),
    enabled: id !== null,
  });
  if (id === null) return <Result status="404" title={t('face.notFound')} />;
  if (q.isPending) return <PageSpin />;
  if (q.isError) return <LoadFailed error={q.error} onRetry={() => void q.refetch()} />;
  const d = q.data;
  const refresh = () => void client.invalidateQueries({ queryKey: ['face'] });
  return (
    <div className="page face-page" data-testid="face-detail">
      <div className="face-detail-grid">
        <Card title={d.name}>
          <Descriptions column={{ xs: 1, md: 2 }} size="small">
            <Descriptions.Item label={t('face.time.label')}>
              <Space size={4} wrap>
                <TimeTag state={d.timeState} />
                {fmt(d.startAt)} ~ {fmt(d.endAt)}
              </Space>
            </Descriptions.Item>
            <Descriptions.Item label={t('face.lessonHours')}>{d.lessonHours}</Descriptions.Item>
            <Descriptions.Item label={t('face.address')}>{d.address}</Descriptions.Item>
            <Descriptions.Item label={t('face.lecturer')}>{d.lecturer}</Descriptions.Item>
            <Descriptions.Item label={t('face.signInWindow')}>
              {fmt(d.signInOpensAt)} ~ {fmt(d.signInClosesAt)}
            </Descriptions.Item>
            {d.signOutOpensAt && (
              <Descriptions.Item label={t('face.signOutWindow')}>
                {fmt(d.signOutOpensAt)} ~ {fmt(d.signOutClosesAt)}
              </Descriptions.Item>
            )}
          </Descriptions>
          {d.intro && (
            <Typography.Paragraph className="face-text face-intro">{d.intro}</Typography.Paragraph>
          )}
        </Card>
        <Card title={t('face.mine.title')}>
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('face.mine.state')}>
              <span data-testid="face-my-state">
                <AttendanceTag state={d.mine.state} />
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={t('face.mine.signInAt')}>
              {fmt(d.mine.signInAt)}
            </Descriptions.Item>
            {d.requireSignOut && (
              <Descriptions.Item label={t('face.mine.signOutAt')}>
                {fmt(d.mine.signOutAt)}
              </Descriptions.Item>
            )}
            {d.grading && (
              <Descriptions.Item label={t('face.mine.grade')}>
                {d.mine.grade ?? '-'}
              </Descriptions.Item>
            )}
          </Descriptions>
          <Typography.Text type="secondary">{t('face.mine.scanHint')}</Typography.Text>
        </Card>
      </div>
      {d.isManager && (
        <Card
          title={t('face.qr.title')}
          extra={<Link to={`${FACE_PATHS.mine}?tab=manage`}>{t('face.manage.open')}</Link>}
        >
          <FaceQr sessionId={d.id} requireSignOut={d.requireSignOut} />
        </Card>
      )}
      <Card title={t('face.schedule')}>
        {d.schedule.length ? (
          <ol className="face-text">
            {d.schedule.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ol>
        ) : (
          <Empty description={t('face.noSchedule')} />
        )}
      </Card>
      <Card title={t('face.materials')}>
        {d.materials.length ? (
          <Space orientation="vertical">
            {d.materials.map((f) => (
              <Space key={f.fileId} wrap>
                <PaperClipOutlined aria-hidden />
                <Typography.Link href={f.url} target="_blank" rel="noreferrer">
                  {f.name}
                </Typography.Link>
                <Typography.Text type="secondary">{formatSize(f.size)}</Typography.Text>
              </Space>
            ))}
          </Space>
        ) : (
          <Empty description={t('face.noMaterials')} />
        )}
      </Card>
      <Card title={t('face.leave.title')}>
        <LeaveBox d={d} onChanged={refresh} />
      </Card>
      <Card title={t('face.evaluate.title')}>
        <EvaluateBox d={d} onChanged={refresh} />
      </Card>
    </div>
  );
}
