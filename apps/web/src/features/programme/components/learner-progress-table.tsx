import { Progress, Select, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PROGRESS_STATES,
  type ProgressState,
  type TProgressLearnerRow,
} from '@ascent/shared/programme';
import { LoadFailed } from '@ascent/client/ui';
import { useSupervisedLearners } from '../hooks/use-programme.ts';
import { ProgressStateTag } from './state-tags.tsx';
import { KeywordSearch } from './keyword-search.tsx';
import { formatDateTime } from '@ascent/client/i18n';

const PAGE_SIZE = 20;

/** Each member's progress on a programme I supervise, by state, keyword and department. */
export function LearnerProgressTable({
  programmeId,
  department,
  onClearDepartment,
}: {
  programmeId: number;
  department: { id: number; name: string } | null;
  onClearDepartment: () => void;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<ProgressState | undefined>();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const query = useSupervisedLearners({
    programmeId,
    departmentId: department?.id,
    state,
    keyword: keyword || undefined,
    page,
    pageSize: PAGE_SIZE,
  });
  if (query.isError && !query.data)
    return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <>
      <div className="prog-list__filters">
        {department && (
          <Tag closable onClose={onClearDepartment} color="blue">
            {department.name}
          </Tag>
        )}
        <Select
          className="prog-list__state"
          allowClear
          placeholder={t('programme.project.anyState')}
          value={state}
          onChange={(v: ProgressState | undefined) => {
            setState(v);
            setPage(1);
          }}
          options={PROGRESS_STATES.map((s) => ({ value: s, label: t(`programme.state.${s}`) }))}
          aria-label={t('programme.project.state')}
        />
        <KeywordSearch
          placeholder={t('programme.supervise.searchLearner')}
          onSearch={(v) => {
            setKeyword(v);
            setPage(1);
          }}
        />
      </div>
      <Table<TProgressLearnerRow>
        rowKey="userId"
        size="small"
        scroll={{ x: 720 }}
        loading={query.isFetching}
        dataSource={query.data?.list ?? []}
        data-testid="supervised-learners"
        locale={{ emptyText: t('programme.supervise.noLearners') }}
        pagination={{
          current: query.data?.page ?? page,
          pageSize: PAGE_SIZE,
          total: query.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
          hideOnSinglePage: true,
        }}
        columns={[
          {
            key: 'name',
            title: t('programme.supervise.col.learner'),
            render: (_, r) => `${r.realName} (${r.account})`,
          },
          {
            key: 'dept',
            title: t('programme.supervise.col.department'),
            dataIndex: 'departmentName',
          },
          {
            key: 'source',
            title: t('programme.supervise.col.source'),
            render: (_, r) => t(`programme.source.${r.source}`),
          },
          {
            key: 'state',
            title: t('programme.supervise.col.state'),
            render: (_, r) => <ProgressStateTag state={r.state} />,
          },
          {
            key: 'percent',
            title: t('programme.supervise.col.progress'),
            width: 180,
            render: (_, r) => <Progress percent={r.percent} size="small" />,
          },
          {
            key: 'compulsory',
            title: t('programme.supervise.col.compulsory'),
            render: (_, r) => `${r.compulsoryDone} / ${r.compulsoryTotal}`,
          },
          {
            key: 'completedAt',
            title: t('programme.supervise.col.completedAt'),
            render: (_, r) => (r.completedAt ? formatDateTime(r.completedAt) : '-'),
          },
        ]}
      />
    </>
  );
}
