import {
  Button,
  Card,
  Form,
  Input,
  InputNumber,
  Radio,
  Space,
  Statistic,
  Switch,
  Typography,
} from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError, useServerError } from '@ascent/client/ui';
import { useTranslateRef } from '@ascent/client/i18n';
import { QUESTION_ADMIN_LIMITS, type TPaperDetail } from '@ascent/shared/question-admin';
import { savePaper } from '../api/question-bank-api.ts';
import { checkPaper, summary, toPaperSave, type DraftPaper } from '../lib/paper-form.ts';
import { PaperQuestionsEditor } from './paper-questions-editor.tsx';
import { PaperRulesEditor } from './paper-rules-editor.tsx';

/**
 * The paper editor: name, fixed or random, the pass line as a percent of the total, shuffling,
 * how a partly right multiple choice scores, then the questions or the rules. The total and the
 * pass score follow every change.
 */
export function PaperEditor(props: {
  initial: DraftPaper;
  id?: number;
  onSaved: (paper: TPaperDetail) => void;
  onCancel: () => void;
  onPreview?: () => void;
}) {
  const { t } = useTranslation();
  const tr = useTranslateRef();
  const [draft, setDraft] = useState(props.initial);
  const [checked, setChecked] = useState(false);
  const [dirty, setDirty] = useState(false);
  const server = useServerError();
  const problems = useMemo(
    () => (checked ? checkPaper(draft, props.id) : new Map<string, string>()),
    [checked, draft, props.id],
  );
  const sum = summary(draft);
  const set = (patch: Partial<DraftPaper>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setDirty(true);
  };
  const err = (path: string) => {
    const ref = problems.get(path);
    return ref ? { validateStatus: 'error' as const, help: tr(ref) } : {};
  };
  const submit = () => {
    setChecked(true);
    if (checkPaper(draft, props.id).size) return;
    void server.guard(async () => {
      const saved = await savePaper(toPaperSave(draft, props.id));
      setDirty(false);
      props.onSaved(saved);
    });
  };

  return (
    <Form layout="vertical" className="qb-editor" data-testid="paper-editor">
      <Card title={t('questionBank.paper.basics')}>
        <Form.Item label={t('questionBank.paper.name')} required {...err('name')}>
          <Input
            value={draft.name}
            maxLength={QUESTION_ADMIN_LIMITS.paperName}
            showCount
            onChange={(e) => set({ name: e.target.value })}
            data-testid="paper-name"
          />
        </Form.Item>
        <Form.Item label={t('questionBank.paper.mode')}>
          <Radio.Group
            optionType="button"
            value={draft.mode}
            onChange={(e) => set({ mode: e.target.value as DraftPaper['mode'] })}
            options={[
              { value: 'fixed', label: t('questionBank.paper.modes.fixed') },
              { value: 'random', label: t('questionBank.paper.modes.random') },
            ]}
          />
          <div>
            <Typography.Text type="secondary">
              {t(`questionBank.paper.modeHint.${draft.mode}`)}
            </Typography.Text>
          </div>
        </Form.Item>
        <div className="qb-inline-fields">
          <Form.Item label={t('questionBank.paper.passPercent')} {...err('passRatio')}>
            <InputNumber
              min={1}
              max={100}
              precision={1}
              value={draft.passPercent}
              suffix="%"
              onChange={(v) => set({ passPercent: v ?? 0 })}
              data-testid="paper-pass-percent"
            />
          </Form.Item>
          <Form.Item label={t('questionBank.paper.shuffleQuestions')}>
            <Switch
              checked={draft.shuffleQuestions}
              onChange={(v) => set({ shuffleQuestions: v })}
              aria-label={t('questionBank.paper.shuffleQuestions')}
            />
          </Form.Item>
          <Form.Item label={t('questionBank.paper.shuffleOptions')}>
            <Switch
              checked={draft.shuffleOptions}
              onChange={(v) => set({ shuffleOptions: v })}
              aria-label={t('questionBank.paper.shuffleOptions')}
            />
          </Form.Item>
        </div>
        <Form.Item label={t('questionBank.paper.multipleScoring')}>
          <Radio.Group
            value={draft.multipleScoring}
            onChange={(e) =>
              set({ multipleScoring: e.target.value as DraftPaper['multipleScoring'] })
            }
            options={[
              { value: 'all', label: t('questionBank.paper.scoring.all') },
              { value: 'partial', label: t('questionBank.paper.scoring.partial') },
            ]}
          />
        </Form.Item>
      </Card>
      <Card
        title={t(
          draft.mode === 'fixed' ? 'questionBank.paper.questions' : 'questionBank.paper.rules',
        )}
        extra={
          <Space size="large" wrap className="qb-summary" data-testid="paper-summary">
            <Statistic title={t('questionBank.paper.questionCount')} value={sum.count} />
            <Statistic title={t('questionBank.paper.total')} value={sum.total} />
            <Statistic title={t('questionBank.paper.passScore')} value={sum.passScore} />
          </Space>
        }
      >
        {draft.mode === 'fixed' ? (
          <PaperQuestionsEditor
            items={draft.questions}
            problems={problems}
            onChange={(questions) => set({ questions })}
          />
        ) : (
          <PaperRulesEditor
            rules={draft.rules}
            problems={problems}
            onChange={(rules) => set({ rules })}
          />
        )}
      </Card>
      <FormError message={server.message} testId="paper-save-error" />
      <Space wrap className="qb-actions">
        <Button type="primary" loading={server.pending} onClick={submit} data-testid="paper-save">
          {t('questionBank.save')}
        </Button>
        {props.onPreview && (
          <Button onClick={props.onPreview} data-testid="paper-preview">
            {t('questionBank.paper.preview')}
          </Button>
        )}
        <Button onClick={props.onCancel}>{t('questionBank.cancel')}</Button>
        {dirty && props.onPreview && (
          <Typography.Text type="secondary">{t('questionBank.paper.previewSaved')}</Typography.Text>
        )}
      </Space>
      <Typography.Paragraph type="secondary" className="qb-note">
        {t('questionBank.paper.limits', {
          questions: QUESTION_ADMIN_LIMITS.paperQuestions,
          rules: QUESTION_ADMIN_LIMITS.paperRules,
        })}
      </Typography.Paragraph>
    </Form>
  );
}
