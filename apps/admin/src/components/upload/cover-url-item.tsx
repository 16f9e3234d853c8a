import { Form, Input } from 'antd';
import { useState } from 'react';
import type { TStoredFile } from '@ascent/shared/files';
import { FileUpload } from './FileUpload.tsx';

/**
 * A form's cover: the picture's URL, typed or filled in by an upload beside it. Use inside a
 * `Form`; the field is `name` (by default 'cover').
 */
export function CoverUrlItem({
  label,
  urlLabel,
  testId,
  name = 'cover',
}: {
  label: string;
  /** The URL input's accessible name. */
  urlLabel: string;
  /** The upload's test id. */
  testId: string;
  name?: string;
}) {
  const form = Form.useFormInstance();
  const [file, setFile] = useState<TStoredFile | null>(null);
  return (
    <Form.Item label={label}>
      <Form.Item name={name} noStyle>
        <Input placeholder="/api/files/... https://..." aria-label={urlLabel} />
      </Form.Item>
      <div style={{ marginTop: 8 }}>
        <FileUpload
          kind="cover"
          testId={testId}
          value={file}
          onChange={(f) => {
            setFile(f);
            form.setFieldValue(name, f?.url ?? '');
          }}
        />
      </div>
    </Form.Item>
  );
}
