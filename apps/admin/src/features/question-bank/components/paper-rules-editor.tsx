import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Empty, InputNumber, Select, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useTranslateRef } from '@ascent/client/i18n';
import {
  DIFFICULTIES,
  QUESTION_TYPES,
  type Difficulty,
  type QuestionType,
} from '@ascent/shared/question';
import { useBankStats } from '../hooks/use-question-bank.ts';
import { available, newRule, type DraftRule } from '../lib/paper-form.ts';
import { BankSelect } from './bank-select.tsx';

/** A random paper's rules: from a bank, N questions of a type (and difficulty), each worth S. */
export function PaperRulesEditor(props: {
  rules: DraftRule[];
  onChange: (rules: DraftRule[]) => void;
  problems: Map<string, string>;
}) {
  const { t } = useTranslation();
  const tr = useTranslateRef();
  const { rules } = props;
  const stats = useBankStats(rules.flatMap((r) => (r.bankId ? [r.bankId] : [])));
  const set = (i: number, patch: Partial<DraftRule>) =>
    props.onChange(rules.map((x, j) => (j === i ? { ...x, ...patch } : x)));
  const problemOf = (i: number) =>
    [...props.problems].find(
      ([path]) => path === `rules.${i}` || path.startsWith(`rules.${i}.`),
    )?.[1];
  const listProblem = props.problems.get('rules');

  return (
    <div data-testid="paper-rules">
      {rules.length === 0 ? (
        <Empty description={t('questionBank.paper.noRules')} />
      ) : (
        <Table<DraftRule>
          size="small"
          rowKey="key"
          dataSource={rules}
          pagination={false}
          scroll={{ x: 'max-content' }}
          columns={[
            { title: '#', key: 'n', width: 40, render: (_: unknown, __, i) => i + 1 },
            {
              title: t('questionBank.editor.bank'),
              key: 'bank',
              render: (_: unknown, r, i) => (
                <Space orientation="vertical" size={0}>
                  <BankSelect
                    value={r.bankId}
                    knownName={r.bankName}
                    onChange={(id, name) => set(i, { bankId: id ?? null, bankName: name })}
                    style={{ width: 200 }}
                    status={problemOf(i) ? 'error' : undefined}
                    testId={`rule-bank-${i + 1}`}
                  />
                  {problemOf(i) && (
                    <Typography.Text type="danger">{tr(problemOf(i)!)}</Typography.Text>
                  )}
                </Space>
              ),
            },
            {
              title: t('questionBank.editor.type'),
              key: 'type',
              render: (_: unknown, r, i) => (
                <Select
                  value={r.type}
                  onChange={(type: QuestionType) => set(i, { type })}
                  aria-label={`${t('questionBank.editor.type')} ${i + 1}`}
                  options={QUESTION_TYPES.map((v) => ({
                    value: v,
                    label: t(`questionBank.type.${v}`),
                  }))}
                  style={{ width: 140 }}
                />
              ),
            },
            {
              title: t('questionBank.editor.difficulty'),
              key: 'difficulty',
              render: (_: unknown, r, i) => (
                <Select
                  value={r.difficulty ?? 0}
                  onChange={(d: number) => set(i, { difficulty: d ? (d as Difficulty) : null })}
                  aria-label={`${t('questionBank.editor.difficulty')} ${i + 1}`}
                  options={[
                    { value: 0, label: t('questionBank.paper.anyDifficulty') },
                    ...DIFFICULTIES.map((d) => ({
                      value: d,
                      label: t(`questionBank.difficulty.${d}`),
                    })),
                  ]}
                  style={{ width: 110 }}
                />
              ),
            },
            {
              title: t('questionBank.paper.count'),
              key: 'count',
              render: (_: unknown, r, i) => (
                <InputNumber
                  min={1}
                  max={500}
                  precision={0}
                  value={r.count}
                  aria-label={`${t('questionBank.paper.count')} ${i + 1}`}
                  onChange={(v) => set(i, { count: v ?? 0 })}
                />
              ),
            },
            {
              title: t('questionBank.paper.available'),
              key: 'available',
              render: (_: unknown, r) => {
                if (!r.bankId || !stats.data) return '—';
                const n = available(stats.data, r);
                return (
                  <Typography.Text type={n < r.count ? 'danger' : undefined}>{n}</Typography.Text>
                );
              },
            },
            {
              title: t('questionBank.paper.eachScore'),
              key: 'score',
              render: (_: unknown, r, i) => (
                <InputNumber
                  min={0.1}
                  max={1000}
                  step={0.5}
                  precision={1}
                  value={r.score}
                  aria-label={`${t('questionBank.paper.eachScore')} ${i + 1}`}
                  onChange={(v) => set(i, { score: v ?? 0 })}
                />
              ),
            },
            {
              title: t('questionBank.paper.subtotal'),
              key: 'subtotal',
              render: (_: unknown, r) => Math.round(r.count * r.score * 10) / 10,
            },
            {
              title: '',
              key: 'remove',
              render: (_: unknown, __, i) => (
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('questionBank.paper.removeRule', { n: i + 1 })}
                  onClick={() => props.onChange(rules.filter((_, j) => j !== i))}
                />
              ),
            },
          ]}
        />
      )}
      <Space wrap className="qb-toolbar">
        <Button
          icon={<PlusOutlined />}
          onClick={() => props.onChange([...rules, newRule()])}
          data-testid="paper-add-rule"
        >
          {t('questionBank.paper.addRule')}
        </Button>
        <Typography.Text type="secondary">{t('questionBank.paper.rulesHint')}</Typography.Text>
      </Space>
      {listProblem && (
        <div>
          <Typography.Text type="danger" role="alert">
            {tr(listProblem)}
          </Typography.Text>
        </div>
      )}
    </div>
  );
}
