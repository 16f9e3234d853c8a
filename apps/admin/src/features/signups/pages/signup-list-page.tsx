import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Input, Popconfirm, Select, Space, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  SIGNUP_KINDS,
  SIGNUP_STATUSES,
  type SignupKind,
  type SignupStatus,
  type TSignupAdminRow,
} from '@ascent/shared/signup';
import type { TimeState } from '@ascent/shared/task';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useListState } from '../../../components/data-table/use-list-state.ts';
import { deleteSignups, fetchSignupPage, setSignupStatus } from '../api/signups-api.ts';
import { SIGNUP_LIST_KEY } from '../hooks/use-signups-admin.ts';
import { signupEditPath, signupPeoplePath } from '../lib/signup-paths.ts';
import { ACTIONS_COLUMN } from '../../../components/data-table/actions-column.ts';
import { formatDateTime } from '@ascent/client/i18n';

const STATUS_COLOURS: Record<SignupStatus, string> = {
  draft: 'default',
  published: 'green',
  closed: 'orange',
};
const WINDOW_COLOURS: Record<TimeState, string> = {
  notStarted: 'default',
  inProgress: 'blue',
  ended: 'default',
};

/** Sign-ups: filter by keyword, kind and status; publish, close, delete; open the people. */
export function SignupListPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const list = useListState();
  const [kind, setKind] = useState<SignupKind | undefined>();
  const [status, setStatus] = useState<SignupStatus | undefined>();
  const refresh = () => client.invalidateQueries({ queryKey: SIGNUP_LIST_KEY });

  const changeStatus = async (ids: number[], to: 'published' | 'closed') => {
    await setSignupStatus(ids, to);
    void message.success(t(to === 'published' ? 'signups.publishedDone' : 'signups.closedDone'));
  };
  const remove = async (ids: number[]) => {
    await deleteSignups(ids);
    void message.success(t('signups.deleted'));
  };

  return (
    <Card title={t('signups.title.list')}>
      <DataTable<TSignupAdminRow>
        testId="signup-table"
        queryKey={[...SIGNUP_LIST_KEY, kind, status]}
        list={list}
        fetchPage={(q) => fetchSignupPage({ ...q, kind, status })}
        toolbar={
          <Space wrap>
            <Input.Search
              allowClear
              placeholder={t('signups.search')}
              aria-label={t('signups.search')}
              onSearch={(v) => list.search(v)}
              style={{ width: 220 }}
            />
            <Select
              allowClear
              placeholder={t('signups.form.kind')}
              aria-label={t('signups.form.kind')}
              value={kind}
              onChange={(v: SignupKind | undefined) => {
                setKind(v);
                list.change({ page: 1 });
              }}
              options={SIGNUP_KINDS.map((k) => ({ value: k, label: t(`signups.kind.${k}`) }))}
              style={{ width: 200 }}
            />
            <Select
              allowClear
              placeholder={t('signups.statusLabel')}
              aria-label={t('signups.statusLabel')}
              value={status}
              onChange={(v: SignupStatus | undefined) => {
                setStatus(v);
                list.change({ page: 1 });
              }}
              options={SIGNUP_STATUSES.map((s) => ({ value: s, label: t(`signups.status.${s}`) }))}
              style={{ width: 130 }}
            />
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => void navigate(signupEditPath())}
              data-testid="signup-create"
            >
              {t('signups.create')}
            </Button>
          </Space>
        }
        bulkActions={[
          {
            key: 'publish',
            label: t('signups.publish'),
            run: (ids) => changeStatus(ids, 'published').catch(() => undefined),
          },
          {
            key: 'close',
            label: t('signups.close'),
            run: (ids) => changeStatus(ids, 'closed').catch(() => undefined),
          },
          {
            key: 'delete',
            label: t('signups.delete'),
            danger: true,
            confirm: t('signups.bulkDeleteConfirm'),
            run: (ids) => remove(ids).catch(() => undefined),
          },
        ]}
        columns={[
          { title: t('signups.form.title'), dataIndex: 'title' },
          {
            title: t('signups.form.kind'),
            dataIndex: 'kind',
            render: (k: SignupKind) => t(`signups.kind.${k}`),
          },
          {
            title: t('signups.target'),
            dataIndex: 'targetTitle',
            render: (v: string | null) => v ?? '—',
          },
          {
            title: t('signups.statusLabel'),
            dataIndex: 'status',
            render: (s: SignupStatus) => (
              <Tag color={STATUS_COLOURS[s]}>{t(`signups.status.${s}`)}</Tag>
            ),
          },
          {
            title: t('signups.form.window'),
            key: 'window',
            render: (_: unknown, row: TSignupAdminRow) => (
              <Space size={4} wrap>
                <Tag color={WINDOW_COLOURS[row.window]}>{t(`signups.window.${row.window}`)}</Tag>
                <span>
                  {formatDateTime(row.startAt)} ~ {formatDateTime(row.endAt)}
                </span>
              </Space>
            ),
          },
          {
            title: t('signups.taken'),
            key: 'taken',
            render: (_: unknown, row: TSignupAdminRow) =>
              row.capacity ? `${row.taken} / ${row.capacity}` : `${row.taken} / ∞`,
          },
          {
            title: t('signups.form.approval'),
            dataIndex: 'requiresApproval',
            render: (v: boolean) => t(v ? 'signups.yes' : 'signups.no'),
          },
          {
            title: t('signups.actions'),
            ...ACTIONS_COLUMN,
            render: (_: unknown, row: TSignupAdminRow) => (
              <Space size={0} wrap>
                <Button
                  type="link"
                  size="small"
                  onClick={() => void navigate(signupEditPath(row.id))}
                >
                  {t('signups.edit')}
                </Button>
                <Button
                  type="link"
                  size="small"
                  onClick={() => void navigate(signupPeoplePath(row.id))}
                  data-testid={`signup-people-${row.id}`}
                >
                  {t('signups.people')}
                </Button>
                <Button
                  type="link"
                  size="small"
                  data-testid={`signup-toggle-${row.id}`}
                  onClick={() =>
                    void changeStatus([row.id], row.status === 'published' ? 'closed' : 'published')
                      .then(refresh)
                      .catch(() => undefined)
                  }
                >
                  {t(row.status === 'published' ? 'signups.close' : 'signups.publish')}
                </Button>
                <Popconfirm
                  title={t('signups.deleteConfirm', { title: row.title })}
                  onConfirm={() =>
                    remove([row.id])
                      .then(refresh)
                      .catch(() => undefined)
                  }
                >
                  <Button type="link" size="small" danger>
                    {t('signups.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
