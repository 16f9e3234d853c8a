import { App, Button, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@ascent/client/api';
import { FormError } from '@ascent/client/ui';
import { CERTIFICATE_LIMITS, type TCertificateAdminRow } from '@ascent/shared/certificate';
import { revokeCertificate } from '../api/certificate-api.ts';

/** Revokes an issued certificate, with an optional reason. */
export function RevokeDialog({
  row,
  onRevoked,
}: {
  row: TCertificateAdminRow;
  onRevoked: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const revoke = async () => {
    setPending(true);
    setError(null);
    try {
      await revokeCertificate({ id: row.id, reason });
      void message.success(t('certificates.revokedDone'));
      setOpen(false);
      onRevoked();
    } catch (e) {
      setError(isApiError(e) ? e.message : t('certificates.failed'));
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Button type="link" size="small" danger onClick={() => setOpen(true)}>
        {t('certificates.revoke')}
      </Button>
      <Modal
        open={open}
        title={t('certificates.revokeTitle', { number: row.number, name: row.holder.name })}
        okText={t('certificates.revoke')}
        okButtonProps={{ danger: true, loading: pending }}
        onOk={() => void revoke()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Input.TextArea
          aria-label={t('certificates.revokeReason')}
          placeholder={t('certificates.revokeReason')}
          value={reason}
          maxLength={CERTIFICATE_LIMITS.revokeReason}
          showCount
          onChange={(e) => setReason(e.target.value)}
        />
        <FormError message={error} testId="certificate-revoke-error" />
      </Modal>
    </>
  );
}
