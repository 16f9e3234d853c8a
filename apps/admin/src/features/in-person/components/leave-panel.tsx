import { App, Button, Input, Modal, Select, Space, Table, Tag } from 'antd';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEAVE_STATUSES, type LeaveStatus, type TLeaveRow } from '@ascent/shared/in-person';
import { decideLeave, fetchLeaves } from '../api/in-person-api.ts';
import { ACTIONS_COLUMN } from '../../../components/data-table/actions-column.ts';
import { formatDateTime } from '@ascent/client/i18n';

const COLOURS: Record<LeaveStatus, string> = {
  pending: 'gold',
  reviewing: 'blue',
  approved: 'green',
  rejected: 'red',
  cancelled: 'default',
};

/** Leave requests of a session; pending ones are decided here (reviewing ones in the audit centre). */
export function LeavePanel({ sessionId }: { sessionId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [status, setStatus] = useState<LeaveStatus | undefined>();
  const [page, setPage] = useState(1);
  const [rejecting, setRejecting] = useState<TLeaveRow | null>(null);
  const [reason, setReason] = useState('');
  const key = ['in-person-admin', 'leaves', sessionId] as const;
  const list = useQuery({
    queryKey: [...key, status, page],
    queryFn: () => fetchLeaves({ sessionId, status, page, pageSize: 20 }),
    placeholderData: keepPreviousData,
  });
  const decide = async (row: TLeaveRow, approve: boolean, why = '') => {
    await decideLeave({ leaveId: row.id, approve, reason: why });
    void message.success(
      t(approve ? 'inPerson.leave.approvedDone' : 'inPerson.leave.rejectedDone'),
    );
    setRejecting(null);
    await client.invalidateQueries({ queryKey: ['in-person-admin'] });
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Select
        allowClear
        placeholder={t('inPerson.leave.status')}
        aria-label={t('inPerson.leave.status')}
        value={status}
        onChange={(v: LeaveStatus | undefined) => {
          setStatus(v);
          setPage(1);
        }}
        options={LEAVE_STATUSES.map((s) => ({ value: s, label: t(`inPerson.leaveStatus.${s}`) }))}
        style={{ width: 160 }}
      />
      <Table<TLeaveRow>
        rowKey="id"
        size="small"
        scroll={{ x: 800 }}
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        locale={{ emptyText: list.isError ? t('inPerson.loadFailed') : t('inPerson.leave.empty') }}
        pagination={{
          current: page,
          pageSize: 20,
          total: list.data?.total ?? 0,
          onChange: setPage,
        }}
        columns={[
          { title: t('inPerson.attendance.name'), dataIndex: 'name' },
          { title: t('inPerson.attendance.account'), dataIndex: 'account' },
          { title: t('inPerson.leave.reason'), dataIndex: 'reason' },
          {
            title: t('inPerson.leave.status'),
            dataIndex: 'status',
            render: (s: LeaveStatus, row) => (
              <Space size={4}>
                <Tag color={COLOURS[s]}>{t(`inPerson.leaveStatus.${s}`)}</Tag>
                {row.rejectReason && <span>{row.rejectReason}</span>}
              </Space>
            ),
          },
          {
            title: t('inPerson.leave.createdAt'),
            dataIndex: 'createdAt',
            render: (v: string) => formatDateTime(v),
          },
          {
            title: t('inPerson.actions'),
            ...ACTIONS_COLUMN,
            render: (_: unknown, row: TLeaveRow) =>
              row.status === 'pending' ? (
                <Space size={0}>
                  <Button
                    type="link"
                    size="small"
                    onClick={() => void decide(row, true).catch(() => undefined)}
                  >
                    {t('inPerson.leave.approve')}
                  </Button>
                  <Button
                    type="link"
                    size="small"
                    danger
                    onClick={() => {
                      setReason('');
                      setRejecting(row);
                    }}
                  >
                    {t('inPerson.leave.reject')}
                  </Button>
                </Space>
              ) : row.status === 'reviewing' ? (
                t('inPerson.leave.inAudit')
              ) : null,
          },
        ]}
      />
      <Modal
        open={!!rejecting}
        title={t('inPerson.leave.rejectTitle')}
        okButtonProps={{ disabled: !reason.trim() }}
        onOk={() =>
          rejecting && void decide(rejecting, false, reason.trim()).catch(() => undefined)
        }
        onCancel={() => setRejecting(null)}
        destroyOnHidden
      >
        <Input.TextArea
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          placeholder={t('inPerson.leave.rejectReason')}
          aria-label={t('inPerson.leave.rejectReason')}
          maxLength={500}
        />
      </Modal>
    </Space>
  );
}
