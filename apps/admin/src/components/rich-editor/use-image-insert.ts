import type { Editor } from '@tiptap/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@ascent/client/api';
import { useTranslateRef } from '@ascent/client/i18n';
import { checkBeforeUpload, uploadFile } from '../upload/upload-file.ts';

export interface ImageInsert {
  /** Uploads pictures (the toolbar's, pasted or dropped) and inserts each at the cursor; false when `files` holds none. */
  insertFiles: (files?: FileList | File[] | null) => boolean;
  setEditor: (editor: Editor | null) => void;
  uploading: boolean;
  error: string;
}

/**
 * Pictures in rich text: each checked against the shared `image` rule, uploaded through the
 * admin's upload call (a public file, so its address can live inside saved text) and inserted
 * by that address. The functions read the editor through a ref, so handlers tiptap captured
 * when it was created stay current.
 */
export function useImageInsert(): ImageInsert {
  const { t } = useTranslation();
  const tr = useTranslateRef();
  const editorRef = useRef<Editor | null>(null);
  const [pending, setPending] = useState(0);
  const [error, setError] = useState('');
  const texts = useRef({ t, tr });
  useEffect(() => {
    texts.current = { t, tr };
  });

  const insertOne = useCallback(async (file: File) => {
    const problem = await checkBeforeUpload('image', file);
    if (problem) {
      setError(texts.current.tr(problem));
      return;
    }
    setPending((n) => n + 1);
    try {
      const stored = await uploadFile('image', file, () => {});
      editorRef.current
        ?.chain()
        .focus()
        .setImage({ src: stored.url, alt: file.name.replace(/\.[^.]+$/, '') })
        .run();
    } catch (err) {
      setError(isApiError(err) && err.message ? err.message : texts.current.t('upload.failed'));
    } finally {
      setPending((n) => n - 1);
    }
  }, []);

  const insertFiles = useCallback(
    (files?: FileList | File[] | null) => {
      const pictures = [...(files ?? [])].filter((f) => f.type.startsWith('image/'));
      if (!pictures.length) return false;
      setError('');
      void (async () => {
        for (const f of pictures) await insertOne(f);
      })();
      return true;
    },
    [insertOne],
  );

  const setEditor = useCallback((editor: Editor | null) => {
    editorRef.current = editor;
  }, []);

  return { insertFiles, setEditor, uploading: pending > 0, error };
}
