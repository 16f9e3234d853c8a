import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Popconfirm, Space, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PAPER_MODES, type PaperMode, type TPaperRow } from '@ascent/shared/question-admin';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useListState } from '../../../components/data-table/use-list-state.ts';
import { EnumFilter } from '../components/enum-filter.tsx';
import { ListSearch } from '../components/list-search.tsx';
import { deletePapers, fetchPapers } from '../api/question-bank-api.ts';
import { QB_PAPERS_KEY } from '../hooks/use-question-bank.ts';
import { paperEditPath, paperPreviewPath } from '../lib/paths.ts';
import { ACTIONS_COLUMN } from '../../../components/data-table/actions-column.ts';
import { formatDateTime } from '@ascent/client/i18n';

/** Papers: fixed or random, with their totals and pass lines; preview, edit, delete. */
export function PapersPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const list = useListState();
  const [mode, setMode] = useState<PaperMode | undefined>();
  const refresh = () => client.invalidateQueries({ queryKey: QB_PAPERS_KEY });
  const remove = async (ids: number[]) => {
    await deletePapers(ids);
    void message.success(t('questionBank.deleted'));
  };

  return (
    <Card title={t('questionBank.title.papers')}>
      <DataTable<TPaperRow>
        testId="papers-table"
        queryKey={[...QB_PAPERS_KEY, 'list', mode]}
        list={list}
        fetchPage={(q) => fetchPapers({ ...q, mode })}
        toolbar={
          <Space wrap>
            <ListSearch label={t('questionBank.paper.search')} list={list} />
            <EnumFilter
              label={t('questionBank.paper.mode')}
              values={PAPER_MODES}
              optionLabel={(m) => t(`questionBank.paper.modes.${m}`)}
              value={mode}
              onChange={setMode}
              list={list}
              width={150}
            />
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => void navigate(paperEditPath())}
              data-testid="paper-create"
            >
              {t('questionBank.paper.create')}
            </Button>
          </Space>
        }
        bulkActions={[
          {
            key: 'delete',
            label: t('questionBank.delete'),
            danger: true,
            confirm: t('questionBank.paper.bulkDeleteConfirm'),
            run: (ids) => remove(ids).catch(() => false),
          },
        ]}
        columns={[
          { title: t('questionBank.paper.name'), dataIndex: 'name' },
          {
            title: t('questionBank.paper.mode'),
            dataIndex: 'mode',
            render: (m: PaperMode) => (
              <Tag color={m === 'random' ? 'purple' : 'blue'}>
                {t(`questionBank.paper.modes.${m}`)}
              </Tag>
            ),
          },
          { title: t('questionBank.paper.questionCount'), dataIndex: 'questionCount' },
          { title: t('questionBank.paper.total'), dataIndex: 'totalScore' },
          {
            title: t('questionBank.paper.passLine'),
            key: 'pass',
            render: (_: unknown, p: TPaperRow) =>
              t('questionBank.paper.passLineValue', {
                score: p.passScore,
                percent: Math.round(p.passRatio * 1000) / 10,
              }),
          },
          {
            title: t('questionBank.updatedAt'),
            dataIndex: 'updatedAt',
            render: (v: string) => formatDateTime(v),
          },
          {
            title: t('questionBank.actions'),
            ...ACTIONS_COLUMN,
            render: (_: unknown, row: TPaperRow) => (
              <Space size={0}>
                <Button
                  type="link"
                  size="small"
                  onClick={() => void navigate(paperEditPath(row.id))}
                >
                  {t('questionBank.edit')}
                </Button>
                <Button
                  type="link"
                  size="small"
                  onClick={() => void navigate(paperPreviewPath(row.id))}
                >
                  {t('questionBank.paper.preview')}
                </Button>
                <Popconfirm
                  title={t('questionBank.paper.deleteConfirm', { name: row.name })}
                  onConfirm={() =>
                    remove([row.id])
                      .then(refresh)
                      .catch(() => undefined)
                  }
                >
                  <Button type="link" size="small" danger>
                    {t('questionBank.delete')}
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
