import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  SURVEY_LIMITS,
  SURVEY_QUESTION_TYPES,
  VOTE_QUESTION_TYPES,
  type SurveyKind,
  type TSurveyQuestionSave,
} from '@ascent/shared/survey';
import { newQuestion } from '../lib/survey-draft.ts';
import { QuestionEditor } from './question-editor.tsx';

/** The survey's questions in order (a form field: value and onChange). */
export function QuestionsEditor(props: {
  value?: TSurveyQuestionSave[];
  onChange?: (v: TSurveyQuestionSave[]) => void;
  kind: SurveyKind;
  locked: boolean;
}) {
  const { t } = useTranslation();
  const questions = props.value ?? [];
  const types = props.kind === 'vote' ? VOTE_QUESTION_TYPES : SURVEY_QUESTION_TYPES;
  const set = (next: TSurveyQuestionSave[]) => props.onChange?.(next);
  return (
    <div className="survey-questions-editor" data-testid="questions-editor">
      {props.locked ? (
        <Alert
          type="info"
          showIcon
          message={t('surveys.question.locked')}
          style={{ marginBottom: 12 }}
        />
      ) : null}
      {questions.map((q, i) => (
        <QuestionEditor
          key={typeof q.id === 'number' ? q.id : `new-${i}`}
          no={i + 1}
          question={q}
          types={types}
          locked={props.locked}
          first={i === 0}
          last={i === questions.length - 1}
          onChange={(next) => set(questions.map((x, j) => (j === i ? next : x)))}
          onRemove={() => set(questions.filter((_, j) => j !== i))}
          onMove={(by) => {
            const copy = [...questions];
            const [moved] = copy.splice(i, 1);
            copy.splice(i + by, 0, moved!);
            set(copy);
          }}
        />
      ))}
      <Space wrap>
        {types.map((type) => (
          <Button
            key={type}
            icon={<PlusOutlined />}
            disabled={props.locked || questions.length >= SURVEY_LIMITS.questions}
            onClick={() => set([...questions, newQuestion(type)])}
            data-testid={`add-question-${type}`}
          >
            {t(`surveys.type.${type}`)}
          </Button>
        ))}
      </Space>
    </div>
  );
}
