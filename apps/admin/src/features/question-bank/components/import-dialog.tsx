import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Space, Table, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError, useServerError } from '@ascent/client/ui';
import type { TQuestionImportResult } from '@ascent/shared/question-admin';
import { downloadTemplate, importQuestions } from '../api/question-bank-api.ts';
import { QB_KEY } from '../hooks/use-question-bank.ts';
import { saveFile } from '../lib/save-file.ts';
import { BankSelect } from './bank-select.tsx';

type FailedRow = TQuestionImportResult['failed'][number];

/**
 * Imports questions into a bank from the filled-in template. Nothing is imported unless every
 * row is right; otherwise every row's problems are listed to fix and upload again.
 */
export function ImportDialog(props: { bankId?: number; bankName?: string; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [bank, setBank] = useState<{ id?: number; name: string }>({
    id: props.bankId,
    name: props.bankName ?? '',
  });
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<TQuestionImportResult | null>(null);
  const [downloading, setDownloading] = useState(false);
  const upload = useServerError();

  const template = async () => {
    setDownloading(true);
    try {
      saveFile(await downloadTemplate());
    } catch {
      // the API client has shown why
    } finally {
      setDownloading(false);
    }
  };
  const start = () =>
    upload.guard(async () => {
      if (!bank.id) return t('questionBank.import.noBank');
      if (!file) return t('questionBank.import.noFile');
      setResult(null);
      const r = await importQuestions(bank.id, file);
      setResult(r);
      if (r.imported) await client.invalidateQueries({ queryKey: QB_KEY });
    });
  const failed = result?.failed.length ?? 0;

  return (
    <Modal
      open
      onCancel={props.onClose}
      title={t('questionBank.import.title')}
      width={800}
      destroyOnHidden
      footer={<Button onClick={props.onClose}>{t('questionBank.close')}</Button>}
    >
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <Space orientation="vertical">
          <Typography.Text>{t('questionBank.import.step1')}</Typography.Text>
          <Button
            icon={<DownloadOutlined />}
            loading={downloading}
            onClick={() => void template()}
            data-testid="question-import-template"
          >
            {t('questionBank.import.template')}
          </Button>
        </Space>
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Text>{t('questionBank.import.step2')}</Typography.Text>
          <BankSelect
            value={bank.id}
            knownName={bank.name}
            onChange={(id, name) => setBank({ id, name })}
            style={{ width: '100%', maxWidth: 360 }}
            testId="question-import-bank"
          />
          <Space wrap>
            <input
              ref={input}
              type="file"
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              hidden
              data-testid="question-import-file"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setResult(null);
              }}
            />
            <Button icon={<UploadOutlined />} onClick={() => input.current?.click()}>
              {t('questionBank.import.choose')}
            </Button>
            <Typography.Text type={file ? undefined : 'secondary'}>
              {file?.name ?? t('questionBank.import.noFile')}
            </Typography.Text>
            <Button
              type="primary"
              disabled={!file || !bank.id}
              loading={upload.pending}
              onClick={() => void start()}
              data-testid="question-import-submit"
            >
              {t('questionBank.import.start')}
            </Button>
          </Space>
        </Space>
        <FormError message={upload.message} testId="question-import-error" />
        {result && (
          <Space
            orientation="vertical"
            style={{ width: '100%' }}
            data-testid="question-import-result"
          >
            <Alert
              type={failed ? 'error' : 'success'}
              showIcon
              title={
                failed
                  ? t('questionBank.import.refused', { failed })
                  : t('questionBank.import.done', { imported: result.imported })
              }
            />
            {failed > 0 && (
              <Table<FailedRow>
                size="small"
                rowKey="row"
                dataSource={result.failed}
                pagination={failed > 10 ? { pageSize: 10, size: 'small' } : false}
                data-testid="question-import-errors"
                columns={[
                  { title: t('questionBank.import.row'), dataIndex: 'row', width: 80 },
                  {
                    title: t('questionBank.import.problems'),
                    dataIndex: 'errors',
                    render: (errors: string[]) => (
                      <ul className="qb-problems">
                        {errors.map((e) => (
                          <li key={e}>{e}</li>
                        ))}
                      </ul>
                    ),
                  },
                ]}
              />
            )}
          </Space>
        )}
      </Space>
    </Modal>
  );
}
