import { DeleteOutlined, PaperClipOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Input, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IDP_LIMITS } from '@ascent/shared/idp';
import { uploadIdpFile } from '../api/idp-api.ts';
import type { DraftResource } from '../lib/idp-draft.ts';

type Homework = Extract<DraftResource, { kind: 'homework' }>;

/** The plan's own homework: a title, steps, and at most 5 attachments of 200MB. */
export function HomeworkEditor({
  value,
  onChange,
}: {
  value: Homework;
  onChange: (v: Homework) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [uploading, setUploading] = useState(false);
  const setStep = (i: number, patch: Partial<Homework['steps'][number]>) =>
    onChange({ ...value, steps: value.steps.map((s, j) => (j === i ? { ...s, ...patch } : s)) });
  return (
    <div className="idp-homework">
      <Input
        value={value.title}
        maxLength={IDP_LIMITS.homeworkTitle}
        placeholder={t('idp.homeworkTitle')}
        onChange={(e) => onChange({ ...value, title: e.target.value })}
        data-testid="idp-homework-title"
      />
      <ol className="idp-steps">
        {value.steps.map((s, i) => (
          <li key={i} className="idp-step">
            <div className="idp-step-head">
              <Input
                value={s.title}
                maxLength={IDP_LIMITS.stepTitle}
                placeholder={t('idp.stepTitle', { n: i + 1 })}
                onChange={(e) => setStep(i, { title: e.target.value })}
                data-testid="idp-step-title"
              />
              <Button
                icon={<DeleteOutlined />}
                aria-label={t('idp.remove')}
                disabled={value.steps.length === 1}
                onClick={() => onChange({ ...value, steps: value.steps.filter((_, j) => j !== i) })}
              />
            </div>
            <Input.TextArea
              value={s.content}
              maxLength={IDP_LIMITS.stepContent}
              autoSize={{ minRows: 2, maxRows: 6 }}
              placeholder={t('idp.stepContent')}
              onChange={(e) => setStep(i, { content: e.target.value })}
            />
          </li>
        ))}
      </ol>
      <div className="idp-row">
        <Button
          icon={<PlusOutlined />}
          disabled={value.steps.length >= IDP_LIMITS.steps}
          onClick={() =>
            onChange({ ...value, steps: [...value.steps, { title: '', content: '' }] })
          }
        >
          {t('idp.addStep')}
        </Button>
        <Upload
          showUploadList={false}
          disabled={uploading || value.files.length >= IDP_LIMITS.attachments}
          beforeUpload={(file) => {
            if (file.size > IDP_LIMITS.attachmentBytes) {
              void message.error(t('idp.fileTooLarge'));
              return Upload.LIST_IGNORE;
            }
            setUploading(true);
            uploadIdpFile(file)
              .then((r) => onChange({ ...value, files: [...value.files, r.file] }))
              .catch(() => undefined)
              .finally(() => setUploading(false));
            return false;
          }}
        >
          <Button
            icon={<PaperClipOutlined />}
            loading={uploading}
            disabled={value.files.length >= IDP_LIMITS.attachments}
          >
            {t('idp.attach', { n: value.files.length, max: IDP_LIMITS.attachments })}
          </Button>
        </Upload>
      </div>
      {value.files.length > 0 && (
        <ul className="idp-files">
          {value.files.map((f) => (
            <li key={f.fileId}>
              <a href={f.url} target="_blank" rel="noreferrer">
                {f.name}
              </a>
              <Button
                type="link"
                size="small"
                onClick={() =>
                  onChange({ ...value, files: value.files.filter((x) => x.fileId !== f.fileId) })
                }
              >
                {t('idp.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
