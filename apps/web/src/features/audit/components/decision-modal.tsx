import { App, Button, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale, zodFormRule } from '@ascent/client/i18n';
import { FormError, useServerError } from '@ascent/client/ui';
import { AUDIT_DECISION, AUDIT_LIMITS, ZAuditNodeSubmit } from '@ascent/shared/audit';
import { useAuditAction, type AuditAction } from '../hooks/use-audit-actions.ts';

interface DecisionModalProps {
  action: AuditAction;
  auditId: number;
  onClose: () => void;
}

interface DecisionForm {
  auditId: number;
  decision: number;
  remark: string;
}

/**
 * Confirms an action on a receipt: approve (remark optional), reject (remark required, the
 * shared rule's message) or withdraw. The server's refusal is shown here.
 */
export function DecisionModal({ action, auditId, onClose }: DecisionModalProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { message } = App.useApp();
  const [form] = Form.useForm<DecisionForm>();
  const run = useAuditAction();
  const submission = useServerError();
  const withRemark = action !== 'withdraw';

  const onFinish = (values: DecisionForm) =>
    submission.guard(async () => {
      await run.mutateAsync({ action, auditId, remark: values.remark ?? '' });
      void message.success(t(`audit.done.${action}`));
      onClose();
    });

  return (
    <Modal
      open
      title={t(`audit.confirm.${action}`)}
      onCancel={onClose}
      modalRender={(node) => <div data-testid="audit-decision-modal">{node}</div>}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('audit.cancel')}
        </Button>,
        <Button
          key="confirm"
          type="primary"
          danger={action !== 'approve'}
          loading={submission.pending}
          onClick={() => form.submit()}
          data-testid="audit-confirm"
        >
          {t(`audit.actions.${action}`)}
        </Button>,
      ]}
    >
      <Form<DecisionForm>
        form={form}
        layout="vertical"
        onFinish={onFinish}
        initialValues={{
          auditId,
          decision: action === 'reject' ? AUDIT_DECISION.reject : AUDIT_DECISION.pass,
          remark: '',
        }}
      >
        {withRemark ? (
          <Form.Item
            name="remark"
            label={t(action === 'reject' ? 'audit.rejectReason' : 'audit.remark')}
            required={action === 'reject'}
            rules={[zodFormRule(ZAuditNodeSubmit, 'remark', locale)]}
          >
            <Input.TextArea
              data-testid="audit-remark"
              maxLength={AUDIT_LIMITS.remark}
              showCount
              autoSize={{ minRows: 3, maxRows: 6 }}
              placeholder={t(
                action === 'reject' ? 'audit.rejectPlaceholder' : 'audit.remarkPlaceholder',
              )}
            />
          </Form.Item>
        ) : (
          <p>{t('audit.withdrawQuestion')}</p>
        )}
        <FormError message={submission.message} testId="audit-decision-error" />
      </Form>
    </Modal>
  );
}
