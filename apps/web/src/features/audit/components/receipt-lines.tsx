import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TAuditLine } from '@ascent/shared/audit';

/** What the receipt asks for: each field, its current value and the requested one. */
export function ReceiptLines({ lines }: { lines: TAuditLine[] }) {
  const { t } = useTranslation();
  const showBefore = lines.some((l) => l.before !== undefined);
  return (
    <Table<TAuditLine>
      size="small"
      pagination={false}
      rowKey="label"
      dataSource={lines}
      data-testid="audit-lines"
      columns={[
        { title: t('audit.field'), dataIndex: 'label', width: '30%' },
        ...(showBefore
          ? [{ title: t('audit.before'), dataIndex: 'before', render: (v?: string) => v || '—' }]
          : []),
        { title: t('audit.after'), dataIndex: 'value', render: (v: string) => v || '—' },
      ]}
    />
  );
}
