import { Alert, Card, Descriptions, Input, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '@ascent/client/api';
import type { TCertificateVerification } from '@ascent/shared/certificate';
import { useVerification } from '../hooks/use-certificates.ts';
import '../certificate.css';
import { formatDate } from '@ascent/client/i18n';

const STATUS = {
  valid: 'success',
  expired: 'warning',
  revoked: 'error',
  unknown: 'error',
} as const;

function VerificationResult({ data }: { data: TCertificateVerification }) {
  const { t } = useTranslation();
  return (
    <div data-testid="certificate-verify-result" data-valid={String(data.result === 'valid')}>
      <Result
        status={STATUS[data.result]}
        title={t(`certificate.verifyResult.${data.result}`)}
        subTitle={data.result === 'unknown' ? t('certificate.verifyUnknownHint') : undefined}
      />
      {data.result !== 'unknown' && (
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label={t('certificate.holder')}>{data.holderName}</Descriptions.Item>
          <Descriptions.Item label={t('certificate.name')}>{data.title}</Descriptions.Item>
          <Descriptions.Item label={t('certificate.numberLabel')}>{data.number}</Descriptions.Item>
          <Descriptions.Item label={t('certificate.issuedAt')}>
            {formatDate(data.issuedAt)}
          </Descriptions.Item>
          <Descriptions.Item label={t('certificate.expiresAt')}>
            {data.expiresAt ? formatDate(data.expiresAt) : t('certificate.neverExpires')}
          </Descriptions.Item>
        </Descriptions>
      )}
    </div>
  );
}

/** /certificate/verify?code=...: the public check of a certificate (no sign-in). */
export function CertificateVerifyPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const code = (params.get('code') ?? '').trim().slice(0, 64);
  const query = useVerification(code);
  return (
    <div className="cert-verify">
      <Card title={t('certificate.verifyTitle')}>
        <Input.Search
          key={code}
          defaultValue={code}
          placeholder={t('certificate.codePlaceholder')}
          aria-label={t('certificate.code')}
          enterButton={t('certificate.verifyButton')}
          maxLength={64}
          allowClear
          onSearch={(v) => {
            const next = v.trim();
            if (next) setParams({ code: next });
          }}
        />
        <div className="cert-verify-body">
          {!code ? (
            <Alert type="info" showIcon message={t('certificate.verifyIntro')} />
          ) : query.isPending ? (
            <Spin />
          ) : query.isError ? (
            <Alert
              type="error"
              showIcon
              data-testid="certificate-verify-error"
              message={
                isApiError(query.error) && query.error.message
                  ? query.error.message
                  : t('certificate.verifyFailed')
              }
            />
          ) : (
            <VerificationResult data={query.data} />
          )}
        </div>
      </Card>
    </div>
  );
}
