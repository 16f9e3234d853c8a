import {
  Button,
  Card,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Radio,
  Select,
  Space,
  Switch,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { firstIssueRef, useTranslateRef } from '@ascent/client/i18n';
import { FormError, useServerError } from '@ascent/client/ui';
import {
  PROGRAMME_LIMITS,
  PROGRAMME_TASK_TYPES,
  ZProgrammeSave,
  type ProgrammeKind,
  type TProgrammeAdminDetail,
} from '@ascent/shared/programme';
import { AudiencePicker } from '../../../components/audience/audience-picker.tsx';
import { PeopleSelect } from '../../../components/audience/people-select.tsx';
import { CoverUpload } from '../../../components/upload/cover-upload.tsx';
import { RichEditor } from '../../../components/rich-editor/rich-editor.tsx';
import { publishProgramme, saveProgramme } from '../api/programme-api.ts';
import { toFormValues, toSaveBody, type ProgrammeFormValues } from '../lib/programme-form.ts';
import { PackageField } from './package-field.tsx';
import { StagesField } from './stages-field.tsx';

/**
 * The programme editor of every kind: basics and period, participants (departments,
 * positions, people and/or by sign-up), supervisors, the pass rule, and the stages with their
 * items (a package: its programmes). Saves, or saves and publishes.
 */
export function ProgrammeForm({
  kind,
  programme,
  onSaved,
  onCancel,
}: {
  kind: ProgrammeKind;
  programme: TProgrammeAdminDetail | null;
  onSaved: (saved: TProgrammeAdminDetail, published: boolean) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const tr = useTranslateRef();
  const [form] = Form.useForm<ProgrammeFormValues>();
  const server = useServerError();
  const [publishing, setPublishing] = useState(false);
  const knownPeople = [...(programme?.audience.users ?? []), ...(programme?.supervisors ?? [])].map(
    (p) => ({ id: p.id, name: `${p.realName || p.account} (${p.account})` }),
  );

  const submit = (values: ProgrammeFormValues, publish: boolean) =>
    server.guard(async () => {
      const body = toSaveBody(kind, values, programme?.id);
      const problem = firstIssueRef(ZProgrammeSave, body);
      if (problem) return tr(problem);
      const saved = await saveProgramme(body);
      if (publish) await publishProgramme(saved.id, true);
      onSaved(saved, publish);
    });

  const finish = async (publish: boolean) => {
    setPublishing(publish);
    try {
      const values = await form.validateFields();
      await submit({ ...form.getFieldsValue(true), ...values }, publish);
    } catch {
      // The form shows what is missing.
    }
  };

  return (
    <Form<ProgrammeFormValues>
      form={form}
      layout="vertical"
      initialValues={toFormValues(
        kind,
        programme,
        t(kind === 'map' ? 'programmes.form.levelNo' : 'programmes.form.stageNo', { n: 1 }),
      )}
      onFinish={() => void finish(false)}
      data-testid="programme-form"
    >
      <Card title={t('programmes.form.basics')}>
        <Form.Item
          name="name"
          label={t('programmes.form.name')}
          rules={[{ required: true, whitespace: true, message: t('programmes.form.nameRequired') }]}
        >
          <Input maxLength={PROGRAMME_LIMITS.name} showCount data-testid="programme-name" />
        </Form.Item>
        {kind === 'project' ? (
          <Form.Item name="taskType" label={t('programmes.form.taskType')}>
            <Select
              options={PROGRAMME_TASK_TYPES.project.map((v) => ({
                value: v,
                label: t(`programmes.taskType.t${v}`),
              }))}
              style={{ width: 240 }}
            />
          </Form.Item>
        ) : null}
        <Form.Item name="cover" label={t('programmes.form.cover')}>
          <CoverUpload testId="programme-cover" />
        </Form.Item>
        <Form.Item
          name="intro"
          label={t('programmes.form.intro')}
          extra={t('programmes.form.introHint')}
        >
          <RichEditor
            ariaLabel={t('programmes.form.intro')}
            maxLength={PROGRAMME_LIMITS.intro}
            testId="programme-intro"
          />
        </Form.Item>
        <Form.Item name="period" label={t('programmes.form.period')}>
          <DatePicker.RangePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            data-testid="programme-period"
          />
        </Form.Item>
        {kind !== 'package' ? (
          <Form.Item
            name="orderMode"
            label={t('programmes.form.orderMode')}
            extra={kind === 'map' ? t('programmes.form.mapLevelsHint') : undefined}
          >
            <Radio.Group
              options={[
                { value: 'free', label: t('programmes.orderMode.free') },
                { value: 'sequential', label: t('programmes.orderMode.sequential') },
              ]}
            />
          </Form.Item>
        ) : null}
      </Card>
      <Card title={t('programmes.form.participants')}>
        <Form.Item
          name="bySignup"
          label={t('programmes.form.bySignup')}
          extra={t('programmes.form.bySignupHint')}
          valuePropName="checked"
        >
          <Switch data-testid="programme-by-signup" />
        </Form.Item>
        <Form.Item name="audience" label={t('programmes.form.audience')}>
          <AudiencePicker
            knownPeople={knownPeople}
            texts={{
              departments: t('programmes.form.departments'),
              positions: t('programmes.form.positions'),
              people: t('programmes.form.people'),
            }}
          />
        </Form.Item>
        <Form.Item name="supervisorIds" label={t('programmes.form.supervisors')}>
          <PeopleSelect
            known={knownPeople}
            placeholder={t('programmes.form.supervisorsPlaceholder')}
            testId="programme-supervisors"
          />
        </Form.Item>
      </Card>
      {kind === 'package' ? (
        <Card title={t('programmes.form.programmes')}>
          <Form.Item name="programmes" noStyle>
            <PackageField />
          </Form.Item>
        </Card>
      ) : (
        <Card title={t(kind === 'map' ? 'programmes.form.levels' : 'programmes.form.stages')}>
          <Form.Item name="stages" noStyle>
            <StagesField noun={kind === 'map' ? 'level' : 'stage'} />
          </Form.Item>
          <Form.Item
            name="minElectives"
            label={t('programmes.form.minElectives')}
            extra={t('programmes.form.passRuleHint')}
            style={{ marginTop: 16 }}
          >
            <InputNumber min={0} max={PROGRAMME_LIMITS.items} precision={0} />
          </Form.Item>
        </Card>
      )}
      <FormError message={server.message} testId="programme-form-error" />
      <Space style={{ marginTop: 16 }}>
        <Button
          type="primary"
          htmlType="submit"
          loading={server.pending && !publishing}
          data-testid="programme-save"
        >
          {t('programmes.form.save')}
        </Button>
        <Button
          loading={server.pending && publishing}
          onClick={() => void finish(true)}
          data-testid="programme-save-publish"
        >
          {t('programmes.form.savePublish')}
        </Button>
        <Button onClick={onCancel}>{t('programmes.form.cancel')}</Button>
      </Space>
    </Form>
  );
}
