import {
  App,
  Button,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Modal,
  Select,
  Space,
  Table,
  Tag,
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
} from '@ascent/shared/in-person';
import { saveFile } from '../../../components/download/save-file.ts';
import { XlsxImportDialog } from '../../../components/xlsx-import/xlsx-import-dialog.tsx';
import {
  correctAttendance,
  exportAttendance,
  fetchAttendance,
  gradeAttendance,
  importAttendance,
} from '../api/in-person-api.ts';
import { ACTIONS_COLUMN } from '../../../components/data-table/actions-column.ts';
import { formatDateTimeSeconds } from '@ascent/client/i18n';

export const STATE_COLOURS: Record<AttendanceState, string> = {
  notSignedIn: 'default',
  signedIn: 'blue',
  late: 'orange',
  signedOut: 'cyan',
  leftEarly: 'volcano',
  attended: 'green',
  absent: 'red',
  leave: 'purple',
};

const fmt = (v: string | null) => (v ? formatDateTimeSeconds(v) : '-');

/** A manager's correction of one learner's times, with the reason it is logged with. */
function CorrectDialog({
  sessionId,
  row,
  onClose,
}: {
  sessionId: number;
  row: TAttendanceRow | null;
  onClose: (changed: boolean) => void;
}) {
  const { t } = useTranslation();
  const server = useServerError();
  const [form] = Form.useForm<{
    signInAt: Dayjs | null;
    signOutAt: Dayjs | null;
    reason: string;
  }>();
  const submit = () =>
    server.guard(async () => {
      const v = await form.validateFields();
      await correctAttendance({
        sessionId,
        userId: row!.userId,
        signInAt: v.signInAt ? v.signInAt.toISOString() : null,
        signOutAt: v.signOutAt ? v.signOutAt.toISOString() : null,
        reason: v.reason ?? '',
      });
      onClose(true);
    });
  return (
    <Modal
      open={!!row}
      title={t('inPerson.attendance.correctTitle', { name: row?.name ?? '' })}
      onCancel={() => onClose(false)}
      onOk={() => void submit()}
      confirmLoading={server.pending}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          signInAt: row?.signInAt ? dayjs(row.signInAt) : null,
          signOutAt: row?.signOutAt ? dayjs(row.signOutAt) : null,
          reason: '',
        }}
      >
        <Form.Item name="signInAt" label={t('inPerson.attendance.signInAt')}>
          <DatePicker showTime format="YYYY-MM-DD HH:mm:ss" data-testid="in-person-correct-in" />
        </Form.Item>
        <Form.Item name="signOutAt" label={t('inPerson.attendance.signOutAt')}>
          <DatePicker showTime format="YYYY-MM-DD HH:mm:ss" data-testid="in-person-correct-out" />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('inPerson.attendance.reason')}
          rules={[
            { required: true, whitespace: true, message: t('inPerson.attendance.reasonRequired') },
          ]}
        >
          <Input.TextArea
            maxLength={IN_PERSON_LIMITS.reason}
            showCount
            data-testid="in-person-correct-reason"
          />
        </Form.Item>
      </Form>
      <FormError message={server.message} testId="in-person-correct-error" />
    </Modal>
  );
}

/** A manager's grade of one learner (graded sessions). */
function GradeDialog({
  sessionId,
  row,
  onClose,
}: {
  sessionId: number;
  row: TAttendanceRow | null;
  onClose: (changed: boolean) => void;
}) {
  const { t } = useTranslation();
  const server = useServerError();
  const [form] = Form.useForm<{ grade: number | null; comment: string }>();
  const submit = () =>
    server.guard(async () => {
      const v = await form.validateFields();
      await gradeAttendance({
        sessionId,
        userId: row!.userId,
        grade: v.grade ?? -1,
        comment: v.comment ?? '',
      });
      onClose(true);
    });
  return (
    <Modal
      open={!!row}
      title={t('inPerson.attendance.gradeTitle', { name: row?.name ?? '' })}
      onCancel={() => onClose(false)}
      onOk={() => void submit()}
      confirmLoading={server.pending}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ grade: row?.grade ?? null, comment: row?.gradeComment ?? '' }}
      >
        <Form.Item
          name="grade"
          label={t('inPerson.attendance.grade')}
          rules={[{ required: true, message: t('inPerson.attendance.gradeRequired') }]}
        >
          <InputNumber min={0} max={IN_PERSON_LIMITS.grade} data-testid="in-person-grade" />
        </Form.Item>
        <Form.Item name="comment" label={t('inPerson.attendance.comment')}>
          <Input.TextArea maxLength={IN_PERSON_LIMITS.comment} showCount />
        </Form.Item>
      </Form>
      <FormError message={server.message} testId="in-person-grade-error" />
    </Modal>
  );
}

