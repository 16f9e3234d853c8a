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
import { IN_PERSON_LIMITS, type TInPersonLearnerDetail } from '@ascent/shared/in-person';
import {
  cancelLeave,
  evaluateInPerson,
  fetchInPersonDetail,
  requestLeave,
} from '../api/in-person-api.ts';
import { InPersonQr } from '../components/in-person-qr.tsx';
import { AttendanceTag, TimeTag } from '../components/state-tag.tsx';
import { IN_PERSON_PATHS, idFromSearch } from '../lib/in-person-paths.ts';
import '../in-person.css';
import { formatDateTime } from '@ascent/client/i18n';

const fmt = (v: string | null) => (v ? formatDateTime(v) : '-');

/** Asking for leave, or the request's standing (with cancelling while allowed). */
function LeaveBox({ d, onChanged }: { d: TInPersonLearnerDetail; onChanged: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const server = useServerError();
  const [reason, setReason] = useState('');
  const leave = d.mine.leave;
  const ask = () =>
    server.guard(async () => {
      if (!reason.trim()) return t('inPerson.leave.reasonRequired');
      await requestLeave(d.id, reason.trim());
      void message.success(t('inPerson.leave.requested'));
      setReason('');
      onChanged();
    });
  const cancel = async () => {
    await cancelLeave(leave!.id);
    void message.success(t('inPerson.leave.cancelled'));
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
          <Tag data-testid="in-person-leave-status">
            {t(`inPerson.leaveStatus.${leave.status}`)}
          </Tag>
          <Typography.Text>{leave.reason}</Typography.Text>
          {leave.rejectReason && (
            <Typography.Text type="danger">
              {t('inPerson.leave.rejectedBecause', { reason: leave.rejectReason })}
            </Typography.Text>
          )}
          {cancellable && (
            <Button size="small" onClick={() => void cancel().catch(() => undefined)}>
              {t('inPerson.leave.cancel')}
            </Button>
          )}
        </Space>
      )}
      {d.mine.canRequestLeave && (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Input.TextArea
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            maxLength={IN_PERSON_LIMITS.reason}
            placeholder={t('inPerson.leave.reason')}
            aria-label={t('inPerson.leave.reason')}
            data-testid="in-person-leave-reason"
          />
          <Button
            onClick={() => void ask()}
            loading={server.pending}
            data-testid="in-person-leave-submit"
          >
            {t('inPerson.leave.request')}
          </Button>
          <FormError message={server.message} testId="in-person-leave-error" />
        </Space>
      )}
      {!leave && !d.mine.canRequestLeave && (
        <Typography.Text type="secondary">{t('inPerson.leave.notNow')}</Typography.Text>
      )}
    </Space>
  );
}

