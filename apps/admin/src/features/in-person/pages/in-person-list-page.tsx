import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Input, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  IN_PERSON_TIME_STATES,
  type InPersonTimeState,
  type TInPersonRow,
} from '@ascent/shared/in-person';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useListState } from '../../../components/data-table/use-list-state.ts';
import { deleteInPersonSessions, fetchInPersonPage } from '../api/in-person-api.ts';
import { inPersonEditPath, inPersonSessionPath } from '../lib/in-person-paths.ts';
import { ACTIONS_COLUMN } from '../../../components/data-table/actions-column.ts';
import { formatDateTime } from '@ascent/client/i18n';

export const IN_PERSON_LIST_KEY = ['in-person-admin', 'list'] as const;
const TIME_COLOURS: Record<InPersonTimeState, string> = {
  notStarted: 'default',
  inProgress: 'blue',
  ended: 'default',
};

/** Face-to-face sessions: filter, create, edit, open the session page (QR and attendance). */
export function InPersonListPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const list = useListState();
  const [timeState, setTimeState] = useState<InPersonTimeState | undefined>();

  return (
    <Card title={t('inPerson.title.list')}>
      <DataTable<TInPersonRow>
        testId="in-person-table"
        queryKey={[...IN_PERSON_LIST_KEY, timeState]}
        list={list}
        fetchPage={(q) => fetchInPersonPage({ ...q, timeState })}
        toolbar={
          <Space wrap>
            <Input.Search
              allowClear
              placeholder={t('inPerson.search')}
              aria-label={t('inPerson.search')}
              onSearch={(v) => list.search(v)}
              style={{ width: 240 }}
            />
            <Select
              allowClear
              placeholder={t('inPerson.timeLabel')}
              aria-label={t('inPerson.timeLabel')}
              value={timeState}
              onChange={(v: InPersonTimeState | undefined) => {
                setTimeState(v);
                list.change({ page: 1 });
              }}
              options={IN_PERSON_TIME_STATES.map((s) => ({
                value: s,
                label: t(`inPerson.time.${s}`),
              }))}
              style={{ width: 140 }}
            />
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => void navigate(inPersonEditPath())}
              data-testid="in-person-create"
            >
              {t('inPerson.create')}
            </Button>
          </Space>
        }
        bulkActions={[
          {
            key: 'delete',
            label: t('inPerson.delete'),
            danger: true,
            confirm: t('inPerson.deleteConfirm'),
            run: (ids) =>
              deleteInPersonSessions(ids)
                .then(() => void message.success(t('inPerson.deleted')))
                .catch(() => false),
          },
        ]}
        columns={[
          { title: t('inPerson.form.name'), dataIndex: 'name' },
          {
            title: t('inPerson.timeLabel'),
            key: 'time',
            render: (_: unknown, row: TInPersonRow) => (
              <Space size={4} wrap>
                <Tag color={TIME_COLOURS[row.timeState]}>{t(`inPerson.time.${row.timeState}`)}</Tag>
                <span>
                  {formatDateTime(row.startAt)} ~ {formatDateTime(row.endAt)}
                </span>
              </Space>
            ),
          },
          { title: t('inPerson.form.address'), dataIndex: 'address' },
          { title: t('inPerson.form.lecturer'), dataIndex: 'lecturer' },
          { title: t('inPerson.form.lessonHours'), dataIndex: 'lessonHours' },
          { title: t('inPerson.signedInCount'), dataIndex: 'signedIn' },
          {
            title: t('inPerson.actions'),
            ...ACTIONS_COLUMN,
            render: (_: unknown, row: TInPersonRow) => (
              <Space size={0} wrap>
                <Button
                  type="link"
                  size="small"
                  onClick={() => void navigate(inPersonSessionPath(row.id))}
                  data-testid={`in-person-open-${row.id}`}
                >
                  {t('inPerson.open')}
                </Button>
                <Button
                  type="link"
                  size="small"
                  onClick={() => void navigate(inPersonEditPath(row.id))}
                >
                  {t('inPerson.edit')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
