import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Checkbox, DatePicker, Form, Input, Select, Space, TreeSelect } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormError, useServerError } from '@ascent/client/ui';
import { firstIssueRef, useTranslateRef } from '@ascent/client/i18n';
import {
  PLAN_FIELD_TYPES,
  STUDY_PLAN_LIMITS,
  ZStudyPlanSave,
  type TStudyPlanAdminDetail,
} from '@ascent/shared/study-plan';
import { AUDIENCE_KEY, fetchDepartments } from '../../../components/audience/audience-api.ts';
import { PeopleSelect } from '../../../components/audience/people-select.tsx';
import { savePlan } from '../api/study-plan-api.ts';
import { formValuesOf, nextFieldKey, toSaveBody, type PlanFormValues } from '../lib/plan-form.ts';
import { toTreeOptions } from '../../../components/tree-categories/tree-options.ts';

/** The plan editor: name, period, the fields sub-plans fill, departments and their managers. */
export function PlanForm({
  plan,
  onSaved,
  onCancel,
}: {
  plan: TStudyPlanAdminDetail | null;
  onSaved: (saved: TStudyPlanAdminDetail) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const tr = useTranslateRef();
  const [form] = Form.useForm<PlanFormValues>();
  const server = useServerError();
  const departments = useQuery({
    queryKey: [...AUDIENCE_KEY, 'departments'],
    queryFn: fetchDepartments,
  });
  const knownManagers = (plan?.subPlans ?? []).flatMap((s) =>
    s.managers.map((m) => ({ id: m.id, name: m.realName || m.account })),
  );

  const submit = (values: PlanFormValues) =>
    server.guard(async () => {
      const body = toSaveBody(values, plan?.id);
      const problem = firstIssueRef(ZStudyPlanSave, body);
      if (problem) return tr(problem);
      onSaved(await savePlan(body));
    });

  return (
    <Form<PlanFormValues>
      form={form}
      layout="vertical"
      initialValues={formValuesOf(plan)}
      onFinish={(v) => void submit(v)}
      data-testid="study-plan-form"
    >
      <Card title={t('studyPlans.form.basics')}>
        <Form.Item
          name="name"
          label={t('studyPlans.form.name')}
          rules={[{ required: true, whitespace: true, message: t('studyPlans.form.nameRequired') }]}
        >
          <Input maxLength={STUDY_PLAN_LIMITS.name} showCount data-testid="study-plan-name" />
        </Form.Item>
        <Form.Item name="description" label={t('studyPlans.form.description')}>
          <Input.TextArea
            maxLength={STUDY_PLAN_LIMITS.description}
            showCount
            autoSize={{ minRows: 2, maxRows: 8 }}
          />
        </Form.Item>
        <Form.Item
          name="period"
          label={t('studyPlans.form.period')}
          rules={[{ required: true, message: t('studyPlans.form.periodRequired') }]}
        >
          <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
        </Form.Item>
      </Card>
      <Card title={t('studyPlans.form.fields')} extra={t('studyPlans.form.fieldsHint')}>
        <Form.List name="fields">
          {(rows, { add, remove }) => (
            <Space orientation="vertical" style={{ width: '100%' }}>
              {rows.map((row) => (
                <Space key={row.key} wrap align="baseline" data-testid="study-plan-field">
                  <Form.Item name={[row.name, 'key']} hidden>
                    <Input />
                  </Form.Item>
                  <Form.Item
                    name={[row.name, 'name']}
                    rules={[
                      {
                        required: true,
                        whitespace: true,
                        message: t('studyPlans.form.fieldNameRequired'),
                      },
                    ]}
                  >
                    <Input
                      maxLength={STUDY_PLAN_LIMITS.fieldName}
                      placeholder={t('studyPlans.form.fieldName')}
                    />
                  </Form.Item>
                  <Form.Item name={[row.name, 'type']}>
                    <Select
                      style={{ width: 120 }}
                      options={PLAN_FIELD_TYPES.map((ty) => ({
                        value: ty,
                        label: t(`studyPlans.fieldType.${ty}`),
                      }))}
                    />
                  </Form.Item>
                  <Form.Item name={[row.name, 'required']} valuePropName="checked">
                    <Checkbox>{t('studyPlans.form.required')}</Checkbox>
                  </Form.Item>
                  <Button
                    icon={<DeleteOutlined />}
                    aria-label={t('studyPlans.remove')}
                    onClick={() => remove(row.name)}
                  />
                </Space>
              ))}
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                disabled={rows.length >= STUDY_PLAN_LIMITS.fields}
                onClick={() =>
                  add({
                    key: nextFieldKey(form.getFieldValue('fields') ?? []),
                    name: '',
                    type: 'text',
                    required: false,
                  })
                }
              >
                {t('studyPlans.form.addField')}
              </Button>
            </Space>
          )}
        </Form.List>
      </Card>
      <Card title={t('studyPlans.form.departments')} extra={t('studyPlans.form.departmentsHint')}>
        <Form.List name="departments">
          {(rows, { add, remove }) => (
            <Space orientation="vertical" style={{ width: '100%' }}>
              {rows.map((row) => (
                <div key={row.key} className="sp-admin-dept" data-testid="study-plan-department">
                  <Form.Item
                    name={[row.name, 'departmentId']}
                    rules={[{ required: true, message: t('studyPlans.form.departmentRequired') }]}
                    className="sp-admin-dept-tree"
                  >
                    <TreeSelect<number>
                      treeData={toTreeOptions(departments.data ?? [])}
                      treeDefaultExpandAll
                      loading={departments.isLoading}
                      placeholder={t('studyPlans.form.department')}
                      aria-label={t('studyPlans.form.department')}
                    />
                  </Form.Item>
                  <Form.Item name={[row.name, 'managerIds']} className="sp-admin-dept-people">
                    <PeopleSelect
                      known={knownManagers}
                      placeholder={t('studyPlans.form.managers')}
                    />
                  </Form.Item>
                  <Button
                    icon={<DeleteOutlined />}
                    aria-label={t('studyPlans.remove')}
                    onClick={() => remove(row.name)}
                  />
                </div>
              ))}
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                disabled={rows.length >= STUDY_PLAN_LIMITS.departments}
                onClick={() => add({ managerIds: [] })}
                data-testid="study-plan-add-department"
              >
                {t('studyPlans.form.addDepartment')}
              </Button>
            </Space>
          )}
        </Form.List>
      </Card>
      <FormError message={server.message} testId="study-plan-form-error" />
      <Space className="sp-admin-actions">
        <Button
          type="primary"
          htmlType="submit"
          loading={server.pending}
          data-testid="study-plan-save"
        >
          {t('studyPlans.form.save')}
        </Button>
        <Button onClick={onCancel}>{t('studyPlans.form.cancel')}</Button>
      </Space>
    </Form>
  );
}