/** The learner's rating (1-5) and comment, once, after attending. */
function EvaluateBox({ d, onChanged }: { d: TInPersonLearnerDetail; onChanged: () => void }) {
  const { t } = useTranslation();
  const server = useServerError();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  if (d.mine.evaluation)
    return (
      <Space orientation="vertical">
        <Rate disabled value={d.mine.evaluation.rating} />
        {d.mine.evaluation.comment && (
          <Typography.Paragraph className="in-person-text">
            {d.mine.evaluation.comment}
          </Typography.Paragraph>
        )}
      </Space>
    );
  if (!d.mine.canEvaluate)
    return (
      <Typography.Text type="secondary">{t('inPerson.evaluate.afterAttending')}</Typography.Text>
    );
  const submit = () =>
    server.guard(async () => {
      if (rating < 1) return t('inPerson.evaluate.ratingRequired');
      await evaluateInPerson({ sessionId: d.id, rating, comment });
      onChanged();
    });
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Rate value={rating} onChange={setRating} aria-label={t('inPerson.evaluate.rating')} />
      <Input.TextArea
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        maxLength={IN_PERSON_LIMITS.comment}
        showCount
        placeholder={t('inPerson.evaluate.comment')}
        aria-label={t('inPerson.evaluate.comment')}
      />
      <Button
        type="primary"
        onClick={() => void submit()}
        loading={server.pending}
        data-testid="in-person-evaluate"
      >
        {t('inPerson.evaluate.submit')}
      </Button>
      <FormError message={server.message} testId="in-person-evaluate-error" />
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
    queryFn: () => fetchInPersonDetail(id!),
    enabled: id !== null,
  });
  if (id === null) return <Result status="404" title={t('inPerson.notFound')} />;
  if (q.isPending) return <PageSpin />;
  if (q.isError) return <LoadFailed error={q.error} onRetry={() => void q.refetch()} />;
  const d = q.data;
  const refresh = () => void client.invalidateQueries({ queryKey: ['face'] });
  return (
    <div className="page in-person-page" data-testid="in-person-detail">
      <div className="in-person-detail-grid">
        <Card title={d.name}>
          <Descriptions column={{ xs: 1, md: 2 }} size="small">
            <Descriptions.Item label={t('inPerson.time.label')}>
              <Space size={4} wrap>
                <TimeTag state={d.timeState} />
                {fmt(d.startAt)} ~ {fmt(d.endAt)}
              </Space>
            </Descriptions.Item>
            <Descriptions.Item label={t('inPerson.lessonHours')}>{d.lessonHours}</Descriptions.Item>
            <Descriptions.Item label={t('inPerson.address')}>{d.address}</Descriptions.Item>
            <Descriptions.Item label={t('inPerson.lecturer')}>{d.lecturer}</Descriptions.Item>
            <Descriptions.Item label={t('inPerson.signInWindow')}>
              {fmt(d.signInOpensAt)} ~ {fmt(d.signInClosesAt)}
            </Descriptions.Item>
            {d.signOutOpensAt && (
              <Descriptions.Item label={t('inPerson.signOutWindow')}>
                {fmt(d.signOutOpensAt)} ~ {fmt(d.signOutClosesAt)}
              </Descriptions.Item>
            )}
          </Descriptions>
          {d.intro && (
            <Typography.Paragraph className="in-person-text in-person-intro">
              {d.intro}
            </Typography.Paragraph>
          )}
        </Card>
        <Card title={t('inPerson.mine.title')}>
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('inPerson.mine.state')}>
              <span data-testid="in-person-my-state">
                <AttendanceTag state={d.mine.state} />
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={t('inPerson.mine.signInAt')}>
              {fmt(d.mine.signInAt)}
            </Descriptions.Item>
            {d.requireSignOut && (
              <Descriptions.Item label={t('inPerson.mine.signOutAt')}>
                {fmt(d.mine.signOutAt)}
              </Descriptions.Item>
            )}
            {d.grading && (
              <Descriptions.Item label={t('inPerson.mine.grade')}>
                {d.mine.grade ?? '-'}
              </Descriptions.Item>
            )}
          </Descriptions>
          <Typography.Text type="secondary">{t('inPerson.mine.scanHint')}</Typography.Text>
        </Card>
      </div>
      {d.isManager && (
        <Card
          title={t('inPerson.qr.title')}
          extra={<Link to={`${IN_PERSON_PATHS.mine}?tab=manage`}>{t('inPerson.manage.open')}</Link>}
        >
          <InPersonQr sessionId={d.id} requireSignOut={d.requireSignOut} />
        </Card>
      )}
      <Card title={t('inPerson.schedule')}>
        {d.schedule.length ? (
          <ol className="in-person-text">
            {d.schedule.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ol>
        ) : (
          <Empty description={t('inPerson.noSchedule')} />
        )}
      </Card>
      <Card title={t('inPerson.materials')}>
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
          <Empty description={t('inPerson.noMaterials')} />
        )}
      </Card>
      <Card title={t('inPerson.leave.title')}>
        <LeaveBox d={d} onChanged={refresh} />
      </Card>
      <Card title={t('inPerson.evaluate.title')}>
        <EvaluateBox d={d} onChanged={refresh} />
      </Card>
    </div>
  );
}
