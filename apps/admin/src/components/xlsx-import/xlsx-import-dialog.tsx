import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Modal, Space, Spin, Typography } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileDownload } from '@ascent/client/api';
import type { TImportKind, TImportResultOf, TImportStarted } from '@ascent/shared/import';
import { FormError, useServerError } from '@ascent/client/ui';
import { saveFile } from '../download/save-file.ts';
import { fetchImport, IMPORT_POLL_MS } from './import-api.ts';

/** The dialog's words, already translated by the feature. */
export interface XlsxImportTexts {
  title: string;
  step1: string;
  template: string;
  step2: string;
  choose: string;
  noFile: string;
  start: string;
  close: string;
}

/**
 * Import from a filled-in .xlsx template: download the template, choose the file, upload it,
 * then the feature's report of what the import did. The import runs as a job on the server: the
 * dialog follows it until it is done (or failed) and stops following when it closes (the import
 * goes on). Test ids are `<testId>-template`, `-file`, `-name`, `-submit`, `-running` and
 * `-error`.
 */
export function XlsxImportDialog<K extends TImportKind>(props: {
  open: boolean;
  onClose: () => void;
  texts: XlsxImportTexts;
  width: number;
  testId: string;
  downloadTemplate: () => Promise<FileDownload>;
  /** What the feature imports (the report `renderResult` is given). */
  kind: K;
  /** Uploads the file, starting the import; its report is shown by `renderResult`. */
  importFile: (file: File) => Promise<TImportStarted>;
  /** Called after each import, e.g. to refresh the lists it changed. */
  onImported?: (result: TImportResultOf<K>) => Promise<unknown>;
  renderResult: (result: TImportResultOf<K>) => ReactNode;
  /** Why the import cannot start yet (besides a missing file), shown as the error. */
  blocked?: string;
  /** More step-2 fields above the file (e.g. where to import to). */
  children?: ReactNode;
  /** The file input's accept attribute (default: .xlsx only). */
  accept?: string;
}) {
  const { texts, testId } = props;
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<TImportResultOf<K> | null>(null);
  const [running, setRunning] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const upload = useServerError();
  // Whether the dialog still shows: following an import stops when it closes.
  const shown = useRef(props.open);

  useEffect(() => {
    shown.current = props.open;
    if (!props.open) return;
    setFile(null);
    setResult(null);
    return () => {
      shown.current = false;
    };
  }, [props.open]);

  const template = async () => {
    setDownloading(true);
    try {
      saveFile(await props.downloadTemplate());
    } catch {
      // the API client has shown why
    } finally {
      setDownloading(false);
    }
  };
  const start = () =>
    upload.guard(async () => {
      if (props.blocked) return props.blocked;
      if (!file) return texts.noFile;
      setResult(null);
      const { importId } = await props.importFile(file);
      setRunning(true);
      try {
        while (shown.current) {
          const detail = await fetchImport(importId);
          if (detail.state === 'failed') return detail.message;
          if (detail.state === 'done' && detail.kind === props.kind && detail.result) {
            const report = detail.result as TImportResultOf<K>;
            setResult(report);
            await props.onImported?.(report);
            return;
          }
          await new Promise((resolve) => setTimeout(resolve, IMPORT_POLL_MS));
        }
      } finally {
        setRunning(false);
      }
    });

  return (
    <Modal
      open={props.open}
      onCancel={props.onClose}
      title={texts.title}
      width={props.width}
      destroyOnHidden
      footer={<Button onClick={props.onClose}>{texts.close}</Button>}
    >
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <Space orientation="vertical">
          <Typography.Text>{texts.step1}</Typography.Text>
          <Button
            icon={<DownloadOutlined />}
            loading={downloading}
            onClick={() => void template()}
            data-testid={`${testId}-template`}
          >
            {texts.template}
          </Button>
        </Space>
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Text>{texts.step2}</Typography.Text>
          {props.children}
          <Space wrap>
            <input
              ref={input}
              type="file"
              accept={
                props.accept ??
                '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
              }
              hidden
              data-testid={`${testId}-file`}
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setResult(null);
              }}
            />
            <Button icon={<UploadOutlined />} onClick={() => input.current?.click()}>
              {texts.choose}
            </Button>
            <Typography.Text type={file ? undefined : 'secondary'} data-testid={`${testId}-name`}>
              {file?.name ?? texts.noFile}
            </Typography.Text>
            <Button
              type="primary"
              disabled={!file || !!props.blocked}
              loading={upload.pending}
              onClick={() => void start()}
              data-testid={`${testId}-submit`}
            >
              {texts.start}
            </Button>
          </Space>
        </Space>
        {running && (
          <Space data-testid={`${testId}-running`}>
            <Spin size="small" />
            <Typography.Text type="secondary">{t('xlsxImport.running')}</Typography.Text>
          </Space>
        )}
        <FormError message={upload.message} testId={`${testId}-error`} />
        {result && props.renderResult(result)}
      </Space>
    </Modal>
  );
}
