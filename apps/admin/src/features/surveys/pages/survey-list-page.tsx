import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Input, Popconfirm, Select, Space, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  SURVEY_STATUSES,
  type SurveyAdminRow,
  type SurveyKind,
  type SurveyStatus,
  type SurveyTimeState,
} from '@ascent/shared/survey';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useListState } from '../../../components/data-table/use-list-state.ts';
import { fetchSurveys, surveyAction } from '../api/surveys-api.ts';
import {
  SURVEYS_KEY,
  surveyCreatePath,
  surveyEditPath,
  surveyResultsPath,
} from '../lib/survey-paths.ts';
import { ACTIONS_COLUMN } from '../../../components/data-table/actions-column.ts';
import { formatDateTime } from '@ascent/client/i18n';

const STATUS_COLOURS: Record<SurveyStatus, string> = {
  draft: 'default',
  published: 'green',
  unpublished: 'orange',
};
const TIME_COLOURS: Record<SurveyTimeState, string> = {
  not_started: 'default',
  in_progress: 'processing',
  ended: 'default',
};

/** Questionnaires, votes or evaluations: filter, publish, take down, delete, open results. */
export function SurveyListPage({ kind }: { kind: SurveyKind }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const list = useListState();
  const [status, setStatus] = useState<SurveyStatus | undefined>();
  const listKey = [...SURVEYS_KEY, 'list', kind] as const;
  const refresh = () => client.invalidateQueries({ queryKey: listKey });
  const act = async (action: 'publish' | 'unpublish' | 'delete', ids: number[]) => {
    await surveyAction(action, ids);
    void message.success(t(`surveys.done.${action}`));
  };

  return (
    <Card title={t(`surveys.title.${kind}`)}>
      <DataTable<SurveyAdminRow>
        testId={`surveys-table-${kind}`}
        queryKey={[...listKey, status]}
        list={list}
        fetchPage={(q) => fetchSurveys({ ...q, kind, status })}
        toolbar={
          <Space wrap>
            <Input.Search
              allowClear
              placeholder={t('surveys.search')}
              aria-label={t('surveys.search')}
              onSearch={(v) => list.search(v)}
              style={{ width: 240 }}
            />
            <Select
              allowClear
              placeholder={t('surveys.status.label')}
              aria-label={t('surveys.status.label')}
              value={status}
              onChange={(v: SurveyStatus | undefined) => {
                setStatus(v);
                list.change({ page: 1 });
              }}
              options={SURVEY_STATUSES.map((s) => ({ value: s, label: t(`surveys.status.${s}`) }))}
              style={{ width: 140 }}
            />
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => void navigate(surveyCreatePath(kind))}
              data-testid="survey-create"
            >
              {t(`surveys.create.${kind}`)}
            </Button>
          </Space>
        }
        bulkActions={[
          {
            key: 'publish',
            label: t('surveys.publish'),
            run: (ids) => act('publish', ids).catch(() => false),
          },
          {
            key: 'unpublish',
            label: t('surveys.unpublish'),
            run: (ids) => act('unpublish', ids).catch(() => false),
          },
          {
            key: 'delete',
            label: t('surveys.delete'),
            danger: true,
            confirm: t('surveys.bulkDeleteConfirm'),
            run: (ids) => act('delete', ids).catch(() => false),
          },
        ]}
        columns={[
          { title: t('surveys.field.title'), dataIndex: 'title' },
          {
            title: t('surveys.status.label'),
            dataIndex: 'status',
            render: (s: SurveyStatus) => (
              <Tag color={STATUS_COLOURS[s]}>{t(`surveys.status.${s}`)}</Tag>
            ),
          },
          {
            title: t('surveys.field.period'),
            key: 'period',
            render: (_: unknown, r: SurveyAdminRow) => (
              <Space size={4} wrap>
                <Tag color={TIME_COLOURS[r.timeState]}>{t(`surveys.timeState.${r.timeState}`)}</Tag>
                <span>
                  {r.startAt ? formatDateTime(r.startAt) : '…'} ~{' '}
                  {r.endAt ? formatDateTime(r.endAt) : '…'}
                </span>
              </Space>
            ),
          },
          {
            title: t('surveys.field.anonymous'),
            dataIndex: 'anonymous',
            render: (v: boolean) => (v ? t('surveys.yes') : t('surveys.no')),
          },
          { title: t('surveys.questions'), dataIndex: 'questionCount' },
          {
            title: t('surveys.responses'),
            key: 'responses',
            render: (_: unknown, r: SurveyAdminRow) =>
              r.expectedCount === null
                ? r.responseCount
                : `${r.responseCount} / ${r.expectedCount}`,
          },
          {
            title: t('surveys.updatedAt'),
            dataIndex: 'updatedAt',
            render: (v: string) => formatDateTime(v),
          },
          {
            title: t('surveys.actions'),
            ...ACTIONS_COLUMN,
            render: (_: unknown, r: SurveyAdminRow) => (
              <Space size={0} wrap>
                <Button
                  type="link"
                  size="small"
                  onClick={() => void navigate(surveyEditPath(r.id))}
                >
                  {t('surveys.edit')}
                </Button>
                <Button
                  type="link"
                  size="small"
                  onClick={() => void navigate(surveyResultsPath(r.id))}
                >
                  {t('surveys.results')}
                </Button>
                <Button
                  type="link"
                  size="small"
                  onClick={() =>
                    void act(r.status === 'published' ? 'unpublish' : 'publish', [r.id])
                      .then(refresh)
                      .catch(() => undefined)
                  }
                >
                  {t(r.status === 'published' ? 'surveys.unpublish' : 'surveys.publish')}
                </Button>
                <Popconfirm
                  title={t('surveys.deleteConfirm', { title: r.title })}
                  onConfirm={() =>
                    act('delete', [r.id])
                      .then(refresh)
                      .catch(() => undefined)
                  }
                >
                  <Button type="link" size="small" danger disabled={r.status === 'published'}>
                    {t('surveys.delete')}
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
