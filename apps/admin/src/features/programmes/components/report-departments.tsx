import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@ascent/client/ui';
import type { TProgressDepartmentRow } from '@ascent/shared/programme';
import { useReportDepartments } from '../hooks/use-programmes.ts';

/** Members per department: how many have not started, are studying, completed. */
export function ReportDepartments({ programmeId }: { programmeId: number }) {
  const { t } = useTranslation();
  const rows = useReportDepartments(programmeId);
  if (rows.isError) return <LoadFailed error={rows.error} onRetry={() => void rows.refetch()} />;
  return (
    <Table<TProgressDepartmentRow>
      size="small"
      rowKey={(r) => r.departmentId ?? 0}
      loading={rows.isPending}
      dataSource={rows.data ?? []}
      pagination={false}
      data-testid="programme-report-departments"
      columns={[
        {
          title: t('programmes.report.department'),
          dataIndex: 'departmentName',
          render: (v: string) => v || t('programmes.report.noDepartment'),
        },
        { title: t('programmes.members'), dataIndex: 'members' },
        { title: t('programmes.state.notStarted'), dataIndex: 'notStarted' },
        { title: t('programmes.state.inProgress'), dataIndex: 'inProgress' },
        { title: t('programmes.state.completed'), dataIndex: 'completed' },
        {
          title: t('programmes.report.completionRate'),
          dataIndex: 'completionRate',
          render: (v: number) => `${v}%`,
        },
        {
          title: t('programmes.averagePercent'),
          dataIndex: 'averagePercent',
          render: (v: number) => `${v}%`,
        },
      ]}
    />
  );
}
