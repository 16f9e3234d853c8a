import { Space, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TAuditReceiptNode } from '@ascent/shared/audit';
import { StatusTag } from './status-tag.tsx';
import { formatDateTime } from '@ascent/client/i18n';

const DOT_COLOURS = { 0: 'gray', 1: 'blue', 2: 'green', 3: 'red', 4: 'gray' } as const;

/** The nodes in order: who may approve each, and who decided, when, with what remark. */
export function NodeTimeline({ nodes }: { nodes: TAuditReceiptNode[] }) {
  const { t } = useTranslation();
  const approversOf = (n: TAuditReceiptNode) =>
    [
      ...n.appterMembers.map((p) => p.realName || p.account),
      ...n.roles.map((r) => t(`audit.roles.${r}`)),
    ].join(t('audit.listSeparator'));
  return (
    <Timeline
      data-testid="audit-timeline"
      items={nodes.map((n) => ({
        key: n.nodeId,
        color: DOT_COLOURS[n.status],
        content: (
          <Space direction="vertical" size={2}>
            <Space>
              <Typography.Text strong>{n.name}</Typography.Text>
              <StatusTag status={n.status} />
            </Space>
            <Typography.Text type="secondary">
              {t('audit.approvers')}: {approversOf(n)}
            </Typography.Text>
            {n.approver ? (
              <Typography.Text>
                {t('audit.decidedBy', {
                  name: n.approver.realName || n.approver.account,
                  time: n.decidedAt ? formatDateTime(n.decidedAt) : '',
                })}
              </Typography.Text>
            ) : null}
            {n.remark ? (
              <Typography.Text data-testid={`audit-node-remark-${n.seq}`}>
                {t('audit.remark')}: {n.remark}
              </Typography.Text>
            ) : null}
          </Space>
        ),
      }))}
    />
  );
}
