import { DeleteOutlined, PaperClipOutlined } from '@ant-design/icons';
import {
  Button,
  Card,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Select,
  Space,
  Switch,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { firstIssueRef, useTranslateRef } from '@ascent/client/i18n';
import { FormError, useServerError } from '@ascent/client/ui';
import { formatSize } from '@ascent/shared/common';
import { IN_PERSON_LIMITS, ZInPersonSave, type TInPersonDetail } from '@ascent/shared/in-person';
import type { TStoredFile } from '@ascent/shared/files';
import { SECRECY_LEVELS, secrecyNameKey, type SecrecyLevel } from '@ascent/shared/users';
import { AudiencePicker } from '../../../components/audience/audience-picker.tsx';
import { PeopleSelect } from '../../../components/audience/people-select.tsx';
import { FileUpload } from '../../../components/upload/FileUpload.tsx';
import { saveInPerson } from '../api/in-person-api.ts';
import { toFormValues, toSaveBody, type InPersonFormValues } from '../lib/in-person-form.ts';

/** The session's materials (up to 20 of 1 GB, resumable uploads): the list and one more. */
function Materials({
  value = [],
  onChange,
}: {
  value?: TStoredFile[];
  onChange?: (files: TStoredFile[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {value.map((f) => (
        <Space key={f.fileId} wrap>
          <PaperClipOutlined aria-hidden />
          <Typography.Link href={f.url} target="_blank" rel="noreferrer">
            {f.name}
          </Typography.Link>
          <Typography.Text type="secondary">{formatSize(f.size)}</Typography.Text>
          <Button
            size="small"
            type="text"
            icon={<DeleteOutlined />}
            aria-label={t('inPerson.form.removeFile', { name: f.name })}
            onClick={() => onChange?.(value.filter((x) => x.fileId !== f.fileId))}
          />
        </Space>
      ))}
      {value.length < IN_PERSON_LIMITS.materials && (
        <FileUpload
          kind="faceMaterial"
          value={null}
          testId="in-person-material"
          onChange={(file) => {
            if (file && !value.some((f) => f.fileId === file.fileId)) onChange?.([...value, file]);
          }}
        />
      )}
    </Space>
  );
}

const minutes = (name: keyof InPersonFormValues, label: string, testId: string) => (
  <Form.Item name={name} label={label}>
    <InputNumber
      min={0}
      max={IN_PERSON_LIMITS.windowMinutes}
      precision={0}
      addonAfter="min"
      data-testid={testId}
    />
  </Form.Item>
);

/** The session editor: basics, agenda and materials, audience and managers, sign-in rules. */
export function InPersonForm({
  session,
  onSaved,
  onCancel,
}: {
  session: TInPersonDetail | null;
  onSaved: (saved: TInPersonDetail) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const tr = useTranslateRef();
  const [form] = Form.useForm<InPersonFormValues>();
  const server = useServerError();
  const requireSignOut = Form.useWatch('requireSignOut', form);
  const known = Object.entries(session?.names.users ?? {}).map(([id, name]) => ({
    id: Number(id),
    name,
  }));

  const submit = (values: InPersonFormValues) =>
    server.guard(async () => {
      const body = toSaveBody(values, session?.id);
      const problem = firstIssueRef(ZInPersonSave, body);
      if (problem) return tr(problem);
      onSaved(await saveInPerson(body));
    });
  const required = (message: string) => [{ required: true, whitespace: true, message }];

  return (
    <Form<InPersonFormValues>
      form={form}
      layout="vertical"
      initialValues={toFormValues(session)}
      onFinish={(v) => void submit(v)}
      data-testid="in-person-form"
    >
      <Card title={t('inPerson.form.basics')}>
        <Form.Item
          name="name"
          label={t('inPerson.form.name')}
          rules={required(t('inPerson.form.nameRequired'))}
        >
          <Input maxLength={IN_PERSON_LIMITS.name} showCount data-testid="in-person-name" />
        </Form.Item>
        <Space wrap size="large">
          <Form.Item
            name="lessonHours"
            label={t('inPerson.form.lessonHours')}
            rules={[{ required: true, message: t('inPerson.form.lessonHoursRequired') }]}
          >
            <InputNumber
              min={0.5}
              max={IN_PERSON_LIMITS.lessonHours}
              step={0.5}
              data-testid="in-person-hours"
            />
          </Form.Item>
          <Form.Item
            name="startAt"
            label={t('inPerson.form.startAt')}
            rules={[{ required: true, message: t('inPerson.form.timeRequired') }]}
          >
            <DatePicker
              showTime={{ format: 'HH:mm' }}
              format="YYYY-MM-DD HH:mm"
              data-testid="in-person-start"
            />
          </Form.Item>
          <Form.Item
            name="endAt"
            label={t('inPerson.form.endAt')}
            rules={[{ required: true, message: t('inPerson.form.timeRequired') }]}
          >
            <DatePicker
              showTime={{ format: 'HH:mm' }}
              format="YYYY-MM-DD HH:mm"
              data-testid="in-person-end"
            />
          </Form.Item>
        </Space>
        <Form.Item
          name="address"
          label={t('inPerson.form.address')}
          rules={required(t('inPerson.form.addressRequired'))}
        >
          <Input maxLength={IN_PERSON_LIMITS.address} data-testid="in-person-address" />
        </Form.Item>
        <Form.Item
          name="lecturer"
          label={t('inPerson.form.lecturer')}
          rules={required(t('inPerson.form.lecturerRequired'))}
        >
          <Input maxLength={IN_PERSON_LIMITS.lecturer} data-testid="in-person-lecturer" />
        </Form.Item>
        <Form.Item
          name="schedule"
          label={t('inPerson.form.schedule')}
          extra={t('inPerson.form.scheduleHint')}
        >
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 12 }} data-testid="in-person-schedule" />
        </Form.Item>
        <Form.Item name="intro" label={t('inPerson.form.intro')}>
          <Input.TextArea
            maxLength={IN_PERSON_LIMITS.intro}
            showCount
            autoSize={{ minRows: 3, maxRows: 12 }}
          />
        </Form.Item>
        <Form.Item
          name="materials"
          label={t('inPerson.form.materials', { max: IN_PERSON_LIMITS.materials })}
        >
          <Materials />
        </Form.Item>
      </Card>
      <Card title={t('inPerson.form.people')}>
        <Form.Item name="secrecyLevel" label={t('inPerson.form.secrecy')}>
          <Select
            options={SECRECY_LEVELS.map((v) => ({
              value: v,
              label: `${v} ${tr(secrecyNameKey(v as SecrecyLevel))}`,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="audience"
          label={t('inPerson.form.audience')}
          extra={t('inPerson.form.audienceHint')}
        >
          <AudiencePicker
            knownPeople={known}
            texts={{
              departments: t('inPerson.form.departments'),
              positions: t('inPerson.form.positions'),
              people: t('inPerson.form.persons'),
            }}
          />
        </Form.Item>
        <Form.Item
          name="managerIds"
          label={t('inPerson.form.managers')}
          extra={t('inPerson.form.managersHint')}
        >
          <PeopleSelect
            known={known}
            placeholder={t('inPerson.form.managers')}
            testId="in-person-managers"
          />
        </Form.Item>
      </Card>
      <Card title={t('inPerson.form.rules')}>
        <Space wrap size="large">
          {minutes('signInBeforeMinutes', t('inPerson.form.signInBefore'), 'in-person-sign-before')}
          {minutes('signInAfterMinutes', t('inPerson.form.signInAfter'), 'in-person-sign-after')}
          {minutes('lateAfterMinutes', t('inPerson.form.lateAfter'), 'in-person-late-after')}
        </Space>
        <Form.Item
          name="requireSignOut"
          label={t('inPerson.form.requireSignOut')}
          valuePropName="checked"
        >
          <Switch data-testid="in-person-require-signout" />
        </Form.Item>
        {requireSignOut && (
          <Space wrap size="large">
            {minutes(
              'signOutBeforeMinutes',
              t('inPerson.form.signOutBefore'),
              'in-person-signout-before',
            )}
            {minutes(
              'signOutAfterMinutes',
              t('inPerson.form.signOutAfter'),
              'in-person-signout-after',
            )}
          </Space>
        )}
        <Form.Item name="grading" label={t('inPerson.form.grading')} valuePropName="checked">
          <Switch data-testid="in-person-grading" />
        </Form.Item>
      </Card>
      <FormError message={server.message} testId="in-person-form-error" />
      <Space>
        <Button
          type="primary"
          htmlType="submit"
          loading={server.pending}
          data-testid="in-person-submit"
        >
          {t('inPerson.form.save')}
        </Button>
        <Button onClick={onCancel}>{t('inPerson.form.cancel')}</Button>
      </Space>
    </Form>
  );
}
