import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { Button, Empty, InputNumber, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QUESTION_TYPES, type QuestionType } from '@ascent/shared/question';
import type { TPaperQuestionItem } from '@ascent/shared/question-admin';
import { useTranslateRef } from '@ascent/client/i18n';
import { scoreAllOfType } from '../lib/paper-form.ts';
import { moveItem } from '../lib/question-form.ts';
import { QuestionPickerModal } from './question-picker-modal.tsx';
import { QuestionTypeTag } from './question-type-tag.tsx';
import { ACTIONS_COLUMN } from '../../../components/data-table/actions-column.ts';

/** A fixed paper's questions in order, each with its score; added through the picker. */
export function PaperQuestionsEditor(props: {
  items: TPaperQuestionItem[];
  onChange: (items: TPaperQuestionItem[]) => void;
  problems: Map<string, string>;
}) {
  const { t } = useTranslation();
  const tr = useTranslateRef();
  const [picking, setPicking] = useState(false);
  const [bulkType, setBulkType] = useState<QuestionType>(1);
  const [bulkScore, setBulkScore] = useState<number | null>(null);
  const { items } = props;
  const set = (i: number, patch: Partial<TPaperQuestionItem>) =>
    props.onChange(items.map((x, j) => (j === i ? { ...x, ...patch } : x)));
  const listProblem = props.problems.get('questions');

  return (
    <div data-testid="paper-questions">
      <Space wrap className="qb-toolbar">
        <Button
          icon={<PlusOutlined />}
          onClick={() => setPicking(true)}
          data-testid="paper-add-questions"
        >
          {t('questionBank.paper.addQuestions')}
        </Button>
        <Space wrap size={4}>
          <Typography.Text>{t('questionBank.paper.scoreAll')}</Typography.Text>
          <Select
            value={bulkType}
            onChange={setBulkType}
            aria-label={t('questionBank.editor.type')}
            options={QUESTION_TYPES.map((v) => ({ value: v, label: t(`questionBank.type.${v}`) }))}
            style={{ width: 140 }}
          />
          <InputNumber
            min={0.1}
            max={1000}
            step={0.5}
            precision={1}
            value={bulkScore}
            onChange={setBulkScore}
            aria-label={t('questionBank.paper.score')}
          />
          <Button
            disabled={!bulkScore}
            onClick={() => bulkScore && props.onChange(scoreAllOfType(items, bulkType, bulkScore))}
          >
            {t('questionBank.paper.apply')}
          </Button>
        </Space>
      </Space>
      {items.length === 0 ? (
        <Empty description={t('questionBank.paper.noQuestions')} />
      ) : (
        <Table<TPaperQuestionItem>
          size="small"
          rowKey="questionId"
          dataSource={items}
          pagination={items.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
          scroll={{ x: 'max-content' }}
          columns={[
            { title: '#', key: 'n', width: 48, render: (_: unknown, __, i) => i + 1 },
            {
              title: t('questionBank.editor.stem'),
              dataIndex: 'stem',
              render: (stem: string, row) => (
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
              title: t('questionBank.paper.score'),
              key: 'score',
              render: (_: unknown, row, i) => {
                const problem = props.problems.get(`questions.${i}.score`);
                return (
                  <Space orientation="vertical" size={0}>
                    <InputNumber
                      min={0.1}
                      max={1000}
                      step={0.5}
                      precision={1}
                      value={row.score}
                      status={problem ? 'error' : undefined}
                      aria-label={`${t('questionBank.paper.score')} ${i + 1}`}
                      onChange={(v) => set(i, { score: v ?? 0 })}
                    />
                    {problem && <Typography.Text type="danger">{tr(problem)}</Typography.Text>}
                  </Space>
                );
              },
            },
            {
              title: t('questionBank.actions'),
              ...ACTIONS_COLUMN,
              render: (_: unknown, __, i) => (
                <Space size={4}>
                  <Button
                    size="small"
                    icon={<ArrowUpOutlined />}
                    aria-label={t('questionBank.moveUp')}
                    disabled={i === 0}
                    onClick={() => props.onChange(moveItem(items, i, -1))}
                  />
                  <Button
                    size="small"
                    icon={<ArrowDownOutlined />}
                    aria-label={t('questionBank.moveDown')}
                    disabled={i === items.length - 1}
                    onClick={() => props.onChange(moveItem(items, i, 1))}
                  />
                  <Button
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('questionBank.paper.removeQuestion', { n: i + 1 })}
                    onClick={() => props.onChange(items.filter((_, j) => j !== i))}
                  />
                </Space>
              ),
            },
          ]}
        />
      )}
      {listProblem && (
        <Typography.Text type="danger" role="alert">
          {tr(listProblem)}
        </Typography.Text>
      )}
      {picking && (
        <QuestionPickerModal
          chosen={new Set(items.map((q) => q.questionId))}
          onClose={() => setPicking(false)}
          onAdd={(added) => {
            props.onChange([
              ...items,
              ...added.filter((a) => !items.some((q) => q.questionId === a.questionId)),
            ]);
            setPicking(false);
          }}
        />
      )}
    </div>
  );
}
