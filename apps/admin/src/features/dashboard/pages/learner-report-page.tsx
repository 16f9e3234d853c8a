import { ExportOutlined } from '@ant-design/icons';
import { Button, Card, Result, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime } from '@ascent/client/i18n';
import {
  REPORT_KINDS,
  REPORT_STATES,
  type ReportState,
  type TReportRow,
} from '@ascent/shared/dashboard';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useListState } from '../../../components/data-table/use-list-state.ts';
import { saveFile } from '../../../components/download/save-file.ts';
import { exportReport, fetchReport, type ReportFilter } from '../api/dashboard-api.ts';
import { ScopeDepartmentSelect } from '../components/scope-department-select.tsx';
import { ScopeNote } from '../components/scope-note.tsx';
import { DASHBOARD_KEY, reportItemsPath } from '../lib/dashboard-paths.ts';

type Row = TReportRow & { id: number };
const when = (iso: string | null) => (iso ? formatDateTime(iso) : '-');

/** A positive id from the query string, or null. */
function idParam(raw: string | null): number | null {
  return raw && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
}

/** Minutes with one decimal, from seconds. */
const minutes = (seconds: number) => Math.round((seconds / 60) * 10) / 10;

/**
 * /manage/reports/learners?kind=course|exam&id=: one course's or exam's learners (who started,
 * completed, how long, with what score), filtered by department and state, and the xlsx export.
 */
export function LearnerReportPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const kindParam = params.get('kind');
  const kind = REPORT_KINDS.find((k) => k === kindParam) ?? null;
  const itemId = idParam(params.get('id'));
  const list = useListState();
  const [departmentId, setDepartmentId] = useState<number>();
  const [state, setState] = useState<ReportState>();
  const [title, setTitle] = useState('');
  const [exporting, setExporting] = useState(false);

  if (kind === null || itemId === null)
    return <Result status="404" title={t('dashboard.report.notFound')} />;
  const filter: ReportFilter = { kind, itemId, departmentId, state };

  const runExport = async () => {
    setExporting(true);
    try {
      saveFile(await exportReport(filter));
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
          <Link to={reportItemsPath(kind)} data-testid="report-crumb">
            {t(`dashboard.report.list.${kind}`)}
          </Link>
          <span>/</span>
          <span data-testid="report-title">{title || t(`dashboard.report.title.${kind}`)}</span>
          <span>/</span>
          <span>{t('dashboard.report.learners')}</span>
        </Space>
      }
      extra={<ScopeNote />}
    >
      <DataTable<Row>
        testId="learner-report-table"
        queryKey={[...DASHBOARD_KEY, 'report', kind, itemId, departmentId, state]}
        list={list}
        fetchPage={async (q) => {
          const page = await fetchReport(filter, q.page, q.pageSize);
          setTitle(page.title);
          return { ...page, list: page.list.map((r) => ({ ...r, id: r.userId })) };
        }}
        toolbar={
          <Space wrap>
            <ScopeDepartmentSelect
              placeholder={t('dashboard.report.department')}
              value={departmentId}
              onChange={(v) => {
                setDepartmentId(v);
                list.change({ page: 1 });
              }}
              style={{ width: 200 }}
              testId="report-department"
            />
            <Select<ReportState>
              allowClear
              aria-label={t('dashboard.report.state')}
              placeholder={t('dashboard.report.state')}
              value={state}
              onChange={(v) => {
                setState(v);
                list.change({ page: 1 });
              }}
              options={REPORT_STATES.map((s) => ({
                value: s,
                label: t(`dashboard.report.states.${s}`),
              }))}
              style={{ width: 140 }}
            />
            <Button
              icon={<ExportOutlined />}
              loading={exporting}
              onClick={() => void runExport()}
              data-testid="report-export"
            >
              {t('dashboard.report.export')}
            </Button>
          </Space>
        }
        columns={[
          { title: t('dashboard.report.name'), dataIndex: 'realName' },
          { title: t('dashboard.report.account'), dataIndex: 'account', responsive: ['md'] },
          {
            title: t('dashboard.report.department'),
            dataIndex: 'departmentName',
            responsive: ['lg'],
          },
          {
            title: t('dashboard.report.state'),
            dataIndex: 'state',
            render: (v: ReportState) => (
              <Tag color={v === 'completed' ? 'green' : 'processing'}>
                {t(`dashboard.report.states.${v}`)}
              </Tag>
            ),
          },
          {
            title: t('dashboard.report.startedAt'),
            dataIndex: 'startedAt',
            responsive: ['lg'],
            render: when,
          },
          { title: t('dashboard.report.completedAt'), dataIndex: 'completedAt', render: when },
          {
            title: t('dashboard.report.minutes'),
            dataIndex: 'seconds',
            responsive: ['md'],
            render: (v: number) => minutes(v),
          },
          kind === 'course'
            ? {
                title: t('dashboard.report.percent'),
                dataIndex: 'percent',
                render: (v: number | null) => (v === null ? '-' : `${v}%`),
              }
            : {
                title: t('dashboard.report.score'),
                dataIndex: 'score',
                render: (v: number | null, row: Row) =>
                  v === null ? (
                    '-'
                  ) : (
                    <Space size={4}>
                      {v}
                      {row.passed !== null && (
                        <Tag color={row.passed ? 'green' : 'red'}>
                          {t(row.passed ? 'dashboard.report.passed' : 'dashboard.report.failed')}
                        </Tag>
                      )}
                    </Space>
                  ),
              },
        ]}
      />
    </Card>
  );
}
