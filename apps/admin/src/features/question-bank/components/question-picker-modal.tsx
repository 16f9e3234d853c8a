import { Input, InputNumber, Modal, Select, Space, Table, Tag, Typography } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QUESTION_TYPES, type QuestionType } from '@ascent/shared/question';
import type { TPaperQuestionItem, TQuestionRow } from '@ascent/shared/question-admin';
import { fetchQuestions } from '../api/question-bank-api.ts';
import { QB_QUESTIONS_KEY } from '../hooks/use-question-bank.ts';
import { BankSelect } from './bank-select.tsx';
import { QuestionTypeTag } from './question-type-tag.tsx';

const PAGE_SIZE = 10;

/** Picks questions for a fixed paper (across pages), each added with the score given here. */
export function QuestionPickerModal(props: {
  chosen: ReadonlySet<number>;
  onAdd: (items: TPaperQuestionItem[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [bank, setBank] = useState<{ id?: number; name: string }>({ name: '' });
  const [type, setType] = useState<QuestionType | undefined>();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [picked, setPicked] = useState<Map<number, TQuestionRow>>(new Map());
  const [score, setScore] = useState<number | null>(2);
  const filters = { bankId: bank.id, type, keyword: keyword || undefined };
  const result = useQuery({
    queryKey: [...QB_QUESTIONS_KEY, 'picker', filters, page],
    queryFn: () => fetchQuestions({ ...filters, page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

  const add = () => {
    props.onAdd(
      [...picked.values()].map((q) => ({
        questionId: q.id,
        score: score ?? 1,
        type: q.type,
        stem: q.stem,
        bankId: q.bankId,
        bankName: q.bankName,
        difficulty: q.difficulty,
        childCount: q.childCount,
      })),
    );
  };

  return (
    <Modal
      open
      width={900}
      title={t('questionBank.picker.title')}
      okText={t('questionBank.picker.add', { count: picked.size })}
      okButtonProps={{ disabled: !picked.size || !score, 'data-testid': 'picker-add' } as never}
      onOk={add}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Space wrap>
          <BankSelect
            allowClear
            value={bank.id}
            knownName={bank.name}
            placeholder={t('questionBank.question.allBanks')}
            onChange={(id, name) => {
              setBank({ id, name });
              setPage(1);
            }}
            style={{ width: 200 }}
          />
          <Select
            allowClear
            placeholder={t('questionBank.editor.type')}
            aria-label={t('questionBank.editor.type')}
            value={type}
            onChange={(v: QuestionType | undefined) => {
              setType(v);
              setPage(1);
            }}
            options={QUESTION_TYPES.map((v) => ({ value: v, label: t(`questionBank.type.${v}`) }))}
            style={{ width: 140 }}
          />
          <Input.Search
            allowClear
            placeholder={t('questionBank.question.search')}
            aria-label={t('questionBank.question.search')}
            onSearch={(v) => {
              setKeyword(v.trim());
              setPage(1);
            }}
            style={{ width: 200 }}
          />
          <Space>
            <Typography.Text>{t('questionBank.picker.score')}</Typography.Text>
            <InputNumber
              min={0.1}
              max={1000}
              step={0.5}
              precision={1}
              value={score}
              onChange={setScore}
              aria-label={t('questionBank.picker.score')}
            />
          </Space>
        </Space>
        <Table<TQuestionRow>
          size="small"
          rowKey="id"
          loading={result.isFetching}
          dataSource={result.data?.list ?? []}
          scroll={{ x: 'max-content' }}
          data-testid="question-picker"
          rowSelection={{
            preserveSelectedRowKeys: true,
            selectedRowKeys: [...picked.keys()],
            getCheckboxProps: (row) => ({ disabled: props.chosen.has(row.id) }),
            onChange: (_keys, rows) =>
              setPicked((before) => {
                const next = new Map<number, TQuestionRow>();
                const onPage = new Set((result.data?.list ?? []).map((r) => r.id));
                for (const [id, row] of before) if (!onPage.has(id)) next.set(id, row);
                for (const row of rows) if (row) next.set(row.id, row);
                return next;
              }),
          }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: result.data?.total ?? 0,
            onChange: setPage,
            showSizeChanger: false,
          }}
          columns={[
            {
              title: t('questionBank.editor.stem'),
              dataIndex: 'stem',
              render: (stem: string, row) => (
                <span className="qb-stem-cell">
                  {stem}
                  {props.chosen.has(row.id) && <Tag>{t('questionBank.picker.onPaper')}</Tag>}
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
              render: (v: number) => t(`questionBank.difficulty.${v}`),
            },
          ]}
        />
      </Space>
    </Modal>
  );
}