/** Everyone expected with state and times: filters, counts, corrections, grades, import, export. */
export function AttendancePanel({ sessionId, grading }: { sessionId: number; grading: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [state, setState] = useState<AttendanceState | undefined>();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [correcting, setCorrecting] = useState<TAttendanceRow | null>(null);
  const [grading_, setGrading] = useState<TAttendanceRow | null>(null);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const key = ['in-person-admin', 'attendance', sessionId] as const;
  const list = useQuery({
    queryKey: [...key, state, keyword, page],
    queryFn: () =>
      fetchAttendance({ sessionId, state, keyword: keyword || undefined, page, pageSize: 20 }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => client.invalidateQueries({ queryKey: key });
  const done = (changed: boolean) => {
    setCorrecting(null);
    setGrading(null);
    if (changed) {
      void message.success(t('inPerson.attendance.saved'));
      void refresh();
    }
  };
  const exportSheet = async () => {
    setExporting(true);
    try {
      saveFile(await exportAttendance(sessionId));
    } catch {
      // the API client has shown why
    } finally {
      setExporting(false);
    }
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        {ATTENDANCE_STATES.map((s) => (
          <Tag key={s} color={STATE_COLOURS[s]} data-testid={`in-person-count-${s}`}>
            {t(`inPerson.state.${s}`)} {list.data?.counts[s] ?? 0}
          </Tag>
        ))}
      </Space>
      <Space wrap>
        <Input.Search
          allowClear
          placeholder={t('inPerson.attendance.search')}
          aria-label={t('inPerson.attendance.search')}
          onSearch={(v) => {
            setKeyword(v.trim());
            setPage(1);
          }}
          style={{ width: 220 }}
        />
        <Select
          allowClear
          placeholder={t('inPerson.attendance.state')}
          aria-label={t('inPerson.attendance.state')}
          value={state}
          onChange={(v: AttendanceState | undefined) => {
            setState(v);
            setPage(1);
          }}
          options={ATTENDANCE_STATES.map((s) => ({ value: s, label: t(`inPerson.state.${s}`) }))}
          style={{ width: 160 }}
        />
        <Button onClick={() => setImporting(true)} data-testid="in-person-import">
          {t('inPerson.attendance.import')}
        </Button>
        <Button
          loading={exporting}
          onClick={() => void exportSheet()}
          data-testid="in-person-export"
        >
          {t('inPerson.attendance.export')}
        </Button>
      </Space>
      <Table<TAttendanceRow>
        rowKey="userId"
        size="small"
        scroll={{ x: 900 }}
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        data-testid="in-person-attendance"
        locale={{
          emptyText: list.isError ? t('inPerson.loadFailed') : t('inPerson.attendance.empty'),
        }}
        pagination={{
          current: page,
          pageSize: 20,
          total: list.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={[
          { title: t('inPerson.attendance.name'), dataIndex: 'name' },
          { title: t('inPerson.attendance.account'), dataIndex: 'account' },
          { title: t('inPerson.attendance.department'), dataIndex: 'departmentName' },
          {
            title: t('inPerson.attendance.state'),
            dataIndex: 'state',
            render: (s: AttendanceState) => (
              <Tag color={STATE_COLOURS[s]}>{t(`inPerson.state.${s}`)}</Tag>
            ),
          },
          { title: t('inPerson.attendance.signInAt'), dataIndex: 'signInAt', render: fmt },
          { title: t('inPerson.attendance.signOutAt'), dataIndex: 'signOutAt', render: fmt },
          ...(grading
            ? [
                {
                  title: t('inPerson.attendance.grade'),
                  dataIndex: 'grade',
                  render: (g: number | null) => g ?? '-',
                },
              ]
            : []),
          {
            title: t('inPerson.actions'),
            ...ACTIONS_COLUMN,
            render: (_: unknown, row: TAttendanceRow) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setCorrecting(row)}>
                  {t('inPerson.attendance.correct')}
                </Button>
                {grading && (
                  <Button type="link" size="small" onClick={() => setGrading(row)}>
                    {t('inPerson.attendance.gradeAction')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <CorrectDialog sessionId={sessionId} row={correcting} onClose={done} />
      <GradeDialog sessionId={sessionId} row={grading_} onClose={done} />
      <XlsxImportDialog
        open={importing}
        onClose={() => setImporting(false)}
        width={560}
        testId="in-person-import-dialog"
        kind="attendance"
        accept=".xls,.xlsx"
        texts={{
          title: t('inPerson.attendance.importTitle'),
          step1: t('inPerson.attendance.importStep1'),
          template: t('inPerson.attendance.export'),
          step2: t('inPerson.attendance.importStep2'),
          choose: t('inPerson.attendance.choose'),
          noFile: t('inPerson.attendance.noFile'),
          start: t('inPerson.attendance.importStart'),
          close: t('inPerson.attendance.close'),
        }}
        downloadTemplate={() => exportAttendance(sessionId)}
        importFile={(file) => importAttendance(sessionId, file)}
        onImported={() => refresh()}
        renderResult={(r) => (
          <Space orientation="vertical">
            <Typography.Text type={r.failed.length ? 'danger' : 'success'}>
              {r.failed.length
                ? t('inPerson.attendance.importRefused', { failed: r.failed.length })
                : t('inPerson.attendance.imported', { imported: r.imported })}
            </Typography.Text>
            {r.failed.map((f) => (
              <Typography.Text key={f.row} type="danger">
                {t('inPerson.attendance.importRow', { row: f.row, reason: f.reason })}
              </Typography.Text>
            ))}
          </Space>
        )}
      />
    </Space>
  );
}
