import { Empty, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ExamRecordRow } from '@ascent/shared/exam';
import { LoadFailed, PageSpin } from '@ascent/client/ui';
import { useExamRecords } from '../hooks/use-exams.ts';
import { examPaths } from '../lib/exam-paths.ts';
import { formatDateTime } from '@ascent/client/i18n';
import { ExamScore } from './ExamScore.tsx';

/** The examinee's attempts at one exam (a daily exam's by day), each opening its result. */
export function ExamRecordList({ examId, daily = false }: { examId: number; daily?: boolean }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useExamRecords(examId, page);
  if (query.isPending) return <PageSpin />;
  if (query.isError && !query.data)
    return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  const data = query.data!;
  if (!data.list.length) return <Empty description={t('exam.record.empty')} />;
  return (
    <Table<ExamRecordRow>
      className="exam-records"
      rowKey="attemptId"
      size="small"
      scroll={{ x: 640 }}
      dataSource={data.list}
      pagination={{
        current: data.page,
        pageSize: data.pageSize,
        total: data.total,
        onChange: setPage,
        hideOnSinglePage: true,
        showSizeChanger: false,
      }}
      columns={[
        ...(daily
          ? [{ title: t('exam.record.day'), dataIndex: 'cycle', key: 'cycle' } as const]
          : []),
        {
          title: t('exam.record.startedAt'),
          key: 'startedAt',
          render: (_: unknown, r: ExamRecordRow) => formatDateTime(r.startedAt),
        },
        {
          title: t('exam.record.submittedAt'),
          key: 'submittedAt',
          render: (_: unknown, r: ExamRecordRow) => formatDateTime(r.submittedAt) || '-',
        },
        {
          title: t('exam.record.status'),
          key: 'status',
          render: (_: unknown, r: ExamRecordRow) => (
            <Tag color={r.status === 'marked' ? 'success' : 'processing'}>
              {t(`exam.status.${r.status}`)}
            </Tag>
          ),
        },
        {
          title: t('exam.record.score'),
          key: 'score',
          render: (_: unknown, r: ExamRecordRow) => <ExamScore score={r.score} passed={r.passed} />,
        },
        {
          title: t('exam.record.reason'),
          key: 'reason',
          render: (_: unknown, r: ExamRecordRow) =>
            r.submitReason ? t(`exam.reason.${r.submitReason}`) : '-',
        },
        {
          title: t('exam.record.action'),
          key: 'action',
          render: (_: unknown, r: ExamRecordRow) =>
            r.status === 'in_progress' ? (
              <Link to={examPaths.paper(r.attemptId)}>{t('exam.detail.continue')}</Link>
            ) : (
              <Link to={examPaths.result(r.attemptId)}>{t('exam.record.view')}</Link>
            ),
        },
      ]}
    />
  );
}
