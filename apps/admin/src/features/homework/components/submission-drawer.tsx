import { PaperClipOutlined } from '@ant-design/icons';
import { Card, Descriptions, Drawer, Empty, Grid, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatSize } from '@ascent/shared/common';
import type { TStoredFile } from '@ascent/shared/files';
import { LoadFailed, PageSpin } from '@ascent/client/ui';
import { useSubmission } from '../hooks/use-homework-admin.ts';
import { formatDateTime } from '@ascent/client/i18n';

function Files({ files }: { files: TStoredFile[] }) {
  if (!files.length) return null;
  return (
    <ul className="hw-files">
      {files.map((f) => (
        <li key={f.fileId}>
          <PaperClipOutlined aria-hidden />{' '}
          <Typography.Link href={f.url} target="_blank" rel="noreferrer">
            {f.name}
          </Typography.Link>{' '}
          <Typography.Text type="secondary">{formatSize(f.size)}</Typography.Text>
        </li>
      ))}
    </ul>
  );
}

/** One learner's submission, read-only: the answers to each step and the review history. */
export function SubmissionDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={screens.md ? 720 : '100%'}
      title={t('homework.submission.title')}
      destroyOnHidden
    >
      {id !== null && <SubmissionBody id={id} />}
    </Drawer>
  );
}

function SubmissionBody({ id }: { id: number }) {
  const { t } = useTranslation();
  const query = useSubmission(id);
  if (query.isPending) return <PageSpin />;
  if (query.isError) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  const { submission, homework, learner } = query.data;
  const answers = new Map(submission.answers.map((a) => [a.stepId, a]));
  return (
    <div className="hw-submission" data-testid="homework-submission">
      <Descriptions size="small" column={1}>
        <Descriptions.Item label={t('homework.submission.learner')}>
          {learner.realName} ({learner.account}){' '}
          {learner.departmentName && `· ${learner.departmentName}`}
        </Descriptions.Item>
        <Descriptions.Item label={t('homework.submission.status')}>
          {t(`homework.submissionStatus.${submission.status}`)}
        </Descriptions.Item>
        {submission.score !== null && (
          <Descriptions.Item label={t('homework.submission.score')}>
            {submission.score} / {homework.fullScore}
          </Descriptions.Item>
        )}
        {submission.comment && (
          <Descriptions.Item label={t('homework.submission.comment')}>
            <span className="hw-text">{submission.comment}</span>
          </Descriptions.Item>
        )}
      </Descriptions>
      {homework.steps.map((step) => {
        const answer = answers.get(step.id);
        return (
          <Card
            key={step.id}
            size="small"
            title={t('homework.form.stepN', { n: step.sort }) + ' · ' + step.title}
          >
            {answer ? (
              <>
                {answer.content && (
                  <Typography.Paragraph className="hw-text">{answer.content}</Typography.Paragraph>
                )}
                <Files files={answer.files} />
              </>
            ) : (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={t('homework.submission.noAnswer')}
              />
            )}
          </Card>
        );
      })}
      {submission.reviews.length > 0 && (
        <Timeline
          items={submission.reviews.map((r, i) => ({
            key: i,
            color: r.action === 'evaluate' ? 'green' : 'red',
            children: (
              <div>
                <Tag>{t(`homework.reviewAction.${r.action}`)}</Tag>
                {r.reviewerName} · {formatDateTime(r.createdAt)}
                {r.score !== null && ` · ${r.score} / ${homework.fullScore}`}
                {r.comment && <div className="hw-text">{r.comment}</div>}
              </div>
            ),
          }))}
        />
      )}
    </div>
  );
}
