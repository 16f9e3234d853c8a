import { DatePicker, Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TSignupField } from '@ascent/shared/signup';

/** The inputs of a kind-3 form, as Form.Items named `values.<key>`. */
export function MaterialFields({ fields }: { fields: TSignupField[] }) {
  const { t } = useTranslation();
  return (
    <>
      {fields.map((f) => (
        <Form.Item
          key={f.key}
          name={['values', f.key]}
          label={f.label}
          rules={f.required ? [{ required: true, message: t('signup.fieldRequired') }] : []}
        >
          {f.type === 'textarea' ? (
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={1000} />
          ) : f.type === 'number' ? (
            <InputNumber className="su-wide" />
          ) : f.type === 'date' ? (
            <DatePicker className="su-wide" />
          ) : f.type === 'select' ? (
            <Select options={f.options.map((o) => ({ value: o, label: o }))} allowClear />
          ) : (
            <Input maxLength={1000} />
          )}
        </Form.Item>
      ))}
    </>
  );
}
