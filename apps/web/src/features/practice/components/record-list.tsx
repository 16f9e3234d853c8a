import { Button, Empty, List, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TPage } from '@ascent/shared/admin';
import type { PracticeRecordRow } from '@ascent/shared/practice';
import { accuracy, sessionLabel } from '../lib/labels.ts';
import { paperPath, resultPath } from '../lib/practice-paths.ts';
import { PagedList } from '../../../components/paged-list.tsx';
import { formatDateTime } from '@ascent/client/i18n';

/** A page of practice records: what, when, how it went; continue or see the result. */
export function RecordList({
  query,
  onPage,
}: {
  query: UseQueryResult<TPage<PracticeRecordRow>>;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <PagedList
      query={query}
      onPage={onPage}
      className="practice-records"
      pagerClassName="practice-pager"
      empty={<Empty description={t('practice.record.empty')} />}
      renderItem={(r) => {
        const open = r.status === 'in_progress';
        const outcome =
          r.mode === 'simulation'
            ? t('practice.record.scoreOf', { score: r.score, total: r.totalScore })
            : t('practice.record.rightOf', {
                correct: r.correctCount,
                answered: r.answeredCount,
                total: r.questionCount,
                accuracy: accuracy(r.correctCount, r.answeredCount),
              });
        return (
          <List.Item
            key={r.sessionId}
            data-testid={`record-${r.sessionId}`}
            actions={[
              <Button
                key="go"
                size="small"
                type={open ? 'primary' : 'default'}
                onClick={() =>
                  void navigate(
                    open ? paperPath(r.mode, r.sessionId) : resultPath(r.mode, r.sessionId),
                  )
                }
              >
                {t(open ? 'practice.action.continue' : 'practice.record.view')}
              </Button>,
            ]}
          >
            <List.Item.Meta
              title={sessionLabel(t, r)}
              description={
                <span className="practice-records__meta">
                  <Tag color={open ? 'processing' : 'default'}>
                    {open
                      ? t('practice.record.status.in_progress')
                      : t(`practice.result.endReason.${r.endReason ?? 'submit'}`)}
                  </Tag>
                  {r.passed !== null && (
                    <Tag color={r.passed ? 'success' : 'error'}>
                      {t(r.passed ? 'practice.result.passed' : 'practice.result.failed')}
                    </Tag>
                  )}
                  {formatDateTime(r.startedAt)} · {outcome}
                </span>
              }
            />
          </List.Item>
        );
      }}
    />
  );
}
