import { App, Button, Input, Modal, Select, Space, Table, Tag } from 'antd';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEAVE_STATUSES, type LeaveStatus, type TLeaveRow } from '@ascent/shared/face';
import { decideLeave, fetchLeaves } from '../api/face-api.ts';

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
  const key = ['face-admin', 'leaves', sessionId] as const;
  const list = useQuery({
    queryKey: [...key, status, page],
    queryFn: () => fetchLeaves({ sessionId, status, page, pageSize: 20 }),
    placeholderData: keepPreviousData,
  });
  const decide = async (row: TLeaveRow, approve: boolean, why = '') => {
    await decideLeave({ leaveId: row.id, approve, reason: why });
    void message.success(t(approve ? 'face.leave.approvedDone' : 'face.leave.rejectedDone'));
    setRejecting(null);
    await client.invalidateQueries({ queryKey: ['face-admin'] });
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Select
        allowClear
        placeholder={t('face.leave.status')}
        aria-label={t('face.leave.status')}
        value={status}
        onChange={(v: LeaveStatus | undefined) => {
          setStatus(v);
          setPage(1);
        }}
        options={LEAVE_STATUSES.map((s) => ({ value: s, label: t(`face.leaveStatus.${s}`) }))}
        style={{ width: 160 }}
      />
      <Table<TLeaveRow>
        rowKey="id"
        size="small"
        scroll={{ x: 800 }}
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        locale={{ emptyText: list.isError ? t('face.loadFailed') : t('face.leave.empty') }}
        pagination={{
          current: page,
          pageSize: 20,
          total: list.data?.total ?? 0,
          onChange: setPage,
        }}
        columns={[
          { title: t('face.attendance.name'), dataIndex: 'name' },
          { title: t('face.attendance.account'), dataIndex: 'account' },
          { title: t('face.leave.reason'), dataIndex: 'reason' },
          {
            title: t('face.leave.status'),
            dataIndex: 'status',
            render: (s: LeaveStatus, row) => (
              <Space size={4}>
                <Tag color={COLOURS[s]}>{t(`face.leaveStatus.${s}`)}</Tag>
                {row.rejectReason && <span>{row.rejectReason}</span>}
              </Space>
            ),
          },
          {
            title: t('face.leave.createdAt'),
            dataIndex: 'createdAt',
            render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm'),
          },
          {
            title: t('face.actions'),
            key: 'actions',
            render: (_: unknown, row: TLeaveRow) =>
              row.status === 'pending' ? (
                <Space size={0}>
                  <Button
                    type="link"
                    size="small"
                    onClick={() => void decide(row, true).catch(() => undefined)}
                  >
                    {t('face.leave.approve')}
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
                    {t('face.leave.reject')}
                  </Button>
                </Space>
              ) : row.status === 'reviewing' ? (
                t('face.leave.inAudit')
              ) : null,
          },
        ]}
      />
      <Modal
        open={!!rejecting}
        title={t('face.leave.rejectTitle')}
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
          placeholder={t('face.leave.rejectReason')}
          aria-label={t('face.leave.rejectReason')}
          maxLength={500}
        />
      </Modal>
    </Space>
  );
}
