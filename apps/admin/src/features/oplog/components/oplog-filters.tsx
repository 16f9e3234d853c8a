import { DatePicker, Input, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';

export interface OperationLogFilterValues {
  entity?: string;
  actor?: string;
  from?: string;
  to?: string;
}

/** Filters of the operation log: entity, who, and when. */
export function OplogFilters({
  onChange,
}: {
  onChange: (patch: OperationLogFilterValues) => void;
}) {
  const { t } = useTranslation();
  return (
    <Space wrap>
      <Input.Search
        allowClear
        placeholder={t('oplog.entity')}
        onSearch={(v) => onChange({ entity: v.trim() || undefined })}
        style={{ width: 200 }}
        data-testid="oplog-entity"
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
