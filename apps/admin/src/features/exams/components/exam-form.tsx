import {
  Button,
  DatePicker,
  Divider,
  Form,
  Input,
  InputNumber,
  Radio,
  Space,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXAM_KINDS, EXAM_LIMITS, type TExamSave } from '@ascent/shared/exam';
import type { ExamAdminDetailView } from '@ascent/shared/exam-admin';
import { initialValues, toSaveBody, type ExamFormValues } from '../lib/exam-form.ts';
import { AudiencePicker } from '../../../components/audience/audience-picker.tsx';
import { RichEditor } from '../../../components/rich-editor/rich-editor.tsx';
import { ExamRuleFields } from './exam-rule-fields.tsx';
import { PaperPicker } from './paper-picker.tsx';
import { ReviewerSelect } from './reviewer-select.tsx';

/** Every setting of an exam: basics and paper, window, rules, results, participants, reviewers. */
export function ExamForm(props: {
  exam?: ExamAdminDetailView;
  onSave: (body: TExamSave) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ExamFormValues>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const visibility = Form.useWatch('visibility', form);
  const exam = props.exam;
  const paperLocked = (exam?.attemptCount ?? 0) > 0;

  const submit = async (v: ExamFormValues) => {
    setBusy(true);
    setError('');
    try {
      await props.onSave(toSaveBody(v, exam?.id));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  const required = { required: true, message: t('exams.required') };

  return (
    <Form<ExamFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues(exam)}
      onFinish={(v) => void submit(v)}
      style={{ maxWidth: 900 }}
      data-testid="exam-form"
    >
      <Divider titlePlacement="start">{t('exams.section.basic')}</Divider>
      <Form.Item
        name="name"
        label={t('exams.field.name')}
        rules={[{ ...required, whitespace: true }, { max: EXAM_LIMITS.name }]}
      >
        <Input maxLength={EXAM_LIMITS.name} data-testid="exam-name" />
      </Form.Item>
      <Form.Item name="kind" label={t('exams.field.kind')} extra={t('exams.hint.kind')}>
        <Radio.Group options={EXAM_KINDS.map((k) => ({ value: k, label: t(`exams.kind.${k}`) }))} />
      </Form.Item>
      <Form.Item
        name="paperId"
        label={t('exams.field.paper')}
        rules={[required]}
        extra={paperLocked ? t('exams.hint.paperLocked') : undefined}
      >
        <PaperPicker knownName={exam?.paperName} disabled={paperLocked} />
      </Form.Item>
      <Form.Item name="period" label={t('exams.field.period')} rules={[required]}>
        <DatePicker.RangePicker
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          aria-label={t('exams.field.period')}
        />
      </Form.Item>
      <Form.Item name="durationMinutes" label={t('exams.field.duration')} rules={[required]}>
        <InputNumber
          min={1}
          max={EXAM_LIMITS.durationMinutes}
          precision={0}
          suffix={t('exams.minutes')}
        />
      </Form.Item>
      <Form.Item name="intro" label={t('exams.field.intro')} extra={t('exams.hint.intro')}>
        <RichEditor
          ariaLabel={t('exams.field.intro')}
          maxLength={EXAM_LIMITS.intro}
          testId="exam-intro"
        />
      </Form.Item>

      <Divider titlePlacement="start">{t('exams.section.rules')}</Divider>
      <ExamRuleFields />

      <Divider titlePlacement="start">{t('exams.section.people')}</Divider>
      <Form.Item name="visibility" label={t('exams.field.visibility')}>
        <Radio.Group
          options={[
            { value: 'all', label: t('exams.visibility.all') },
            { value: 'limited', label: t('exams.visibility.limited') },
          ]}
        />
      </Form.Item>
      {visibility === 'limited' && (
        <Form.Item name="audience" label={t('exams.field.audience')}>
          <AudiencePicker
            knownPeople={exam?.audienceNames.users ?? []}
            texts={{
              departments: t('exams.audience.departments'),
              positions: t('exams.audience.positions'),
              people: t('exams.audience.people'),
            }}
          />
        </Form.Item>
      )}
      <Form.Item
        name="reviewerIds"
        label={t('exams.field.reviewers')}
        extra={t('exams.hint.reviewers')}
      >
        <ReviewerSelect known={exam?.reviewerNames ?? []} />
      </Form.Item>

      {error && (
        <Typography.Paragraph type="danger" role="alert">
          {error}
        </Typography.Paragraph>
      )}
      <Space>
        <Button type="primary" htmlType="submit" loading={busy} data-testid="exam-save">
          {t('exams.save')}
        </Button>
        <Button onClick={props.onCancel}>{t('exams.cancel')}</Button>
      </Space>
    </Form>
  );
}
