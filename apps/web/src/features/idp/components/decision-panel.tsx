import { App, Button, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IDP_LIMITS, ZIdpDecide, type TIdpDetail } from '@ascent/shared/idp';
import { useTranslateRef } from '@ascent/client/i18n';
import { decideIdp } from '../api/idp-api.ts';

/** The supervisor passes the plan, or rejects it with a reason. */
export function DecisionPanel({
  plan,
  onDone,
}: {
  plan: TIdpDetail;
  onDone: (d: TIdpDetail) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const translateRef = useTranslateRef();
  const [remark, setRemark] = useState('');
  const [busy, setBusy] = useState(false);
  const decide = async (decision: 'pass' | 'reject') => {
    const body = { id: plan.id, decision, remark };
    const checked = ZIdpDecide.safeParse(body);
    if (!checked.success) return void message.error(translateRef(checked.error.issues[0]!.message));
    setBusy(true);
    try {
      onDone(await decideIdp(body));
      void message.success(t('idp.decidedDone'));
    } catch {
      // The client shows the server's refusal.
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="idp-decision" data-testid="idp-decision">
      <Input.TextArea
        value={remark}
        maxLength={IDP_LIMITS.remark}
        autoSize={{ minRows: 2, maxRows: 4 }}
        placeholder={t('idp.remarkPlaceholder')}
        onChange={(e) => setRemark(e.target.value)}
        data-testid="idp-remark"
      />
      <Space>
        <Button
          type="primary"
          loading={busy}
          onClick={() => void decide('pass')}
          data-testid="idp-pass"
        >
          {t('idp.pass')}
        </Button>
        <Button
          danger
          loading={busy}
          onClick={() => void decide('reject')}
          data-testid="idp-reject"
        >
          {t('idp.reject')}
        </Button>
      </Space>
    </div>
  );
}
