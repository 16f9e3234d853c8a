import { App, AutoComplete, Col, Form, Input, InputNumber, Modal, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale, zodFieldRule, zodFormRule } from '@ascent/client/i18n';
import { FormError, useServerError } from '@ascent/client/ui';
import {
  BUILT_IN_FIELD_TYPE,
  FIELD_NAME_MAX,
  NUMBER_PRECISION_MAX,
  PERSONNEL_FIELD_TYPES,
  ZPersonnelFieldCreate,
  isBuiltInFieldKey,
  zText,
  type TAdminPersonnelField,
} from '@ascent/shared/config';
import { BUILT_IN_FIELD_KEYS, FIELD_TYPE } from '@ascent/shared/profile';
import { createPersonnelField, updatePersonnelField } from '../api/config-api.ts';
import {
  emptyField,
  fieldToForm,
  formToRequest,
  takesOptions,
  type FieldFormValues,
} from '../lib/field-form.ts';
import { OptionTreeEditor } from './option-tree-editor.tsx';
import { SwitchItem } from './switch-item.tsx';

const shape = ZPersonnelFieldCreate.shape;
const LOCALES = ['zh_CN', 'zh_TW', 'en_US'] as const;
const localeName = zText(FIELD_NAME_MAX);

export interface PersonnelFieldDialogProps {
  /** The field to edit; null to add one. */
  field: TAdminPersonnelField | null;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}

/** Adds or edits a personnel field: key, names, type, options, precision and tree choice. */
export function PersonnelFieldDialog({ field, open, onClose, onSaved }: PersonnelFieldDialogProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { message } = App.useApp();
  const [form] = Form.useForm<FieldFormValues>();
  const submission = useServerError();
  const key = Form.useWatch('key', form) ?? '';
  const type = Form.useWatch('type', form) ?? FIELD_TYPE.text;
  const builtIn = isBuiltInFieldKey(key);

  const submit = async () => {
    await form.validateFields();
    const body = formToRequest(form.getFieldsValue(true) as FieldFormValues);
    await submission.guard(async () => {
      if (field) await updatePersonnelField({ ...body, id: field.id });
      else await createPersonnelField(body);
      void message.success(t('config.saved'));
      onSaved();
    });
  };

  return (
    <Modal
      open={open}
      width={760}
      styles={{ body: { maxHeight: '64vh', overflowY: 'auto', paddingRight: 8 } }}
      title={field ? t('config.personnelFields.edit') : t('config.personnelFields.add')}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      okText={t('config.save')}
      okButtonProps={{ loading: submission.pending, 'data-testid': 'field-save' }}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={field ? fieldToForm(field) : emptyField()}
        onValuesChange={(changed: Partial<FieldFormValues>) => {
          if (changed.key !== undefined && isBuiltInFieldKey(changed.key))
            form.setFieldValue('type', BUILT_IN_FIELD_TYPE[changed.key]);
        }}
      >
        <Form.Item
          name="key"
          label={t('config.personnelFields.key')}
          extra={t('config.personnelFields.keyHelp')}
          required
          rules={[zodFieldRule(shape.key, locale)]}
        >
          <AutoComplete
            disabled={field !== null}
            options={BUILT_IN_FIELD_KEYS.map((k) => ({
              value: k,
              label: `${k} (${t(`config.personnelFields.builtIn.${k}`)})`,
            }))}
            data-testid="field-key"
          />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('config.personnelFields.name')}
          required
          rules={[zodFieldRule(shape.name, locale)]}
        >
          <Input maxLength={FIELD_NAME_MAX} data-testid="field-name" />
        </Form.Item>
        <Row gutter={12}>
          {LOCALES.map((code) => (
            <Col span={8} key={code}>
              <Form.Item
                name={['langNames', code]}
                label={t(`config.localeNames.${code}`)}
                rules={[zodFieldRule(localeName, locale)]}
              >
                <Input maxLength={FIELD_NAME_MAX} data-testid={`field-name-${code}`} />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <Form.Item
          name="type"
          label={t('config.personnelFields.type')}
          extra={builtIn ? t('config.personnelFields.builtInTypeHelp') : undefined}
          rules={[zodFormRule(ZPersonnelFieldCreate, 'type', locale)]}
        >
          <Select
            disabled={builtIn}
            options={PERSONNEL_FIELD_TYPES.map((v) => ({
              value: v,
              label: t(`config.personnelFields.types.t${v}`),
            }))}
            data-testid="field-type"
          />
        </Form.Item>
        {type === FIELD_TYPE.number && (
          <Form.Item
            name="len"
            label={t('config.personnelFields.len')}
            rules={[zodFieldRule(shape.len, locale)]}
          >
            <InputNumber min={0} max={NUMBER_PRECISION_MAX} precision={0} />
          </Form.Item>
        )}
        {type === FIELD_TYPE.tree && (
          <Row gutter={12}>
            <Col span={8}>
              <SwitchItem name="isCheck" label={t('config.personnelFields.isCheck')} />
            </Col>
            <Col span={16}>
              <SwitchItem name="isSelectChild" label={t('config.personnelFields.isSelectChild')} />
            </Col>
          </Row>
        )}
        {takesOptions(key, type) && (
          <Form.Item
            name="fieldOptions"
            label={t('config.personnelFields.options')}
            extra={key === 'sex' ? t('config.personnelFields.sexHelp') : undefined}
            rules={[zodFormRule(ZPersonnelFieldCreate, 'fieldOptions', locale)]}
          >
            <OptionTreeEditor nested={type === FIELD_TYPE.tree} />
          </Form.Item>
        )}
        <Form.Item
          name="enabled"
          label={t('config.personnelFields.enabled')}
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
      </Form>
      <FormError message={submission.message} />
    </Modal>
  );
}
