import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { Button, Checkbox, Input, Radio, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { OPTION_KEYS, QUESTION_LIMITS, QUESTION_TYPE } from '@ascent/shared/question';
import { useTranslateRef } from '@ascent/client/i18n';
import {
  addOption,
  markRight,
  moveItem,
  type DraftContent,
  type DraftProblems,
} from '../lib/question-form.ts';

/** The options A, B, C... of a choice question, each marked right or not. */
export function OptionsEditor(props: {
  content: DraftContent;
  onChange: (next: DraftContent) => void;
  problems: DraftProblems;
}) {
  const { t } = useTranslation();
  const tr = useTranslateRef();
  const c = props.content;
  const single = c.type === QUESTION_TYPE.single;
  const set = (options: DraftContent['options']) => props.onChange({ ...c, options });
  const listProblem = props.problems.get('options') ?? props.problems.get('answer');
  return (
    <div className="qb-options" data-testid="question-options">
      {c.options.map((o, i) => {
        const problem = props.problems.get(`options.${i}`);
        const label = OPTION_KEYS[i]!;
        const mark = single ? (
          <Radio
            checked={o.right}
            onChange={() => props.onChange(markRight(c, i, true))}
            aria-label={t('questionBank.editor.rightOption', { key: label })}
          >
            {t('questionBank.editor.right')}
          </Radio>
        ) : (
          <Checkbox
            checked={o.right}
            onChange={(e) => props.onChange(markRight(c, i, e.target.checked))}
            aria-label={t('questionBank.editor.rightOption', { key: label })}
          >
            {t('questionBank.editor.right')}
          </Checkbox>
        );
        return (
          <div key={o.key} className="qb-option-row">
            <span className="qb-option-key">{label}</span>
            <div className="qb-option-text">
              <Input.TextArea
                autoSize={{ minRows: 1, maxRows: 4 }}
                value={o.text}
                maxLength={QUESTION_LIMITS.option}
                status={problem ? 'error' : undefined}
                placeholder={t('questionBank.editor.optionText', { key: label })}
                aria-label={t('questionBank.editor.optionText', { key: label })}
                onChange={(e) =>
                  set(c.options.map((x, j) => (j === i ? { ...x, text: e.target.value } : x)))
                }
              />
              {problem && <Typography.Text type="danger">{tr(problem)}</Typography.Text>}
            </div>
            <Space size={4} wrap className="qb-option-actions">
              {mark}
              <Button
                size="small"
                icon={<ArrowUpOutlined />}
                aria-label={t('questionBank.moveUp')}
                disabled={i === 0}
                onClick={() => set(moveItem(c.options, i, -1))}
              />
              <Button
                size="small"
                icon={<ArrowDownOutlined />}
                aria-label={t('questionBank.moveDown')}
                disabled={i === c.options.length - 1}
                onClick={() => set(moveItem(c.options, i, 1))}
              />
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('questionBank.editor.removeOption', { key: label })}
                disabled={c.options.length <= 2}
                onClick={() => set(c.options.filter((_, j) => j !== i))}
              />
            </Space>
          </div>
        );
      })}
      <Space wrap>
        <Button
          icon={<PlusOutlined />}
          disabled={c.options.length >= OPTION_KEYS.length}
          onClick={() => props.onChange(addOption(c))}
        >
          {t('questionBank.editor.addOption')}
        </Button>
        <Typography.Text type="secondary">
          {t(single ? 'questionBank.editor.singleHint' : 'questionBank.editor.multipleHint')}
        </Typography.Text>
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
