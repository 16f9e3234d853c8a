import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Checkbox, Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { SIGNUP_FIELD_TYPES, SIGNUP_LIMITS } from '@ascent/shared/signup';

/** Kind 3: the form the learner fills (label, type, required, options of a choice). */
export function FieldsEditor() {
  const { t } = useTranslation();
  return (
    <Form.List name="fields">
      {(rows, { add, remove }) => (
        <Space orientation="vertical" className="su-admin-wide">
          {rows.map((row) => (
            <Card size="small" key={row.key} data-testid="signup-field">
              <Space wrap align="start">
                <Form.Item
                  name={[row.name, 'label']}
                  label={t('signups.form.fieldLabel')}
                  rules={[
                    {
                      required: true,
                      whitespace: true,
                      message: t('signups.form.fieldLabelRequired'),
                    },
                  ]}
                >
                  <Input maxLength={SIGNUP_LIMITS.fieldLabel} />
                </Form.Item>
                <Form.Item
                  name={[row.name, 'type']}
                  label={t('signups.form.fieldType')}
                  initialValue="text"
                >
                  <Select
                    style={{ width: 140 }}
                    options={SIGNUP_FIELD_TYPES.map((ft) => ({
                      value: ft,
                      label: t(`signups.fieldType.${ft}`),
                    }))}
                  />
                </Form.Item>
                <Form.Item name={[row.name, 'required']} valuePropName="checked" label=" ">
                  <Checkbox>{t('signups.form.fieldRequired')}</Checkbox>
                </Form.Item>
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('signups.form.removeField')}
                  onClick={() => remove(row.name)}
                />
              </Space>
              <Form.Item noStyle dependencies={[['fields', row.name, 'type']]}>
                {({ getFieldValue }) =>
                  getFieldValue(['fields', row.name, 'type']) === 'select' ? (
                    <Form.Item name={[row.name, 'options']} label={t('signups.form.fieldOptions')}>
                      <Input.TextArea
                        autoSize={{ minRows: 2, maxRows: 8 }}
                        placeholder={t('signups.form.fieldOptionsHint')}
                      />
                    </Form.Item>
                  ) : null
                }
              </Form.Item>
            </Card>
          ))}
          {rows.length < SIGNUP_LIMITS.fields && (
            <Button
              icon={<PlusOutlined />}
              onClick={() => add({ type: 'text', required: false })}
              data-testid="signup-add-field"
            >
              {t('signups.form.addField')}
            </Button>
          )}
        </Space>
      )}
    </Form.List>
  );
}
