import { Card, Result, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../app/services.ts';
import { auditMenuOn } from '../lib/audit-status.ts';
import { ReceiptDrawer } from '../components/receipt-drawer.tsx';
import { ReceiptList } from '../components/receipt-list.tsx';

type AuditTab = 'mine' | 'todo';

/** /audit: my submissions and my to-dos (tab in `?tab=`), a receipt's detail in a drawer. */
export function AuditPage() {
  const { t } = useTranslation();
  const menu = useSession((s) => s.companyInfo?.menu);
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState<number | null>(null);
  const tab: AuditTab = params.get('tab') === 'todo' ? 'todo' : 'mine';

  if (menu && !auditMenuOn(menu))
    return <Result status="403" title={t('audit.unavailable')} data-testid="audit-unavailable" />;
  return (
    <div className="page">
      <Card title={t('audit.title')}>
        <Tabs
          data-testid="audit-tabs"
          activeKey={tab}
          onChange={(key) => setParams(key === 'mine' ? {} : { tab: key }, { replace: true })}
          items={[
            {
              key: 'mine',
              label: t('audit.tabs.mine'),
              children: <ReceiptList box="mine" onOpen={setOpen} testId="audit-mine-list" />,
            },
            {
              key: 'todo',
              label: t('audit.tabs.todo'),
              children: <ReceiptList box="todo" onOpen={setOpen} testId="audit-todo-list" />,
            },
          ]}
        />
      </Card>
      <ReceiptDrawer auditId={open} onClose={() => setOpen(null)} />
    </div>
  );
}
