import { App, List, Space, Typography } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { verifyPath, type TMyCertificate } from '@ascent/shared/certificate';
import { downloadCertificate } from '../api/certificate-api.ts';
import { certificatePdfHref } from '../lib/certificate-paths.ts';
import { saveFile } from '../lib/save-file.ts';
import { CertificateStateTag } from './certificate-state-tag.tsx';
import { formatDate } from '@ascent/client/i18n';

/** One certificate: name, state, dates, number, code; download the PDF, open the public page. */
export function CertificateItem({ row }: { row: TMyCertificate }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      saveFile(await downloadCertificate(row.id));
    } catch {
      void message.error(t('certificate.downloadFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <List.Item
      data-testid="certificate-row"
      data-state={row.state}
      actions={[
        row.state !== 'revoked' && (
          <a
            key="download"
            href={certificatePdfHref(row.id)}
            data-testid="certificate-download"
            aria-disabled={busy}
            onClick={(e) => {
              e.preventDefault();
              if (!busy) void download();
            }}
          >
            {t('certificate.download')}
          </a>
        ),
        <Link
          key="verify"
          to={verifyPath(row.code)}
          target="_blank"
          rel="noopener"
          data-testid="certificate-verify"
        >
          {t('certificate.verify')}
        </Link>,
      ].filter(Boolean)}
    >
      <List.Item.Meta
        avatar={<SafetyCertificateOutlined className="cert-icon" />}
        title={
          <Space size={8} wrap>
            <span>{row.title}</span>
            <CertificateStateTag state={row.state} />
          </Space>
        }
        description={
          <span className="cert-meta">
            {row.sourceTitle && <span>{t('certificate.source', { title: row.sourceTitle })}</span>}
            <span>{t('certificate.issuedOn', { date: formatDate(row.issuedAt) })}</span>
            <span>
              {row.expiresAt
                ? t('certificate.expiresOn', { date: formatDate(row.expiresAt) })
                : t('certificate.neverExpires')}
            </span>
            {row.daysLeft !== null && row.state === 'valid' && row.daysLeft <= 30 && (
              <Typography.Text type="warning">
                {t('certificate.daysLeft', { count: row.daysLeft })}
              </Typography.Text>
            )}
            <span>{t('certificate.number', { number: row.number })}</span>
            <span>
              {t('certificate.code')}{' '}
              <Typography.Text code copyable data-testid="certificate-code">
                {row.code}
              </Typography.Text>
            </span>
          </span>
        }
      />
    </List.Item>
  );
}
