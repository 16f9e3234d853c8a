import { Drawer } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, PageSpin } from '@ascent/client/ui';
import type { AuditAction } from '../hooks/use-audit-actions.ts';
import { useReceiptDetail } from '../hooks/use-receipts.ts';
import { DecisionModal } from './decision-modal.tsx';
import { ReceiptDetail } from './receipt-detail.tsx';

/** The detail of the chosen receipt, beside the lists, with its decision dialog. */
export function ReceiptDrawer({
  auditId,
  onClose,
}: {
  auditId: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const detail = useReceiptDetail(auditId);
  const [action, setAction] = useState<AuditAction | null>(null);
  return (
    <Drawer
      open={auditId !== null}
      onClose={onClose}
      size={600}
      title={detail.data?.title ?? t('audit.detail')}
      destroyOnHidden
    >
      {detail.isPending ? (
        <PageSpin />
      ) : detail.isError ? (
        <LoadFailed error={detail.error} onRetry={() => void detail.refetch()} />
      ) : (
        <ReceiptDetail detail={detail.data} onAction={setAction} />
      )}
      {action && auditId !== null ? (
        <DecisionModal action={action} auditId={auditId} onClose={() => setAction(null)} />
      ) : null}
    </Drawer>
  );
}
