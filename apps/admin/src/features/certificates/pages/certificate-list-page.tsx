import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Input, Select, Space, Tag, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CERTIFICATE_STATES,
  type CertificateState,
  type TCertificateAdminRow,
} from '@ascent/shared/certificate';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useListState } from '../../../components/data-table/use-list-state.ts';
import { saveFile } from '../../../components/download/save-file.ts';
import {
  downloadCertificate,
  exportCertificates,
  fetchCertificatePage,
  fetchTemplatePage,
} from '../api/certificate-api.ts';
import { CERTIFICATE_KEY, ISSUED_LIST_KEY } from '../hooks/use-certificates-admin.ts';
import { RevokeDialog } from '../components/revoke-dialog.tsx';
import { ACTIONS_COLUMN } from '../../../components/data-table/actions-column.ts';
import { formatDate } from '@ascent/client/i18n';

const STATE_COLOURS: Record<CertificateState, string> = {
  valid: 'green',
  expired: 'orange',
  revoked: 'red',
};

/** Issued certificates: search by person, template and state; revoke; PDF; export xlsx. */
export function CertificateListPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const list = useListState();
  const [templateId, setTemplateId] = useState<number | undefined>();
  const [state, setState] = useState<CertificateState | undefined>();
  const [exporting, setExporting] = useState(false);
  const templates = useQuery({
    queryKey: [...CERTIFICATE_KEY, 'template-options'],
    queryFn: () => fetchTemplatePage({ page: 1, pageSize: 200 }),
  });
  const refresh = () => client.invalidateQueries({ queryKey: ISSUED_LIST_KEY });

  const runExport = async () => {
    setExporting(true);
    try {
      saveFile(await exportCertificates({ keyword: list.query.keyword, templateId, state }));
    } catch {
      // The API client showed the refusal.
    } finally {
      setExporting(false);
    }
  };

  return (
    <Card title={t('certificates.title.issued')}>
      <DataTable<TCertificateAdminRow>
        testId="certificate-issued-table"
        queryKey={[...ISSUED_LIST_KEY, templateId, state]}
        list={list}
        fetchPage={(q) => fetchCertificatePage({ ...q, templateId, state })}
        toolbar={
          <Space wrap>
            <Input.Search
              allowClear
              placeholder={t('certificates.searchIssued')}
              aria-label={t('certificates.searchIssued')}
              onSearch={(v) => list.search(v)}
              style={{ width: 260 }}
            />
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              placeholder={t('certificates.template')}
              aria-label={t('certificates.template')}
              value={templateId}
              onChange={(v: number | undefined) => {
                setTemplateId(v);
                list.change({ page: 1 });
              }}
              options={(templates.data?.list ?? []).map((tp) => ({ value: tp.id, label: tp.name }))}
              style={{ width: 200 }}
            />
            <Select
              allowClear
              placeholder={t('certificates.stateLabel')}
              aria-label={t('certificates.stateLabel')}
              value={state}
              onChange={(v: CertificateState | undefined) => {
                setState(v);
                list.change({ page: 1 });
              }}
              options={CERTIFICATE_STATES.map((s) => ({
                value: s,
                label: t(`certificates.state.${s}`),
              }))}
              style={{ width: 120 }}
            />
            <Button
              icon={<DownloadOutlined />}
              loading={exporting}
              onClick={() => void runExport()}
            >
              {t('certificates.export')}
            </Button>
          </Space>
        }
        columns={[
          {
            title: t('certificates.numberAndCode'),
            key: 'number',
            render: (_: unknown, r: TCertificateAdminRow) => (
              <Space direction="vertical" size={0}>
                <span>{r.number}</span>
                <Typography.Text type="secondary" copyable={{ text: r.code }}>
                  {r.code}
                </Typography.Text>
              </Space>
            ),
          },
          {
            title: t('certificates.holder'),
            key: 'holder',
            render: (_: unknown, r: TCertificateAdminRow) => (
              <Space direction="vertical" size={0}>
                <span>
                  {r.holder.name} ({r.holder.account})
                </span>
                <Typography.Text type="secondary">{r.holder.departmentName}</Typography.Text>
              </Space>
            ),
          },
          { title: t('certificates.template'), dataIndex: 'title' },
          {
            title: t('certificates.source'),
            key: 'source',
            render: (_: unknown, r: TCertificateAdminRow) =>
              r.sourceKind
                ? `${t(`certificates.sourceKind.${r.sourceKind}`)}: ${r.sourceTitle}`
                : t('certificates.manual'),
          },
          {
            title: t('certificates.issuedAt'),
            dataIndex: 'issuedAt',
            render: (v: string | null) => formatDate(v),
          },
          {
            title: t('certificates.expiresAt'),
            dataIndex: 'expiresAt',
            render: (v: string | null) => (v ? formatDate(v) : t('certificates.neverExpires')),
          },
          {
            title: t('certificates.stateLabel'),
            key: 'state',
            render: (_: unknown, r: TCertificateAdminRow) => (
              <Tag color={STATE_COLOURS[r.state]} title={r.revokeReason || undefined}>
                {t(`certificates.state.${r.state}`)}
              </Tag>
            ),
          },
          {
            title: t('certificates.actions'),
            ...ACTIONS_COLUMN,
            render: (_: unknown, r: TCertificateAdminRow) => (
              <Space size={0} wrap>
                <Button
                  type="link"
                  size="small"
                  onClick={() =>
                    void downloadCertificate(r.id)
                      .then(saveFile)
                      .catch(() => undefined)
                  }
                >
                  {t('certificates.pdf')}
                </Button>
                {r.state !== 'revoked' && <RevokeDialog row={r} onRevoked={() => void refresh()} />}
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
