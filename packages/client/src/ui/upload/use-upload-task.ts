import { useEffect, useRef, useState } from 'react';
import type { TStoredFile } from '@ascent/shared/files';
import { isApiError } from '../../api/api-error.ts';
import { useTranslateRef } from '../../i18n/use-locale.ts';

export interface UploadTaskOptions {
  /** The shared rule checked before anything is sent: a catalogue ref of the refusal, or null. */
  check: (file: File) => string | null | Promise<string | null>;
  /** Sends the file (`uploadInChunks` behind the site's endpoints). */
  upload: (
    file: File,
    onProgress: (percent: number) => void,
    signal: AbortSignal,
  ) => Promise<TStoredFile>;
  onUploaded: (file: TStoredFile) => void;
  /** Shown when a failure carries no message of its own. */
  failedText: string;
}

/**
 * The state of an upload field: one upload at a time (a new one aborts the last), its progress
 * (null when idle), the error line, the file whose upload failed (to resume it), cancel, and
 * an abort when the field goes away.
 */
export function useUploadTask({ check, upload, onUploaded, failedText }: UploadTaskOptions) {
  const tr = useTranslateRef();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState('');
  const [failed, setFailed] = useState<File | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const messageOf = (err: unknown) => (isApiError(err) && err.message ? err.message : failedText);

  const start = async (file: File) => {
    setError('');
    const problem = await check(file);
    if (problem) {
      setError(tr(problem));
      return;
    }
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setFailed(null);
    setProgress(0);
    try {
      onUploaded(await upload(file, setProgress, controller.signal));
    } catch (err) {
      if (controller.signal.aborted) return;
      setError(messageOf(err));
      setFailed(file);
    } finally {
      if (abort.current === controller) setProgress(null);
    }
  };

  return {
    progress,
    uploading: progress !== null,
    error,
    setError,
    failed,
    messageOf,
    start,
    cancel: () => abort.current?.abort(),
  };
}
