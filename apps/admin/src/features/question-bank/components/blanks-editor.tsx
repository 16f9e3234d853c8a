import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { QUESTION_LIMITS } from '@ascent/shared/question';
import { useTranslateRef } from '@ascent/client/i18n';
import { newKey, type DraftContent, type DraftProblems } from '../lib/question-form.ts';

/** A fill-in-the-blank question's blanks, each with the answers it accepts. */
export function BlanksEditor(props: {
  content: DraftContent;
  onChange: (next: DraftContent) => void;
  problems: DraftProblems;
}) {
  const { t } = useTranslation();
  const tr = useTranslateRef();
  const c = props.content;
  const set = (blanks: DraftContent['blanks']) => props.onChange({ ...c, blanks });
  const listProblem = props.problems.get('blanks');
  return (
    <div data-testid="question-blanks">
      <Typography.Paragraph type="secondary">
        {t('questionBank.editor.blanksHint')}
      </Typography.Paragraph>
      {c.blanks.map((b, i) => {
        const problem = [...props.problems].find(([path]) => path.startsWith(`blanks.${i}`))?.[1];
        return (
          <div key={b.key} className="qb-option-row">
            <span className="qb-blank-label">{t('questionBank.editor.blank', { n: i + 1 })}</span>
            <div className="qb-option-text">
              <Select
                mode="tags"
                open={false}
                suffixIcon={null}
                value={b.answers}
                maxCount={QUESTION_LIMITS.acceptedPerBlank}
                tokenSeparators={['|', '｜']}
                status={problem ? 'error' : undefined}
                placeholder={t('questionBank.editor.acceptedAnswers')}
                aria-label={`${t('questionBank.editor.blank', { n: i + 1 })} ${t('questionBank.editor.acceptedAnswers')}`}
                onChange={(answers: string[]) =>
                  set(
                    c.blanks.map((x, j) =>
                      j === i ? { ...x, answers: answers.map((a) => a.trim()).filter(Boolean) } : x,
                    ),
                  )
                }
                style={{ width: '100%' }}
              />
              {problem && <Typography.Text type="danger">{tr(problem)}</Typography.Text>}
            </div>
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('questionBank.editor.removeBlank', { n: i + 1 })}
              disabled={c.blanks.length <= 1}
              onClick={() => set(c.blanks.filter((_, j) => j !== i))}
            />
          </div>
        );
      })}
      <Space wrap>
        <Button
          icon={<PlusOutlined />}
          disabled={c.blanks.length >= QUESTION_LIMITS.blanks}
          onClick={() => set([...c.blanks, { key: newKey(), answers: [] }])}
        >
          {t('questionBank.editor.addBlank')}
        </Button>
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
