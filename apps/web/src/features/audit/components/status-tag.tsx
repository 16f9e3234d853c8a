import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AuditNodeStatus } from '@ascent/shared/audit';
import { STATUS_COLOURS, statusKey } from '../lib/audit-status.ts';

/** An approval status by the spec's names: under review, passed, rejected, withdrawn. */
export function StatusTag({ status }: { status: AuditNodeStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLOURS[status]} data-testid="audit-status">
      {t(statusKey(status))}
    </Tag>
  );
}
