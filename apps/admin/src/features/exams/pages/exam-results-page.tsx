import { ExportOutlined } from '@ant-design/icons';
import { Button, Card, Result, Select, Space, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadFailed, PageSpin } from '@ascent/client/ui';
import {
  ATTEMPT_STATUSES,
  type AttemptStatus,
  type ExamAttemptAdminRow,
} from '@ascent/shared/exam';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useListState } from '../../../components/data-table/use-list-state.ts';
import { exportAttempts, fetchAttempts, fetchExam } from '../api/exams-api.ts';
import { EXAM_PATHS, EXAMS_KEY, examEditPath, idParam } from '../lib/exam-paths.ts';
import { saveFile } from '../../../components/download/save-file.ts';
import { formatDateTime } from '@ascent/client/i18n';

type Row = ExamAttemptAdminRow & { id: number };
const STATUS_COLOUR: Record<AttemptStatus, string> = {
  in_progress: 'processing',
  pending_marking: 'gold',
  marked: 'green',
};
const when = (iso: string | null) => (iso ? formatDateTime(iso) : '-');

/** One exam's results: every attempt with its score, filtered by status, and the xlsx export. */
export function ExamResultsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const examId = idParam(params.get('id'));
  const list = useListState();
  const [status, setStatus] = useState<AttemptStatus>();
  const [exporting, setExporting] = useState(false);
  const exam = useQuery({
    queryKey: [...EXAMS_KEY, 'detail', examId],
    queryFn: () => fetchExam(examId!),
    enabled: examId !== null,
  });

  if (examId === null)
    return (
      <Result
        status="404"
        title={t('exams.notFound')}
        extra={<Link to={EXAM_PATHS.list}>{t('exams.title.list')}</Link>}
      />
    );
  if (exam.isPending) return <PageSpin />;
  if (exam.isError) return <LoadFailed error={exam.error} onRetry={() => void exam.refetch()} />;

  const runExport = async () => {
    setExporting(true);
    try {
      saveFile(await exportAttempts(examId, status));
    } catch {
      // the API client has shown why
    } finally {
      setExporting(false);
    }
  };

  return (
    <Card
      title={
        <Space wrap>
          <Link to={EXAM_PATHS.list}>{t('exams.title.list')}</Link>
          <span>/</span>
          <Link to={examEditPath(examId)}>{exam.data.name}</Link>
          <span>/</span>
          <span>{t('exams.title.results')}</span>
        </Space>
      }
    >
      <DataTable<Row>
        testId="exam-attempt-table"
        queryKey={[...EXAMS_KEY, 'attempts', examId, status]}
        list={list}
        fetchPage={async (q) => {
          const page = await fetchAttempts(examId, { ...q, status });
          return { ...page, list: page.list.map((r) => ({ ...r, id: r.attemptId })) };
        }}
        toolbar={
          <Space wrap>
            <Select<AttemptStatus>
              allowClear
              aria-label={t('exams.field.attemptStatus')}
              placeholder={t('exams.field.attemptStatus')}
              value={status}
              onChange={(v) => {
                setStatus(v);
                list.change({ page: 1 });
              }}
              options={ATTEMPT_STATUSES.map((s) => ({
                value: s,
                label: t(`exams.attemptStatus.${s}`),
              }))}
              style={{ width: 150 }}
            />
            <Button
              icon={<ExportOutlined />}
              loading={exporting}
              onClick={() => void runExport()}
              data-testid="exam-export"
            >
              {t('exams.export')}
            </Button>
          </Space>
        }
        columns={[
          { title: t('exams.field.examinee'), dataIndex: 'name' },
          { title: t('exams.field.account'), dataIndex: 'account', responsive: ['md'] },
          { title: t('exams.field.department'), dataIndex: 'departmentName', responsive: ['lg'] },
          {
            title: t('exams.field.attemptStatus'),
            dataIndex: 'status',
            render: (v: AttemptStatus) => (
              <Tag color={STATUS_COLOUR[v]}>{t(`exams.attemptStatus.${v}`)}</Tag>
            ),
          },
          {
            title: t('exams.field.score'),
            dataIndex: 'score',
            render: (v: number | null, row) =>
              v === null ? (
                '-'
              ) : (
                <Space size={4}>
                  {v}
                  {row.passed !== null && (
                    <Tag color={row.passed ? 'green' : 'red'}>
                      {t(row.passed ? 'exams.passed' : 'exams.failed')}
                    </Tag>
                  )}
                </Space>
              ),
          },
          {
            title: t('exams.field.startedAt'),
            dataIndex: 'startedAt',
            responsive: ['lg'],
            render: when,
          },
          {
            title: t('exams.field.submittedAt'),
            dataIndex: 'submittedAt',
            render: (v: string | null, row) => (
              <Space size={4} wrap>
                {when(v)}
                {row.submitReason && row.submitReason !== 'manual' && (
                  <Tag>{t(`exams.submitReason.${row.submitReason}`)}</Tag>
                )}
              </Space>
            ),
          },
          {
            title: t('exams.field.screenSwitches'),
            dataIndex: 'screenSwitches',
            responsive: ['xl'],
          },
        ]}
      />
    </Card>
  );
}
