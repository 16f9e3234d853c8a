import {
  App,
  Button,
  DatePicker,
  Empty,
  Input,
  List,
  Modal,
  Select,
  Space,
  Table,
  Typography,
} from 'antd';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError, useServerError } from '@ascent/client/ui';
import {
  ATTENDANCE_STATES,
  IN_PERSON_LIMITS,
  type AttendanceState,
  type TAttendanceRow,
  type TInPersonRow,
} from '@ascent/shared/in-person';
import { PagedList } from '../../../components/paged-list.tsx';
import {
  correctAttendance,
  decideLeave,
  fetchAttendance,
  fetchLeaves,
  fetchManaged,
} from '../api/in-person-api.ts';
import { InPersonQr } from './in-person-qr.tsx';
import { AttendanceTag, TimeTag } from './state-tag.tsx';
import { formatDateTime } from '@ascent/client/i18n';

const fmt = (v: string | null) => (v ? formatDateTime(v) : '-');

/** A correction of one learner's times, with the reason it is logged with. */
function CorrectDialog({
  sessionId,
  row,
  onClose,
}: {
  sessionId: number;
  row: TAttendanceRow;
  onClose: (changed: boolean) => void;
}) {
  const { t } = useTranslation();
  const server = useServerError();
  const [signIn, setSignIn] = useState<Dayjs | null>(row.signInAt ? dayjs(row.signInAt) : null);
  const [signOut, setSignOut] = useState<Dayjs | null>(row.signOutAt ? dayjs(row.signOutAt) : null);
  const [reason, setReason] = useState('');
  const submit = () =>
    server.guard(async () => {
      if (!reason.trim()) return t('inPerson.manage.reasonRequired');
      await correctAttendance({
        sessionId,
        userId: row.userId,
        signInAt: signIn ? signIn.toISOString() : null,
        signOutAt: signOut ? signOut.toISOString() : null,
        reason: reason.trim(),
      });
      onClose(true);
    });
  return (
    <Modal
      open
      title={t('inPerson.manage.correctTitle', { name: row.name || row.account })}
      onOk={() => void submit()}
      onCancel={() => onClose(false)}
      confirmLoading={server.pending}
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Text>{t('inPerson.mine.signInAt')}</Typography.Text>
        <DatePicker
          showTime
          value={signIn}
          onChange={setSignIn}
          aria-label={t('inPerson.mine.signInAt')}
        />
        <Typography.Text>{t('inPerson.mine.signOutAt')}</Typography.Text>
        <DatePicker
          showTime
          value={signOut}
          onChange={setSignOut}
          aria-label={t('inPerson.mine.signOutAt')}
        />
        <Input.TextArea
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={IN_PERSON_LIMITS.reason}
          placeholder={t('inPerson.manage.reason')}
          aria-label={t('inPerson.manage.reason')}
        />
        <FormError message={server.message} testId="in-person-correct-error" />
      </Space>
    </Modal>
  );
}

