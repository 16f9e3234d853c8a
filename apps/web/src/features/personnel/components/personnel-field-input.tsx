import type { Dayjs } from 'dayjs';
import { DatePicker, Input, InputNumber, Select, TreeSelect } from 'antd';
import { FIELD_LIMITS, FIELD_TYPE, type TEditField } from '@ascent/shared/profile';
import { useState } from 'react';
import { useDepartmentTree } from '../hooks/use-department-tree.ts';
import { useFieldOptions } from '../hooks/use-field-options.ts';
import {
  DATE_FORMAT,
  DATETIME_FORMAT,
  DEPARTMENT_KEY,
  type PersonnelWidgetValue,
} from '../lib/personnel-values.ts';
import { departmentsToTreeData, optionsToTreeData } from '../lib/tree-data.ts';
import './personnel-field-input.css';

interface PersonnelFieldInputProps {
  field: TEditField;
  /** Injected by Form.Item. */
  id?: string;
  value?: PersonnelWidgetValue;
  onChange?: (value: PersonnelWidgetValue) => void;
}

/** The widget for one personnel field, by type (spec section 5). */
export function PersonnelFieldInput({ field, id, value, onChange }: PersonnelFieldInputProps) {
  const isDepartment = field.key === DEPARTMENT_KEY;
  const departments = useDepartmentTree(isDepartment);
  const takesOptions =
    !isDepartment && (field.type === FIELD_TYPE.select || field.type === FIELD_TYPE.tree);
  // Options load when the field is opened, or at once when it holds a value to label.
  const [opened, setOpened] = useState(false);
  const hasValue = Array.isArray(value) ? value.length > 0 : value !== undefined && value !== '';
  const options = useFieldOptions(field.id, takesOptions && (opened || hasValue));
  const optionList = options.data?.list ?? [];
  const onOpenChange = (open: boolean) => {
    if (open) setOpened(true);
  };
  const common = {
    id,
    onChange: (v: unknown) => onChange?.(v as PersonnelWidgetValue),
    style: { width: '100%' },
  };

  if (isDepartment) {
    return (
      <TreeSelect
        {...common}
        value={value as number | undefined}
        treeData={departmentsToTreeData(departments.data ?? [])}
        loading={departments.isLoading}
        // Not before the tree has come: a search typed earlier would keep the departments it
        // matches folded away (the dropdown expands the matches only when the search changes).
        disabled={departments.isLoading}
        showSearch={{ treeNodeFilterProp: 'title' }}
        allowClear
      />
    );
  }
  switch (field.type) {
    case FIELD_TYPE.select:
      return (
        <Select
          {...common}
          value={value as string | undefined}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          onOpenChange={onOpenChange}
          loading={options.isFetching}
          options={optionList.map((o) => ({ value: o.optionKey, label: o.optionValue }))}
        />
      );
    case FIELD_TYPE.tree:
      return (
        <TreeSelect
          {...common}
          value={value as string | string[] | undefined}
          multiple={field.isCheck === 1}
          treeData={optionsToTreeData(optionList, field.isSelectChild === 1)}
          onOpenChange={onOpenChange}
          loading={options.isFetching}
          // A click on a parent's title opens it (not only the small caret).
          treeExpandAction="click"
          classNames={{ popup: { root: 'personnel-option-tree' } }}
          allowClear
        />
      );
    case FIELD_TYPE.number:
      return (
        <InputNumber
          {...common}
          value={value as number | undefined}
          precision={Math.max(0, field.len || 0)}
        />
      );
    case FIELD_TYPE.date:
      return (
        <DatePicker {...common} value={(value as Dayjs | undefined) ?? null} format={DATE_FORMAT} />
      );
    case FIELD_TYPE.datetime:
      return (
        <DatePicker
          {...common}
          value={(value as Dayjs | undefined) ?? null}
          format={DATETIME_FORMAT}
          showTime={{ format: 'HH:mm' }}
        />
      );
    case FIELD_TYPE.textarea:
      return (
        <Input.TextArea
          id={id}
          value={value as string | undefined}
          onChange={(e) => onChange?.(e.target.value)}
          maxLength={FIELD_LIMITS.textarea}
          showCount
          autoSize={{ minRows: 3, maxRows: 6 }}
        />
      );
    default:
      return (
        <Input
          id={id}
          value={value as string | undefined}
          onChange={(e) => onChange?.(e.target.value)}
          maxLength={field.key === 'mobile' ? FIELD_LIMITS.mobile : FIELD_LIMITS.text}
        />
      );
  }
}
