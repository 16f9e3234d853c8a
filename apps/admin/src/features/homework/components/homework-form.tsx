import {
  Alert,
  Button,
  Card,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Radio,
  Select,
  Space,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { useTranslateRef } from '@ascent/client/i18n';
import { FormError, useServerError } from '@ascent/client/ui';
import { HOMEWORK_LIMITS, ZHomeworkSave, type THomeworkAdminDetail } from '@ascent/shared/homework';
import { SECRECY_LEVELS, secrecyNameKey, type SecrecyLevel } from '@ascent/shared/users';
import { firstIssueRef } from '@ascent/client/i18n';
import { saveHomework } from '../api/homework-api.ts';
import { toFormValues, toSaveBody, type HomeworkFormValues } from '../lib/homework-form.ts';
import { AudienceFields } from './audience-fields.tsx';
import { PeopleSelect } from './people-select.tsx';
import { StepsField } from './steps-field.tsx';

/** The homework editor: basics and window, steps, score, audience and reviewers. */
export function HomeworkForm({
  homework,
  onSaved,
  onCancel,
}: {
  homework: THomeworkAdminDetail | null;
  onSaved: (saved: THomeworkAdminDetail) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const tr = useTranslateRef();
  const [form] = Form.useForm<HomeworkFormValues>();
  const server = useServerError();
  const visibility = Form.useWatch('visibility', form);
  const locked = homework?.stepsLocked ?? false;

  const submit = (values: HomeworkFormValues) =>
    server.guard(async () => {
      const body = toSaveBody(values, homework?.id);
      // The shared rule first (a step without instructions or files, start after end...).
      const problem = firstIssueRef(ZHomeworkSave, body);
      if (problem) return tr(problem);
      onSaved(await saveHomework(body));
    });

  return (
    <Form<HomeworkFormValues>
      form={form}
      layout="vertical"
      initialValues={toFormValues(homework)}
      onFinish={(v) => void submit(v)}
      data-testid="homework-form"
    >
      <Card title={t('homework.form.basics')}>
        <Form.Item
          name="title"
          label={t('homework.form.title')}
          rules={[{ required: true, whitespace: true, message: t('homework.form.titleRequired') }]}
        >
          <Input maxLength={HOMEWORK_LIMITS.title} showCount data-testid="homework-title" />
        </Form.Item>
        <Form.Item name="description" label={t('homework.form.description')}>
          <Input.TextArea
            maxLength={HOMEWORK_LIMITS.description}
            showCount
            autoSize={{ minRows: 3, maxRows: 12 }}
          />
        </Form.Item>
        <Form.Item
          name="window"
          label={t('homework.form.window')}
          rules={[{ required: true, message: t('homework.form.windowRequired') }]}
        >
          <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
        </Form.Item>
        <Form.Item
          name="fullScore"
          label={t('homework.form.fullScore')}
          rules={[{ required: true, message: t('homework.form.fullScoreRequired') }]}
        >
          <InputNumber min={1} max={HOMEWORK_LIMITS.fullScore} precision={0} />
        </Form.Item>
      </Card>
      <Card title={t('homework.form.steps')}>
        {locked && (
          <Alert
            type="info"
            showIcon
            message={t('homework.form.stepsLocked')}
            style={{ marginBottom: 12 }}
          />
        )}
        <StepsField locked={locked} />
      </Card>
      <Card title={t('homework.form.access')}>
        <Form.Item name="secrecyLevel" label={t('homework.form.secrecy')}>
          <Select
            options={SECRECY_LEVELS.map((v) => ({
              value: v,
              label: `${v} ${tr(secrecyNameKey(v as SecrecyLevel))}`,
            }))}
          />
        </Form.Item>
        <Form.Item name="visibility" label={t('homework.form.visibility')}>
          <Radio.Group
            options={[
              { value: 'all', label: t('homework.visibility.all') },
              { value: 'limited', label: t('homework.visibility.limited') },
            ]}
          />
        </Form.Item>
        {visibility === 'limited' ? (
          <AudienceFields knownPeople={homework?.names.users ?? {}} />
        ) : null}
        <Form.Item
          name="reviewerIds"
          label={t('homework.form.reviewers')}
          extra={t('homework.form.reviewersHint')}
        >
          <PeopleSelect
            known={homework?.names.users ?? {}}
            placeholder={t('homework.form.reviewersPlaceholder')}
            testId="homework-reviewers"
          />
        </Form.Item>
      </Card>
      <FormError message={server.message} testId="homework-form-error" />
      <Space className="hw-form-actions">
        <Button
          type="primary"
          htmlType="submit"
          loading={server.pending}
          data-testid="homework-save"
        >
          {t('homework.form.save')}
        </Button>
        <Button onClick={onCancel}>{t('homework.form.cancel')}</Button>
      </Space>
    </Form>
  );
}
