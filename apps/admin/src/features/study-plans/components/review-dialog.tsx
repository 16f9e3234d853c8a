import { Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslateRef } from '@ascent/client/i18n';
import {
  STUDY_PLAN_LIMITS,
  ZSubPlanReview,
  type TStudyPlanAdminDetail,
} from '@ascent/shared/study-plan';
import { reviewSubPlan } from '../api/study-plan-api.ts';

/** Passes or rejects a sub-plan with a remark (required for a rejection). */
export function ReviewDialog({
  subPlanId,
  decision,
  onClose,
  onDone,
}: {
  subPlanId: number;
  decision: 'pass' | 'reject';
  onClose: () => void;
  onDone: (d: TStudyPlanAdminDetail) => void;
}) {
  const { t } = useTranslation();
  const tr = useTranslateRef();
  const [remark, setRemark] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open
      title={t(decision === 'pass' ? 'studyPlans.passTitle' : 'studyPlans.rejectTitle')}
      okButtonProps={{ danger: decision === 'reject', loading: busy }}
      onCancel={onClose}
      onOk={async () => {
        const body = { subPlanId, decision, remark };
        const checked = ZSubPlanReview.safeParse(body);
        if (!checked.success) return setError(tr(checked.error.issues[0]!.message));
        setBusy(true);
        try {
          onDone(await reviewSubPlan(body));
        } catch {
          // The client shows the server's refusal.
        } finally {
          setBusy(false);
        }
      }}
    >
      <Input.TextArea
        value={remark}
        maxLength={STUDY_PLAN_LIMITS.remark}
        showCount
        autoSize={{ minRows: 3, maxRows: 6 }}
        placeholder={t('studyPlans.remarkPlaceholder')}
        onChange={(e) => {
          setRemark(e.target.value);
          setError(null);
        }}
        data-testid="subplan-remark"
      />
      {error && <div className="sp-admin-error">{error}</div>}
    </Modal>
  );
}
