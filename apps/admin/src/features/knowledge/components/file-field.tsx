import type { TStoredFile, UploadKind } from '@ascent/shared/files';
import { FileUpload } from '../../../components/upload/FileUpload.tsx';

/**
 * The one place the knowledge and banner editors use the files helper's upload component
 * (chunked upload, progress, conversion state).
 */
export function FileField(props: {
  kind: UploadKind;
  value?: TStoredFile | null;
  onChange?: (file: TStoredFile | null) => void;
  testId?: string;
}) {
  return (
    <FileUpload
      kind={props.kind}
      value={props.value ?? null}
      onChange={props.onChange}
      testId={props.testId}
    />
  );
}
