import { Alert, Button, Descriptions, Divider, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { AUDIT_TYPE, type TAuditReceiptDetail } from '@ascent/shared/audit';
import type { AuditAction } from '../hooks/use-audit-actions.ts';
import { CourseBrief } from './course-brief.tsx';
import { InformationCompare } from './information-compare.tsx';
import { NodeTimeline } from './node-timeline.tsx';
import { ReceiptLines } from './receipt-lines.tsx';
import { StatusTag } from './status-tag.tsx';
import { formatDateTime } from '@ascent/client/i18n';

interface ReceiptDetailProps {
  detail: TAuditReceiptDetail;
  onAction: (action: AuditAction) => void;
}

/**
 * A receipt: who asked for what (personnel information through InformationDetail, a course
 * sign-up with its course), the reason of a rejection, the timeline and the actions.
 */
export function ReceiptDetail({ detail, onAction }: ReceiptDetailProps) {
  const { t } = useTranslation();
  return (
    <div data-testid="audit-detail">
      <Descriptions column={1} size="small">
        <Descriptions.Item label={t('audit.type')}>{detail.typeName}</Descriptions.Item>
        <Descriptions.Item label={t('audit.applicant')}>
          {detail.applicant.realName || detail.applicant.account}
          {detail.applicant.account ? ` (${detail.applicant.account})` : ''}
        </Descriptions.Item>
        <Descriptions.Item label={t('audit.submittedAt')}>
          {formatDateTime(detail.createdAt)}
        </Descriptions.Item>
        <Descriptions.Item label={t('audit.statusLabel')}>
          <StatusTag status={detail.status} />
        </Descriptions.Item>
      </Descriptions>
      {detail.reason ? (
        <Alert
          type="error"
          showIcon
          data-testid="audit-reason"
          title={t('audit.rejectedBecause', { reason: detail.reason })}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {detail.type === AUDIT_TYPE.personnel ? (
        <InformationCompare submissionId={detail.resourceId} />
      ) : detail.lines.length ? (
        <ReceiptLines lines={detail.lines} />
      ) : null}
      {detail.links.map((l) =>
        l.kind === 'course' ? <CourseBrief key={`course:${l.id}`} courseId={l.id} /> : null,
      )}
      <Divider titlePlacement="start">{t('audit.progress')}</Divider>
      <NodeTimeline nodes={detail.audittmplnode} />
      {detail.canDecide || detail.canWithdraw ? (
        <Space>
          {detail.canDecide ? (
            <>
              <Button
                type="primary"
                data-testid="audit-approve"
                onClick={() => onAction('approve')}
              >
                {t('audit.actions.approve')}
              </Button>
              <Button danger data-testid="audit-reject" onClick={() => onAction('reject')}>
                {t('audit.actions.reject')}
              </Button>
            </>
          ) : null}
          {detail.canWithdraw ? (
            <Button data-testid="audit-withdraw" onClick={() => onAction('withdraw')}>
              {t('audit.actions.withdraw')}
            </Button>
          ) : null}
        </Space>
      ) : null}
    </div>
  );
}
