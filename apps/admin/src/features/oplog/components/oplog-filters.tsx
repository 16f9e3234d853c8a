import { DatePicker, Input, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { OPLOG_ACTIONS, OPLOG_ENTITIES } from '@ascent/shared/admin';
import { oplogCodeLabel } from '../lib/code-labels.ts';

export interface OperationLogFilterValues {
  entity?: string;
  action?: string;
  actor?: string;
  from?: string;
  to?: string;
}

/** Filters of the operation log: entity and action (by their labels), who, and when. */
export function OplogFilters({
  onChange,
}: {
  onChange: (patch: OperationLogFilterValues) => void;
}) {
  const { t } = useTranslation();
  return (
    <Space wrap>
      <Select
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t('oplog.entity')}
        options={OPLOG_ENTITIES.map((code) => ({
          value: code,
          label: oplogCodeLabel(t, 'entities', code),
        }))}
        onChange={(v?: string) => onChange({ entity: v })}
        style={{ width: 180 }}
        data-testid="oplog-entity"
      />
      <Select
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t('oplog.action')}
        options={OPLOG_ACTIONS.map((code) => ({
          value: code,
          label: oplogCodeLabel(t, 'actions', code),
        }))}
        onChange={(v?: string) => onChange({ action: v })}
        style={{ width: 160 }}
        data-testid="oplog-action"
      />
      <Input.Search
        allowClear
        placeholder={t('oplog.actor')}
        onSearch={(v) => onChange({ actor: v.trim() || undefined })}
        style={{ width: 200 }}
        data-testid="oplog-actor"
      />
      <DatePicker.RangePicker
        showTime
        onChange={(range: [Dayjs | null, Dayjs | null] | null) =>
          onChange({ from: range?.[0]?.toISOString(), to: range?.[1]?.toISOString() })
        }
      />
    </Space>
  );
}
