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
import { FACE_LIMITS, ZFaceSave, type TFaceDetail } from '@ascent/shared/face';
import type { TStoredFile } from '@ascent/shared/files';
import { SECRECY_LEVELS, secrecyNameKey, type SecrecyLevel } from '@ascent/shared/users';
import { AudiencePicker } from '../../../components/audience/audience-picker.tsx';
import { PeopleSelect } from '../../../components/audience/people-select.tsx';
import { FileUpload } from '../../../components/upload/FileUpload.tsx';
import { saveFace } from '../api/face-api.ts';
import { toFormValues, toSaveBody, type FaceFormValues } from '../lib/face-form.ts';

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
            aria-label={t('face.form.removeFile', { name: f.name })}
            onClick={() => onChange?.(value.filter((x) => x.fileId !== f.fileId))}
          />
        </Space>
      ))}
      {value.length < FACE_LIMITS.materials && (
        <FileUpload
          kind="faceMaterial"
          value={null}
          testId="face-material"
          onChange={(file) => {
            if (file && !value.some((f) => f.fileId === file.fileId)) onChange?.([...value, file]);
          }}
        />
      )}
    </Space>
  );
}

const minutes = (name: keyof FaceFormValues, label: string, testId: string) => (
  <Form.Item name={name} label={label}>
    <InputNumber
      min={0}
      max={FACE_LIMITS.windowMinutes}
      precision={0}
      addonAfter="min"
      data-testid={testId}
    />
  </Form.Item>
);

/** The session editor: basics, agenda and materials, audience and managers, sign-in rules. */
export function FaceForm({
  session,
  onSaved,
  onCancel,
}: {
  session: TFaceDetail | null;
  onSaved: (saved: TFaceDetail) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const tr = useTranslateRef();
  const [form] = Form.useForm<FaceFormValues>();
  const server = useServerError();
  const requireSignOut = Form.useWatch('requireSignOut', form);
  const known = Object.entries(session?.names.users ?? {}).map(([id, name]) => ({
    id: Number(id),
    name,
  }));

  const submit = (values: FaceFormValues) =>
    server.guard(async () => {
      const body = toSaveBody(values, session?.id);
      const problem = firstIssueRef(ZFaceSave, body);
      if (problem) return tr(problem);
      onSaved(await saveFace(body));
    });
  const required = (message: string) => [{ required: true, whitespace: true, message }];

  return (
    <Form<FaceFormValues>
      form={form}
      layout="vertical"
      initialValues={toFormValues(session)}
      onFinish={(v) => void submit(v)}
      data-testid="face-form"
    >
      <Card title={t('face.form.basics')}>
        <Form.Item
          name="name"
          label={t('face.form.name')}
          rules={required(t('face.form.nameRequired'))}
        >
          <Input maxLength={FACE_LIMITS.name} showCount data-testid="face-name" />
        </Form.Item>
        <Space wrap size="large">
          <Form.Item
            name="lessonHours"
            label={t('face.form.lessonHours')}
            rules={[{ required: true, message: t('face.form.lessonHoursRequired') }]}
          >
            <InputNumber
              min={0.5}
              max={FACE_LIMITS.lessonHours}
              step={0.5}
              data-testid="face-hours"
            />
          </Form.Item>
          <Form.Item
            name="startAt"
            label={t('face.form.startAt')}
            rules={[{ required: true, message: t('face.form.timeRequired') }]}
          >
            <DatePicker
              showTime={{ format: 'HH:mm' }}
              format="YYYY-MM-DD HH:mm"
              data-testid="face-start"
            />
          </Form.Item>
          <Form.Item
            name="endAt"
            label={t('face.form.endAt')}
            rules={[{ required: true, message: t('face.form.timeRequired') }]}
          >
            <DatePicker
              showTime={{ format: 'HH:mm' }}
              format="YYYY-MM-DD HH:mm"
              data-testid="face-end"
            />
          </Form.Item>
        </Space>
        <Form.Item
          name="address"
          label={t('face.form.address')}
          rules={required(t('face.form.addressRequired'))}
        >
          <Input maxLength={FACE_LIMITS.address} data-testid="face-address" />
        </Form.Item>
        <Form.Item
          name="lecturer"
          label={t('face.form.lecturer')}
          rules={required(t('face.form.lecturerRequired'))}
        >
          <Input maxLength={FACE_LIMITS.lecturer} data-testid="face-lecturer" />
        </Form.Item>
        <Form.Item
          name="schedule"
          label={t('face.form.schedule')}
          extra={t('face.form.scheduleHint')}
        >
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 12 }} data-testid="face-schedule" />
        </Form.Item>
        <Form.Item name="intro" label={t('face.form.intro')}>
          <Input.TextArea
            maxLength={FACE_LIMITS.intro}
            showCount
            autoSize={{ minRows: 3, maxRows: 12 }}
          />
        </Form.Item>
        <Form.Item
          name="materials"
          label={t('face.form.materials', { max: FACE_LIMITS.materials })}
        >
          <Materials />
        </Form.Item>
      </Card>
      <Card title={t('face.form.people')}>
        <Form.Item name="secrecyLevel" label={t('face.form.secrecy')}>
          <Select
            options={SECRECY_LEVELS.map((v) => ({
              value: v,
              label: `${v} ${tr(secrecyNameKey(v as SecrecyLevel))}`,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="audience"
          label={t('face.form.audience')}
          extra={t('face.form.audienceHint')}
        >
          <AudiencePicker
            knownPeople={known}
            texts={{
              departments: t('face.form.departments'),
              positions: t('face.form.positions'),
              people: t('face.form.persons'),
            }}
          />
        </Form.Item>
        <Form.Item
          name="managerIds"
          label={t('face.form.managers')}
          extra={t('face.form.managersHint')}
        >
          <PeopleSelect
            known={known}
            placeholder={t('face.form.managers')}
            testId="face-managers"
          />
        </Form.Item>
      </Card>
      <Card title={t('face.form.rules')}>
        <Space wrap size="large">
          {minutes('signInBeforeMinutes', t('face.form.signInBefore'), 'face-sign-before')}
          {minutes('signInAfterMinutes', t('face.form.signInAfter'), 'face-sign-after')}
          {minutes('lateAfterMinutes', t('face.form.lateAfter'), 'face-late-after')}
        </Space>
        <Form.Item
          name="requireSignOut"
          label={t('face.form.requireSignOut')}
          valuePropName="checked"
        >
          <Switch data-testid="face-require-signout" />
        </Form.Item>
        {requireSignOut && (
          <Space wrap size="large">
            {minutes('signOutBeforeMinutes', t('face.form.signOutBefore'), 'face-signout-before')}
            {minutes('signOutAfterMinutes', t('face.form.signOutAfter'), 'face-signout-after')}
          </Space>
        )}
        <Form.Item name="grading" label={t('face.form.grading')} valuePropName="checked">
          <Switch data-testid="face-grading" />
        </Form.Item>
      </Card>
      <FormError message={server.message} testId="face-form-error" />
      <Space>
        <Button type="primary" htmlType="submit" loading={server.pending} data-testid="face-submit">
          {t('face.form.save')}
        </Button>
        <Button onClick={onCancel}>{t('face.form.cancel')}</Button>
      </Space>
    </Form>
  );
}
