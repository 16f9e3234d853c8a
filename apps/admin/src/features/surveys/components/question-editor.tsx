import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { Button, Card, Input, InputNumber, Select, Space, Switch, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  SURVEY_LIMITS,
  SURVEY_QUESTION_TYPES,
  type SurveyQuestionType,
  type TSurveyQuestionSave,
} from '@ascent/shared/survey';
import { nextOptionKey, retype } from '../lib/survey-draft.ts';

export interface QuestionEditorProps {
  no: number;
  question: TSurveyQuestionSave;
  onChange: (q: TSurveyQuestionSave) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  first: boolean;
  last: boolean;
  /** The types this survey may ask (votes: choice only). */
  types: readonly SurveyQuestionType[];
  /** Answers exist: only texts may change. */
  locked: boolean;
}

/** One question in the editor: type, title, required, options or limits by type. */
export function QuestionEditor(props: QuestionEditorProps) {
  const { t } = useTranslation();
  const { question: q, locked, onChange } = props;
  const set = (patch: Partial<TSurveyQuestionSave>) => onChange({ ...q, ...patch });
  const options = q.options ?? [];
  const choice = q.type === 'single' || q.type === 'multiple';
  const label = t('surveys.question.label', { no: props.no });
  return (
    <Card
      size="small"
      className="survey-question-editor"
      data-testid={`question-editor-${props.no}`}
      title={
        <Space wrap>
          <Typography.Text strong>{label}</Typography.Text>
          <Select<SurveyQuestionType>
            aria-label={`${label} ${t('surveys.question.type')}`}
            size="small"
            value={q.type}
            disabled={locked}
            onChange={(type) => onChange(retype(q, type))}
            options={SURVEY_QUESTION_TYPES.filter((x) => props.types.includes(x)).map((x) => ({
              value: x,
              label: t(`surveys.type.${x}`),
            }))}
            style={{ width: 140 }}
          />
          <Space size={4}>
            <Switch
              size="small"
              aria-label={t('surveys.question.required')}
              checked={q.required ?? true}
              disabled={locked}
              onChange={(required) => set({ required })}
            />
            <span>{t('surveys.question.required')}</span>
          </Space>
        </Space>
      }
      extra={
        <Space size={0}>
          <Tooltip title={t('surveys.question.up')}>
            <Button
              type="text"
              size="small"
              aria-label={t('surveys.question.up')}
              icon={<ArrowUpOutlined />}
              disabled={locked || props.first}
              onClick={() => props.onMove(-1)}
            />
          </Tooltip>
          <Tooltip title={t('surveys.question.down')}>
            <Button
              type="text"
              size="small"
              aria-label={t('surveys.question.down')}
              icon={<ArrowDownOutlined />}
              disabled={locked || props.last}
              onClick={() => props.onMove(1)}
            />
          </Tooltip>
          <Tooltip title={t('surveys.question.remove')}>
            <Button
              type="text"
              size="small"
              danger
              aria-label={t('surveys.question.remove')}
              icon={<DeleteOutlined />}
              disabled={locked}
              onClick={props.onRemove}
            />
          </Tooltip>
        </Space>
      }
    >
      <Input.TextArea
        aria-label={`${label} ${t('surveys.question.title')}`}
        placeholder={t('surveys.question.title')}
        value={q.title}
        maxLength={SURVEY_LIMITS.questionTitle}
        autoSize={{ minRows: 1, maxRows: 4 }}
        onChange={(e) => set({ title: e.target.value })}
      />
      {choice ? (
        <div className="survey-options-editor">
          {options.map((o, i) => (
            <Space.Compact key={o.key} style={{ width: '100%' }}>
              <span className="survey-option-key">{o.key}</span>
              <Input
                aria-label={t('surveys.question.option', { key: o.key })}
                placeholder={t('surveys.question.option', { key: o.key })}
                value={o.text}
                maxLength={SURVEY_LIMITS.optionText}
                onChange={(e) =>
                  set({
                    options: options.map((x, j) => (j === i ? { ...x, text: e.target.value } : x)),
                  })
                }
              />
              <Button
                aria-label={t('surveys.question.removeOption', { key: o.key })}
                icon={<DeleteOutlined />}
                disabled={locked || options.length <= 2}
                onClick={() => set({ options: options.filter((_, j) => j !== i) })}
              />
            </Space.Compact>
          ))}
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            disabled={locked || !nextOptionKey(q)}
            onClick={() => set({ options: [...options, { key: nextOptionKey(q)!, text: '' }] })}
          >
            {t('surveys.question.addOption')}
          </Button>
        </div>
      ) : null}
      {q.type === 'multiple' ? (
        <Space wrap className="survey-limits">
          <span>{t('surveys.question.minChoices')}</span>
          <InputNumber
            aria-label={t('surveys.question.minChoices')}
            min={0}
            max={options.length}
            precision={0}
            value={q.minChoices ?? 0}
            disabled={locked}
            onChange={(v) => set({ minChoices: v ?? 0 })}
          />
          <span>{t('surveys.question.maxChoices')}</span>
          <InputNumber
            aria-label={t('surveys.question.maxChoices')}
            min={0}
            max={options.length}
            precision={0}
            value={q.maxChoices ?? 0}
            disabled={locked}
            onChange={(v) => set({ maxChoices: v ?? 0 })}
          />
          <Typography.Text type="secondary">{t('surveys.question.zeroNoLimit')}</Typography.Text>
        </Space>
      ) : null}
      {q.type === 'text' ? (
        <Space wrap className="survey-limits">
          <span>{t('surveys.question.minLength')}</span>
          <InputNumber
            aria-label={t('surveys.question.minLength')}
            min={0}
            max={SURVEY_LIMITS.text}
            precision={0}
            value={q.minLength ?? 0}
            disabled={locked}
            onChange={(v) => set({ minLength: v ?? 0 })}
          />
          <span>{t('surveys.question.maxLength')}</span>
          <InputNumber
            aria-label={t('surveys.question.maxLength')}
            min={1}
            max={SURVEY_LIMITS.text}
            precision={0}
            value={q.maxLength ?? SURVEY_LIMITS.text}
            disabled={locked}
            onChange={(v) => set({ maxLength: v ?? SURVEY_LIMITS.text })}
          />
        </Space>
      ) : null}
      {q.type === 'rating' ? (
        <Space wrap className="survey-limits">
          <span>{t('surveys.question.ratingMax')}</span>
          <InputNumber
            aria-label={t('surveys.question.ratingMax')}
            min={SURVEY_LIMITS.ratingMin}
            max={SURVEY_LIMITS.ratingMax}
            precision={0}
            value={q.ratingMax ?? 5}
            disabled={locked}
            onChange={(v) => set({ ratingMax: v ?? 5 })}
          />
        </Space>
      ) : null}
    </Card>
  );
}
