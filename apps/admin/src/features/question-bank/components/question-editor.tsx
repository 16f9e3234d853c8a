import { Button, Card, Form, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError, useServerError } from '@ascent/client/ui';
import { useTranslateRef } from '@ascent/client/i18n';
import { QUESTION_TYPE, QUESTION_TYPES } from '@ascent/shared/question';
import type { TQuestionDetail } from '@ascent/shared/question-admin';
import { saveQuestion } from '../api/question-bank-api.ts';
import { checkDraft, toSave, type DraftQuestion } from '../lib/question-form.ts';
import { BankSelect } from './bank-select.tsx';
import { CasePartsEditor } from './case-parts-editor.tsx';
import { ContentFields } from './content-fields.tsx';

/**
 * The question editor: the bank, then the question by type; a case adds its parts. Checked with
 * the shared rule before it is sent (problems under their fields), and the server's refusal shown.
 */
export function QuestionEditor(props: {
  initial: DraftQuestion;
  id?: number;
  bankName?: string;
  onSaved: (saved: TQuestionDetail, again: boolean) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const tr = useTranslateRef();
  const [draft, setDraft] = useState(props.initial);
  const [bankName, setBankName] = useState(props.bankName ?? '');
  const [checked, setChecked] = useState(false);
  const server = useServerError();
  const problems = useMemo(
    () => (checked ? checkDraft(draft, props.id) : new Map<string, string>()),
    [checked, draft, props.id],
  );

  const submit = (again: boolean) => {
    setChecked(true);
    if (checkDraft(draft, props.id).size) return;
    void server.guard(async () => {
      props.onSaved(await saveQuestion(toSave(draft, props.id)), again);
    });
  };
  const bankProblem = problems.get('bankId');

  return (
    <Form layout="vertical" className="qb-editor" data-testid="question-editor">
      <Card title={t('questionBank.editor.basics')}>
        <Form.Item
          label={t('questionBank.editor.bank')}
          required
          validateStatus={bankProblem ? 'error' : undefined}
          help={bankProblem ? t('questionBank.editor.bankRequired') : undefined}
        >
          <BankSelect
            value={draft.bankId}
            knownName={bankName}
            onChange={(id, name) => {
              setDraft({ ...draft, bankId: id ?? null });
              setBankName(name);
            }}
            style={{ width: '100%', maxWidth: 420 }}
            status={bankProblem ? 'error' : undefined}
            testId="question-bank"
          />
        </Form.Item>
        <ContentFields
          content={draft}
          types={QUESTION_TYPES}
          problems={problems}
          onChange={(next) => setDraft({ ...draft, ...next })}
          testId="question-main"
        />
      </Card>
      {draft.type === QUESTION_TYPE.case && (
        <Card title={t('questionBank.editor.parts')}>
          <CasePartsEditor
            parts={draft.children}
            problems={problems}
            onChange={(children) => setDraft({ ...draft, children })}
          />
        </Card>
      )}
      {problems.size > 0 && (
        <Typography.Paragraph type="danger" role="alert" data-testid="question-problems">
          {t('questionBank.editor.fixProblems', { count: problems.size })}
          {problems.has('bankId') ? '' : ` ${tr([...problems.values()][0]!)}`}
        </Typography.Paragraph>
      )}
      <FormError message={server.message} testId="question-save-error" />
      <Space wrap className="qb-actions">
        <Button
          type="primary"
          loading={server.pending}
          onClick={() => submit(false)}
          data-testid="question-save"
        >
          {t('questionBank.save')}
        </Button>
        {!props.id && (
          <Button
            loading={server.pending}
            onClick={() => submit(true)}
            data-testid="question-save-next"
          >
            {t('questionBank.editor.saveAndNext')}
          </Button>
        )}
        <Button onClick={props.onCancel}>{t('questionBank.cancel')}</Button>
      </Space>
    </Form>
  );
}
