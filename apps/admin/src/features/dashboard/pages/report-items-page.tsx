import { Card, Input, Segmented, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime } from '@ascent/client/i18n';
import { REPORT_KINDS, type ReportKind, type TReportItem } from '@ascent/shared/dashboard';
import { ACTIONS_COLUMN } from '../../../components/data-table/actions-column.ts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useListState } from '../../../components/data-table/use-list-state.ts';
import { fetchReportItems } from '../api/dashboard-api.ts';
import { DASHBOARD_KEY, learnerReportPath } from '../lib/dashboard-paths.ts';
import { ScopeNote } from '../components/scope-note.tsx';

/**
 * /manage/reports?kind=course|exam: the courses or exams (ever published) whose learner report
 * the caller opens, searched by title; the report counts the caller's departments only.
 */
export function ReportItemsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const kind: ReportKind = REPORT_KINDS.find((k) => k === params.get('kind')) ?? 'course';
  const list = useListState();
  return (
    <Card title={t('dashboard.report.menu')} extra={<ScopeNote />}>
      <DataTable<TReportItem>
        testId="report-items-table"
        queryKey={[...DASHBOARD_KEY, 'report-items', kind]}
        list={list}
        fetchPage={(q) => fetchReportItems(kind, q.keyword, q.page, q.pageSize)}
        toolbar={
          <Space wrap>
            <Segmented<ReportKind>
              value={kind}
              onChange={(k) => {
                setParams({ kind: k }, { replace: true });
                list.change({ page: 1 });
              }}
              options={REPORT_KINDS.map((k) => ({
                value: k,
                label: t(`dashboard.report.list.${k}`),
              }))}
              data-testid="report-items-kind"
            />
            <Input.Search
              allowClear
              placeholder={t('dashboard.report.search')}
              aria-label={t('dashboard.report.search')}
              onSearch={(v) => list.search(v)}
              style={{ width: 240 }}
            />
          </Space>
        }
        columns={[
          {
            title: t(`dashboard.report.title.${kind}`),
            dataIndex: 'title',
            render: (title: string, row: TReportItem) => (
              <Link to={learnerReportPath(kind, row.id)}>{title}</Link>
            ),
          },
          {
            title: t('dashboard.report.publishedAt'),
            dataIndex: 'publishedAt',
            responsive: ['md'],
            render: (v: string | null) => (v ? formatDateTime(v) : '-'),
          },
          {
            ...ACTIONS_COLUMN,
            title: t('table.actions'),
            render: (_: unknown, row: TReportItem) => (
              <Link to={learnerReportPath(kind, row.id)} data-testid={`report-open-${row.id}`}>
                {t('dashboard.report.action')}
              </Link>
            ),
          },
        ]}
      />
    </Card>
  );
}
