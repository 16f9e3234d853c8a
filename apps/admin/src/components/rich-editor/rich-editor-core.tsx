import { EditorContent, useEditor, type EditorOptions } from '@tiptap/react';
import { Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RichEditorProps } from './rich-editor.tsx';
import { cleanPastedHtml } from './clean-pasted-html.ts';
import { editorExtensions } from './editor-extensions.ts';
import { EditorToolbar } from './editor-toolbar.tsx';
import { useImageInsert } from './use-image-insert.ts';
import './rich-editor.css';

/** The editor's HTML as the form keeps it: '' for an empty document (tiptap writes <p></p>). */
const htmlOf = (editor: { isEmpty: boolean; getHTML: () => string }) =>
  editor.isEmpty ? '' : editor.getHTML();

/**
 * The tiptap editor behind `RichEditor` (loaded with the first editor a page shows): a toolbar,
 * the document in the learner site's rich-text type, Word paste cleaned, pictures pasted or
 * dropped uploaded like the toolbar's, and the HTML's length against the field's limit.
 */
export default function RichEditorCore({
  id,
  value = '',
  onChange,
  maxLength,
  disabled = false,
  ariaLabel,
  testId = 'rich-editor',
  minHeight = 160,
}: RichEditorProps) {
  const { t } = useTranslation();
  // The last HTML this editor reported, so a value coming back through the form is not set again.
  const reported = useRef(value);
  const images = useImageInsert();

  const [initial] = useState(value);
  const { insertFiles } = images;
  // Stable options, so tiptap does not reconfigure its view on every render.
  const editorProps = useMemo<EditorOptions['editorProps']>(
    () => ({
      attributes: {
        ...(id ? { id } : {}),
        class: 'rich-text rich-editor__content',
        role: 'textbox',
        'aria-multiline': 'true',
        ...(ariaLabel ? { 'aria-label': ariaLabel } : {}),
        'data-testid': `${testId}-content`,
        style: `min-height: ${minHeight}px`,
      },
      transformPastedHTML: cleanPastedHtml,
      // Pictures alone on the clipboard (a screenshot); Word's copies carry HTML and a picture of it.
      handlePaste: (_view, event) =>
        !event.clipboardData?.getData('text/html') && insertFiles(event.clipboardData?.files),
      handleDrop: (_view, event) => insertFiles((event as DragEvent).dataTransfer?.files),
    }),
    [id, ariaLabel, testId, minHeight, insertFiles],
  );

  const editor = useEditor({
    extensions: editorExtensions,
    content: initial,
    editable: !disabled,
    shouldRerenderOnTransaction: false,
    editorProps,
    onUpdate: ({ editor: e }) => {
      const html = htmlOf(e);
      reported.current = html;
      onChange?.(html);
    },
  });
  const { setEditor } = images;
  useEffect(() => setEditor(editor), [editor, setEditor]);

  // A value set from outside (the form's initial values, a reset): shown without reporting it back.
  useEffect(() => {
    if (!editor || value === reported.current) return;
    reported.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!disabled, false);
  }, [editor, disabled]);

  const over = maxLength !== undefined && value.length > maxLength;
  return (
    <div
      className={`rich-editor${disabled ? ' rich-editor--disabled' : ''}${over ? ' rich-editor--over' : ''}`}
      data-testid={testId}
    >
      <EditorToolbar editor={editor} disabled={disabled} images={images} />
      <EditorContent editor={editor} />
      <div className="rich-editor__foot">
        {images.uploading ? (
          <Typography.Text type="secondary" role="status">
            {t('richEditor.imageUploading')}
          </Typography.Text>
        ) : null}
        {images.error ? (
          <Typography.Text type="danger" role="alert" data-testid={`${testId}-error`}>
            {images.error}
          </Typography.Text>
        ) : null}
        {maxLength !== undefined ? (
          <Typography.Text
            type={over ? 'danger' : 'secondary'}
            className="rich-editor__count"
            data-testid={`${testId}-count`}
          >
            {over
              ? t('richEditor.countOver', { count: value.length, max: maxLength })
              : t('richEditor.count', { count: value.length, max: maxLength })}
          </Typography.Text>
        ) : null}
      </div>
    </div>
  );
}
