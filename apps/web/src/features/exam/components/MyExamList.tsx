import { Button, Empty, List, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TPage } from '@ascent/shared/admin';
import type { MyExamRow } from '@ascent/shared/exam';
import { examPaths } from '../lib/exam-paths.ts';
import { formatDateTime } from '@ascent/client/i18n';
import { ExamScore } from './ExamScore.tsx';
import { ExamStateTag } from './ExamStateTag.tsx';
import { PagedList } from '../../../components/paged-list.tsx';

export interface MyExamListProps {
  query: UseQueryResult<TPage<MyExamRow>>;
  onPage: (page: number) => void;
  /** Where an exam opens (the exam page, or a daily exam's). */
  pathOf?: (row: MyExamRow) => string;
}

/** A page of the examinee's exams: state, window, attempts, score kept; loading, empty, error. */
export function MyExamList({
  query,
  onPage,
  pathOf = (r) => examPaths.detail(r.id),
}: MyExamListProps) {
  const { t } = useTranslation();
  return (
    <PagedList
      query={query}
      onPage={onPage}
      className="exam-list"
      pagerClassName="exam-pager"
      empty={<Empty description={t('exam.mine.empty')} />}
      renderItem={(e) => (
        <List.Item
          actions={[
            <Link key="open" to={pathOf(e)}>
              <Button type={e.activeAttemptId ? 'primary' : 'default'}>
                {e.activeAttemptId ? t('exam.detail.continue') : t('exam.mine.open')}
              </Button>
            </Link>,
          ]}
        >
          <List.Item.Meta
            title={
              <Space wrap>
                <Link to={pathOf(e)}>{e.name}</Link>
                <ExamStateTag state={e.timeState} />
                {e.activeAttemptId && <Tag color="processing">{t('exam.mine.answering')}</Tag>}
              </Space>
            }
            description={
              <Space wrap size={[16, 4]} className="exam-list__facts">
                <span>
                  {formatDateTime(e.startAt)} ~ {formatDateTime(e.endAt)}
                </span>
                <span>{t('exam.minutes', { count: e.durationMinutes })}</span>
                <span>
                  {e.attemptsAllowed
                    ? t('exam.detail.attemptsOf', {
                        used: e.attemptsUsed,
                        allowed: e.attemptsAllowed,
                      })
                    : t('exam.detail.attemptsUnlimited', { used: e.attemptsUsed })}
                </span>
                <ExamScore score={e.score} passed={e.passed} pendingMarking={e.pendingMarking} />
              </Space>
            }
          />
        </List.Item>
      )}
    />
  );
}
