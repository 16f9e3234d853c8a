import { ExportOutlined, ImportOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Popconfirm, Space, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import {
  DIFFICULTIES,
  QUESTION_TYPES,
  type Difficulty,
  type QuestionType,
} from '@ascent/shared/question';
import type { TQuestionRow } from '@ascent/shared/question-admin';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useListState } from '../../../components/data-table/use-list-state.ts';
import { EnumFilter } from '../components/enum-filter.tsx';
import { ListSearch } from '../components/list-search.tsx';
import { deleteQuestions, exportQuestions, fetchQuestions } from '../api/question-bank-api.ts';
import { BankSelect } from '../components/bank-select.tsx';
import { ImportDialog } from '../components/import-dialog.tsx';
import { QuestionTypeTag } from '../components/question-type-tag.tsx';
import { QB_QUESTIONS_KEY, useBank } from '../hooks/use-question-bank.ts';
import { idParam, questionEditPath } from '../lib/paths.ts';
import { saveFile } from '../../../components/download/save-file.ts';
import { ACTIONS_COLUMN } from '../../../components/data-table/actions-column.ts';
import { formatDateTime } from '@ascent/client/i18n';

/** Questions: filter by bank, type, difficulty and words; add, import, export, delete. */
export function QuestionsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const list = useListState();
  const initialBank = idParam(new URLSearchParams(useLocation().search).get('bankId'));
  const known = useBank(initialBank);
  const [bank, setBank] = useState<{ id?: number; name: string }>({
    id: initialBank ?? undefined,
    name: '',
  });
  const [type, setType] = useState<QuestionType | undefined>();
  const [difficulty, setDifficulty] = useState<Difficulty | undefined>();
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const bankName = bank.name || (known.data && bank.id === known.data.id ? known.data.name : '');
  const filters = { bankId: bank.id, type, difficulty };
  const refresh = () => client.invalidateQueries({ queryKey: QB_QUESTIONS_KEY });

  const remove = async (ids: number[]) => {
    await deleteQuestions(ids);
    void message.success(t('questionBank.deleted'));
  };
  const runExport = async () => {
    setExporting(true);
    try {
      saveFile(await exportQuestions({ ...filters, keyword: list.query.keyword }));
    } catch {
      // the API client has shown why
    } finally {
      setExporting(false);
    }
  };

  return (
    <Card title={t('questionBank.title.questions')}>
      <DataTable<TQuestionRow>
        testId="questions-table"
        queryKey={[...QB_QUESTIONS_KEY, 'list', bank.id, type, difficulty]}
        list={list}
        fetchPage={(q) => fetchQuestions({ ...q, ...filters })}
        toolbar={
          <Space wrap>
            <BankSelect
              allowClear
              value={bank.id}
              knownName={bankName}
              placeholder={t('questionBank.question.allBanks')}
              onChange={(id, name) => {
                setBank({ id, name });
                list.change({ page: 1 });
              }}
              style={{ width: 220 }}
              testId="questions-bank-filter"
            />
            <EnumFilter
              label={t('questionBank.editor.type')}
              values={QUESTION_TYPES}
              optionLabel={(v) => t(`questionBank.type.${v}`)}
              value={type}
              onChange={setType}
              list={list}
              width={150}
            />
            <EnumFilter
              label={t('questionBank.editor.difficulty')}
              values={DIFFICULTIES}
              optionLabel={(v) => t(`questionBank.difficulty.${v}`)}
              value={difficulty}
              onChange={setDifficulty}
              list={list}
              width={110}
            />
            <ListSearch label={t('questionBank.question.search')} list={list} />
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => void navigate(questionEditPath({ bankId: bank.id }))}
              data-testid="question-create"
            >
              {t('questionBank.question.create')}
            </Button>
            <Button
              icon={<ImportOutlined />}
              onClick={() => setImporting(true)}
              data-testid="question-import"
            >
              {t('questionBank.import.button')}
            </Button>
            <Button
              icon={<ExportOutlined />}
              loading={exporting}
              onClick={() => void runExport()}
              data-testid="question-export"
            >
              {t('questionBank.question.export')}
            </Button>
          </Space>
        }
        bulkActions={[
          {
            key: 'delete',
            label: t('questionBank.delete'),
            danger: true,
            confirm: t('questionBank.question.bulkDeleteConfirm'),
            run: (ids) => remove(ids).catch(() => false),
          },
        ]}
        columns={[
          {
            title: t('questionBank.editor.stem'),
            dataIndex: 'stem',
            render: (stem: string, row: TQuestionRow) => (
              <span className="qb-stem-cell">
                {stem}
                {row.childCount > 0 && (
                  <Tag className="qb-parts-tag">
                    {t('questionBank.question.parts', { count: row.childCount })}
                  </Tag>
                )}
              </span>
            ),
          },
          {
            title: t('questionBank.editor.type'),
            dataIndex: 'type',
            render: (v: QuestionType) => <QuestionTypeTag type={v} />,
          },
          { title: t('questionBank.editor.bank'), dataIndex: 'bankName' },
          {
            title: t('questionBank.editor.difficulty'),
            dataIndex: 'difficulty',
            render: (v: Difficulty) => t(`questionBank.difficulty.${v}`),
          },
          {
            title: t('questionBank.editor.knowledgePoints'),
            dataIndex: 'knowledgePoints',
            render: (v: string[]) => v.join(t('questionBank.listSeparator')),
          },
          {
            title: t('questionBank.updatedAt'),
            dataIndex: 'updatedAt',
            render: (v: string) => formatDateTime(v),
          },
          {
            title: t('questionBank.actions'),
            ...ACTIONS_COLUMN,
            render: (_: unknown, row: TQuestionRow) => (
              <Space size={0}>
                <Button
                  type="link"
                  size="small"
                  onClick={() => void navigate(questionEditPath({ id: row.id }))}
                >
                  {t('questionBank.edit')}
                </Button>
                <Popconfirm
                  title={t('questionBank.question.deleteConfirm')}
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
      {importing && (
        <ImportDialog bankId={bank.id} bankName={bankName} onClose={() => setImporting(false)} />
      )}
    </Card>
  );
}