/** One managed session: the QR, everyone expected with corrections, pending leave. */
function ManagedSession({ session }: { session: TInPersonRow }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [state, setState] = useState<AttendanceState | undefined>();
  const [page, setPage] = useState(1);
  const [correcting, setCorrecting] = useState<TAttendanceRow | null>(null);
  const attendance = useQuery({
    queryKey: ['face', 'manage', session.id, 'attendance', state, page],
    queryFn: () => fetchAttendance({ sessionId: session.id, state, page, pageSize: 20 }),
    placeholderData: keepPreviousData,
  });
  const leaves = useQuery({
    queryKey: ['face', 'manage', session.id, 'leaves'],
    queryFn: () => fetchLeaves(session.id, 1),
  });
  const refresh = () => void client.invalidateQueries({ queryKey: ['face', 'manage', session.id] });
  const decide = async (leaveId: number, approve: boolean) => {
    await decideLeave({
      leaveId,
      approve,
      reason: approve ? '' : t('inPerson.manage.rejectedByManager'),
    });
    void message.success(t(approve ? 'inPerson.manage.approved' : 'inPerson.manage.rejected'));
    refresh();
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <InPersonQr sessionId={session.id} requireSignOut={session.requireSignOut} />
      <Select
        allowClear
        placeholder={t('inPerson.mine.state')}
        aria-label={t('inPerson.mine.state')}
        value={state}
        onChange={(v: AttendanceState | undefined) => {
          setState(v);
          setPage(1);
        }}
        options={ATTENDANCE_STATES.map((s) => ({
          value: s,
          label: `${t(`inPerson.state.${s}`)} (${attendance.data?.counts[s] ?? 0})`,
        }))}
        style={{ width: 200 }}
      />
      <Table<TAttendanceRow>
        rowKey="userId"
        size="small"
        scroll={{ x: 640 }}
        loading={attendance.isFetching}
        dataSource={attendance.data?.list ?? []}
        locale={{
          emptyText: attendance.isError ? t('inPerson.loadFailed') : t('inPerson.manage.nobody'),
        }}
        pagination={{
          current: page,
          pageSize: 20,
          total: attendance.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={[
          { title: t('inPerson.manage.name'), key: 'name', render: (_, r) => r.name || r.account },
          { title: t('inPerson.manage.department'), dataIndex: 'departmentName' },
          {
            title: t('inPerson.mine.state'),
            dataIndex: 'state',
            render: (s: AttendanceState) => <AttendanceTag state={s} />,
          },
          { title: t('inPerson.mine.signInAt'), dataIndex: 'signInAt', render: fmt },
          { title: t('inPerson.mine.signOutAt'), dataIndex: 'signOutAt', render: fmt },
          {
            title: '',
            key: 'actions',
            render: (_, r) => (
              <Button type="link" size="small" onClick={() => setCorrecting(r)}>
                {t('inPerson.manage.correct')}
              </Button>
            ),
          },
        ]}
      />
      {!!leaves.data?.list.length && (
        <List
          header={t('inPerson.manage.pendingLeave')}
          dataSource={leaves.data.list}
          renderItem={(l) => (
            <List.Item
              actions={[
                <Button
                  key="ok"
                  size="small"
                  onClick={() => void decide(l.id, true).catch(() => undefined)}
                >
                  {t('inPerson.manage.approve')}
                </Button>,
                <Button
                  key="no"
                  size="small"
                  danger
                  onClick={() => void decide(l.id, false).catch(() => undefined)}
                >
                  {t('inPerson.manage.reject')}
                </Button>,
              ]}
            >
              <List.Item.Meta title={l.name || l.account} description={l.reason} />
            </List.Item>
          )}
        />
      )}
      {correcting && (
        <CorrectDialog
          sessionId={session.id}
          row={correcting}
          onClose={(changed) => {
            setCorrecting(null);
            if (changed) {
              void message.success(t('inPerson.manage.corrected'));
              refresh();
            }
          }}
        />
      )}
    </Space>
  );
}

/** The sessions the learner is an attendance manager of; choosing one opens its tools. */
export function ManagePanel() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<TInPersonRow | null>(null);
  const query = useQuery({
    queryKey: ['face', 'managed', page],
    queryFn: () => fetchManaged(page),
    placeholderData: keepPreviousData,
  });
  if (chosen)
    return (
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Space wrap>
          <Button onClick={() => setChosen(null)}>{t('inPerson.manage.back')}</Button>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {chosen.name}
          </Typography.Title>
        </Space>
        <ManagedSession session={chosen} />
      </Space>
    );
  return (
    <PagedList
      query={query}
      onPage={setPage}
      testId="in-person-managed"
      pagerClassName="in-person-pager"
      empty={<Empty description={t('inPerson.manage.none')} />}
      renderItem={(row) => (
        <List.Item
          actions={[
            <Button
              key="open"
              type="link"
              onClick={() => setChosen(row)}
              data-testid={`in-person-manage-${row.id}`}
            >
              {t('inPerson.manage.open')}
            </Button>,
          ]}
        >
          <List.Item.Meta
            title={row.name}
            description={
              <span className="in-person-row-meta">
                <TimeTag state={row.timeState} />
                <Typography.Text type="secondary">
                  {fmt(row.startAt)} ~ {fmt(row.endAt)} · {row.address}
                </Typography.Text>
              </span>
            }
          />
        </List.Item>
      )}
    />
  );
}
