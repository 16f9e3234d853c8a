import { Form, Input, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useTranslateRef } from '@ascent/client/i18n';
import {
  DIFFICULTIES,
  QUESTION_LIMITS,
  QUESTION_TYPE,
  type Difficulty,
  type QuestionType,
} from '@ascent/shared/question';
import type { DraftContent, DraftProblems } from '../lib/question-form.ts';
import { BlanksEditor } from './blanks-editor.tsx';
import { OptionsEditor } from './options-editor.tsx';

/**
 * What a question or a case's part holds: its type, stem, the answer by type, analysis,
 * difficulty and knowledge points. Problems are shown under their fields.
 */
export function ContentFields(props: {
  content: DraftContent;
  onChange: (next: DraftContent) => void;
  problems: DraftProblems;
  types: readonly QuestionType[];
  testId: string;
}) {
  const { t } = useTranslation();
  const tr = useTranslateRef();
  const c = props.content;
  const set = (patch: Partial<DraftContent>) => props.onChange({ ...c, ...patch });
  const err = (path: string) => {
    const ref = props.problems.get(path);
    return ref ? { validateStatus: 'error' as const, help: tr(ref) } : {};
  };
  return (
    <div data-testid={props.testId}>
      <Form.Item label={t('questionBank.editor.type')} {...err('type')}>
        <Radio.Group
          optionType="button"
          value={c.type}
          onChange={(e) => set({ type: e.target.value as QuestionType })}
          options={props.types.map((type) => ({
            value: type,
            label: t(`questionBank.type.${type}`),
          }))}
        />
      </Form.Item>
      <Form.Item label={t('questionBank.editor.stem')} required {...err('stem')}>
        <Input.TextArea
          value={c.stem}
          maxLength={QUESTION_LIMITS.stem}
          showCount
          autoSize={{ minRows: c.type === QUESTION_TYPE.case ? 4 : 2, maxRows: 12 }}
          placeholder={t(
            c.type === QUESTION_TYPE.case
              ? 'questionBank.editor.caseStem'
              : c.type === QUESTION_TYPE.fill
                ? 'questionBank.editor.fillStem'
                : 'questionBank.editor.stemPlaceholder',
          )}
          aria-label={t('questionBank.editor.stem')}
          onChange={(e) => set({ stem: e.target.value })}
          data-testid={`${props.testId}-stem`}
        />
      </Form.Item>
      {(c.type === QUESTION_TYPE.single || c.type === QUESTION_TYPE.multiple) && (
        <Form.Item label={t('questionBank.editor.options')} required>
          <OptionsEditor content={c} onChange={props.onChange} problems={props.problems} />
        </Form.Item>
      )}
      {c.type === QUESTION_TYPE.judgement && (
        <Form.Item label={t('questionBank.editor.answer')} required {...err('answer')}>
          <Radio.Group
            value={c.judgement}
            onChange={(e) => set({ judgement: e.target.value as 'T' | 'F' })}
            options={[
              { value: 'T', label: t('questionBank.judgement.T') },
              { value: 'F', label: t('questionBank.judgement.F') },
            ]}
          />
        </Form.Item>
      )}
      {c.type === QUESTION_TYPE.fill && (
        <Form.Item label={t('questionBank.editor.blanks')} required>
          <BlanksEditor content={c} onChange={props.onChange} problems={props.problems} />
        </Form.Item>
      )}
      {c.type === QUESTION_TYPE.qa && (
        <Form.Item label={t('questionBank.editor.reference')} {...err('reference')}>
          <Input.TextArea
            value={c.reference}
            maxLength={QUESTION_LIMITS.reference}
            showCount
            autoSize={{ minRows: 2, maxRows: 10 }}
            onChange={(e) => set({ reference: e.target.value })}
          />
        </Form.Item>
      )}
      <Form.Item label={t('questionBank.editor.analysis')} {...err('analysis')}>
        <Input.TextArea
          value={c.analysis}
          maxLength={QUESTION_LIMITS.analysis}
          autoSize={{ minRows: 1, maxRows: 8 }}
          onChange={(e) => set({ analysis: e.target.value })}
        />
      </Form.Item>
      <div className="qb-inline-fields">
        <Form.Item label={t('questionBank.editor.difficulty')}>
          <Radio.Group
            value={c.difficulty}
            onChange={(e) => set({ difficulty: e.target.value as Difficulty })}
            options={DIFFICULTIES.map((d) => ({
              value: d,
              label: t(`questionBank.difficulty.${d}`),
            }))}
          />
        </Form.Item>
        <Form.Item
          label={t('questionBank.editor.knowledgePoints')}
          className="qb-grow"
          {...err('knowledgePoints')}
        >
          <Select
            mode="tags"
            open={false}
            suffixIcon={null}
            value={c.knowledgePoints}
            maxCount={QUESTION_LIMITS.knowledgePoints}
            tokenSeparators={[',', '，', '、']}
            aria-label={t('questionBank.editor.knowledgePoints')}
            placeholder={t('questionBank.editor.knowledgePointsHint')}
            onChange={(v: string[]) =>
              set({
                knowledgePoints: v
                  .map((x) => x.trim().slice(0, QUESTION_LIMITS.knowledgePoint))
                  .filter(Boolean),
              })
            }
          />
        </Form.Item>
      </div>
    </div>
  );
}
