import { Progress, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TProgressDepartmentRow } from '@ascent/shared/programme';
import { LoadFailed } from '@ascent/client/ui';
import { useSupervisedDepartments } from '../hooks/use-programme.ts';

/** Members per department of a programme I supervise; a row opens its learners. */
export function DepartmentProgressTable({
  programmeId,
  onOpen,
}: {
  programmeId: number;
  onOpen: (department: { id: number; name: string }) => void;
}) {
  const { t } = useTranslation();
  const query = useSupervisedDepartments(programmeId);
  if (query.isError) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <Table<TProgressDepartmentRow>
      rowKey={(r) => r.departmentId ?? 0}
      size="small"
      scroll={{ x: 720 }}
      loading={query.isPending}
      dataSource={query.data ?? []}
      pagination={false}
      data-testid="supervised-departments"
      locale={{ emptyText: t('programme.supervise.noLearners') }}
      columns={[
        {
          key: 'name',
          title: t('programme.supervise.col.department'),
          render: (_, r) =>
            r.departmentId ? (
              <a onClick={() => onOpen({ id: r.departmentId!, name: r.departmentName })}>
                {r.departmentName}
              </a>
            ) : (
              r.departmentName || t('programme.supervise.noDepartment')
            ),
        },
        { key: 'members', title: t('programme.supervise.col.members'), dataIndex: 'members' },
        {
          key: 'notStarted',
          title: t('programme.state.notStarted'),
          dataIndex: 'notStarted',
        },
        { key: 'inProgress', title: t('programme.state.inProgress'), dataIndex: 'inProgress' },
        { key: 'completed', title: t('programme.state.completed'), dataIndex: 'completed' },
        {
          key: 'rate',
          title: t('programme.supervise.col.completionRate'),
          width: 160,
          render: (_, r) => <Progress percent={r.completionRate} size="small" />,
        },
        {
          key: 'avg',
          title: t('programme.supervise.col.average'),
          render: (_, r) => `${r.averagePercent}%`,
        },
      ]}
    />
  );
}
