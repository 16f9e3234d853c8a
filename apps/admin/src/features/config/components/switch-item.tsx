import { Form, Switch } from 'antd';

/** A 0/1 setting of the spec shown as a switch (the form value stays 0 or 1). */
export function SwitchItem({
  name,
  label,
  extra,
}: {
  name: string;
  label: string;
  extra?: string;
}) {
  return (
    <Form.Item
      name={name}
      label={label}
      extra={extra}
      getValueProps={(value: unknown) => ({ checked: value === 1 })}
      normalize={(checked: unknown) => (checked ? 1 : 0)}
    >
      <Switch data-testid={`config-${name}`} />
    </Form.Item>
  );
}
