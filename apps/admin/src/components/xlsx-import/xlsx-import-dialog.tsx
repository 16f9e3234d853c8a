import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Modal, Space, Typography } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { FileDownload } from '@ascent/client/api';
import { FormError, useServerError } from '@ascent/client/ui';
import { saveFile } from '../download/save-file.ts';

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
 * then the feature's report of what the import did. Test ids are `<testId>-template`, `-file`,
 * `-name`, `-submit` and `-error`.
 */
export function XlsxImportDialog<R>(props: {
  open: boolean;
  onClose: () => void;
  texts: XlsxImportTexts;
  width: number;
  testId: string;
  downloadTemplate: () => Promise<FileDownload>;
  /** Uploads the file; the result is shown by `renderResult`. */
  importFile: (file: File) => Promise<R>;
  /** Called after each import, e.g. to refresh the lists it changed. */
  onImported?: (result: R) => Promise<unknown>;
  renderResult: (result: R) => ReactNode;
  /** Why the import cannot start yet (besides a missing file), shown as the error. */
  blocked?: string;
  /** More step-2 fields above the file (e.g. where to import to). */
  children?: ReactNode;
  /** The file input's accept attribute (default: .xlsx only). */
  accept?: string;
}) {
  const { texts, testId } = props;
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<R | null>(null);
  const [downloading, setDownloading] = useState(false);
  const upload = useServerError();

  useEffect(() => {
    if (!props.open) return;
    setFile(null);
    setResult(null);
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
      const r = await props.importFile(file);
      setResult(r);
      await props.onImported?.(r);
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
        <FormError message={upload.message} testId={`${testId}-error`} />
        {result && props.renderResult(result)}
      </Space>
    </Modal>
  );
}
